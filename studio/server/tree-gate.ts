/**
 * The server is the gate (ADR 0016): before a save writes anything, the tree as it would be (every
 * manifest and translation file on disk, with the posted ones in their place) goes through the checks
 * `npm run check` runs on those files, with CI's own functions: the translation files' shape, the
 * manifest check (schema and rules, src/engine/access/manifest-check.ts), the glossary
 * (src/engine/glossary/vocabulary.ts), the profiles and the access report's failures
 * (scripts/cli/access-report-failures.ts). Any finding refuses the save. The access report is built
 * here from that whole tree, so a manifest added on disk after the studio read it is in it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { reportFailures } from '../../scripts/cli/access-report-failures.ts';
import { renderHtml } from '../../scripts/cli/access-report-html.ts';
import { renderMarkdown } from '../../scripts/cli/access-report-markdown.ts';
import { loadProfiles, PROFILES_DIR } from '../../scripts/cli/access-report-profiles.ts';
import { REPORT_FILES } from '../../scripts/cli/access-report.ts';
import { buildReport, reauthPaths, type Locales } from '../../src/engine/access/access-report-model.ts';
import { ALL_NAMED_ROUTES, checkManifests, PERMISSION_CATALOGUE_FILE } from '../../src/engine/access/manifest-check.ts';
import { allFindings, findingText } from '../../src/engine/glossary/vocabulary.ts';
import { buildRouteTable } from '../../src/engine/manifest/route-table.ts';
import { LANGUAGES, LOCALE_FILES, manifestFiles, type DraftFiles } from '../lib/draft.ts';
import { translationShapeProblems } from '../lib/translation-shape.ts';

/** Which of CI's checks found it: `check:manifests`, `check:vocabulary`, `check:access-report`. */
export type FindingCheck = 'translations' | 'manifests' | 'vocabulary' | 'profiles' | 'access-report';

export interface Finding {
  check: FindingCheck;
  /** The file to fix, when there is one. */
  file: string | null;
  /** The route's full path, when the finding belongs to one. */
  route?: string;
  message: string;
}

export interface GateOutcome {
  findings: Finding[];
  /** docs/access-report.md and .html as the whole tree makes them; absent while the tree cannot be read as a table. */
  outputs: Record<string, string> | null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Each translation file parsed, or the findings that stop every later check from reading them. */
function readLocales(tree: DraftFiles): { locales: Locales | null; findings: Finding[] } {
  const findings: Finding[] = [];
  const locales: Partial<Locales> = {};
  for (const language of LANGUAGES) {
    const file = LOCALE_FILES[language];
    const text = tree[file];
    if (text === undefined) {
      findings.push({ check: 'translations', file, message: `${file} is missing` });
      continue;
    }
    try {
      locales[language] = JSON.parse(text) as unknown;
    } catch (error) {
      findings.push({ check: 'translations', file, message: `${file}: is not valid JSON: ${messageOf(error)}` });
      continue;
    }
    for (const message of translationShapeProblems(file, locales[language])) findings.push({ check: 'translations', file, message });
  }
  return { locales: findings.length === 0 ? (locales as Locales) : null, findings };
}

async function readPermissions(root: string): Promise<{ permissions: Set<string> | null; findings: Finding[] }> {
  try {
    const catalogue = JSON.parse(await readFile(path.join(root, PERMISSION_CATALOGUE_FILE), 'utf8')) as { permissions?: unknown };
    const names = catalogue.permissions;
    if (names === null || typeof names !== 'object' || Array.isArray(names)) throw new Error('has no "permissions" object');
    return { permissions: new Set(Object.keys(names)), findings: [] };
  } catch (error) {
    return {
      permissions: null,
      findings: [{ check: 'manifests', file: PERMISSION_CATALOGUE_FILE, message: `${PERMISSION_CATALOGUE_FILE}: ${messageOf(error)}` }],
    };
  }
}

/** Runs CI's checks on `tree` (path → text of every manifest and both translation files); see the module's comment. */
export async function gateTree(root: string, tree: DraftFiles): Promise<GateOutcome> {
  const { locales, findings } = readLocales(tree);
  const catalogue = await readPermissions(root);
  findings.push(...catalogue.findings);
  if (locales === null || catalogue.permissions === null) return { findings, outputs: null };

  const manifests = manifestFiles(tree).map((file) => ({ file, text: tree[file] as string }));
  const check = checkManifests(manifests, { locales, permissions: catalogue.permissions, namedRoutes: ALL_NAMED_ROUTES });
  for (const problem of check.problems) findings.push({ check: 'manifests', ...problem });
  for (const finding of allFindings(locales as Record<'en' | 'ja', never>)) {
    findings.push({ check: 'vocabulary', file: LOCALE_FILES[finding.language], message: findingText(finding) });
  }

  const { profiles, problems } = await loadProfiles(path.join(root, PROFILES_DIR)).catch((error: unknown) => ({
    profiles: [],
    problems: [`${PROFILES_DIR}: ${messageOf(error)}`],
  }));
  for (const message of problems) findings.push({ check: 'profiles', file: message.split(':')[0] ?? PROFILES_DIR, message });
  // As `npm run access-report` does: no report of a table the manifest check or a profile refuses.
  if (check.problems.length > 0 || problems.length > 0) return { findings, outputs: null };

  const report = buildReport(buildRouteTable(check.routes), profiles, locales, reauthPaths(check.routes));
  for (const message of reportFailures(report)) findings.push({ check: 'access-report', file: null, message });
  return { findings, outputs: { [REPORT_FILES.markdown]: renderMarkdown(report), [REPORT_FILES.html]: renderHtml(report) } };
}
