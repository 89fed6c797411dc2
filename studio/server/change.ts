/**
 * A studio change as the files it writes: the draft's manifests and translation files, and
 * docs/access-report.md and .html regenerated from them by the very functions `npm run access-report`
 * runs, so a saved change never leaves CI a stale report. Also the verdict of the checks CI runs.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadAndCheck, manifestSource } from '../../scripts/build/manifest-source.ts';
import {
  buildReport,
  loadProfiles,
  PROFILES_DIR,
  reauthPaths,
  renderHtml,
  renderMarkdown,
  REPORT_FILES,
  type Locales,
} from '../../scripts/cli/access-report.ts';
import { allFindings, findingText } from '../../scripts/lint/vocabulary.ts';
import { buildRouteTable } from '../../src/engine/manifest/route-table.ts';
import { checkDraft } from '../lib/draft-check.ts';
import { LANGUAGES, LOCALE_FILES, ROUTES_DIR, type DraftFiles } from '../lib/draft.ts';
import type { VerdictLine } from '../lib/problem-text.ts';

export const REPORT_PATHS: readonly string[] = [REPORT_FILES.markdown, REPORT_FILES.html];

async function readOrNull(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

/** The files the studio edits, as they are on disk: every route manifest and both translation files. */
export async function readDraftFiles(root: string): Promise<Record<string, string>> {
  const names = (await readdir(path.join(root, ROUTES_DIR))).filter((name) => name.endsWith('.json')).sort();
  const files: Record<string, string> = {};
  for (const name of names) files[`${ROUTES_DIR}${name}`] = await readFile(path.join(root, ROUTES_DIR, name), 'utf8');
  for (const file of Object.values(LOCALE_FILES)) files[file] = await readFile(path.join(root, file), 'utf8');
  return files;
}

export async function readCatalogue(root: string): Promise<Record<string, string>> {
  return (JSON.parse(await readFile(path.join(root, 'manifests/permissions.json'), 'utf8')) as { permissions: Record<string, string> })
    .permissions;
}

/** What the access report's check would refuse in a table, as `npm run check:access-report` words it. */
export interface ReportOutcome {
  outputs: Record<string, string>;
  failures: string[];
}

/** The access report of the draft's table, as `npm run access-report` would write it. */
export async function draftReport(root: string, files: DraftFiles): Promise<ReportOutcome> {
  const catalogue = new Set(Object.keys(await readCatalogue(root)));
  const check = checkDraft(files, catalogue);
  const { profiles, problems } = await loadProfiles(path.join(root, PROFILES_DIR));
  const locales = Object.fromEntries(
    LANGUAGES.map((language) => [language, JSON.parse(files[LOCALE_FILES[language]] ?? '{}') as unknown]),
  ) as Locales;
  const report = buildReport(buildRouteTable(check.routes), profiles, locales, reauthPaths(check.routes));
  const failures = [...check.problems.map((problem) => problem.message), ...problems];
  for (const route of report.unreachable) failures.push(`no profile can open ${route}`);
  for (const { route, rule, value } of report.oneSidedRules)
    failures.push(`show rule of ${route} is ${String(value)} for every profile: ${rule}`);
  for (const { language, key } of report.untranslated) failures.push(`a refusal sentence shows the raw key ${key} in ${language}`);
  return { outputs: { [REPORT_FILES.markdown]: renderMarkdown(report), [REPORT_FILES.html]: renderHtml(report) }, failures };
}

/** Every file the change writes, with its new content, and what is on disk now (null: no such file). */
export async function changeFiles(
  root: string,
  files: DraftFiles,
): Promise<{ path: string; before: string | null; after: string }[] & { failures?: string[] }> {
  const report = await draftReport(root, files);
  const all: Record<string, string> = { ...files, ...report.outputs };
  const changes: { path: string; before: string | null; after: string }[] = [];
  for (const file of Object.keys(all).sort()) {
    const before = await readOrNull(path.join(root, ...file.split('/')));
    const after = all[file] as string;
    if (before !== after) changes.push({ path: file, before, after });
  }
  return Object.assign(changes, { failures: report.failures });
}

/** The checks CI runs on the tree at `root`, after a save: the manifest check and the access report's. */
export async function treeVerdict(root: string): Promise<{ manifests: VerdictLine[]; report: VerdictLine[]; vocabulary: VerdictLine[] }> {
  const manifests = await loadAndCheck(manifestSource(root));
  const locale = async (language: 'en' | 'ja') =>
    JSON.parse((await readOrNull(path.join(root, `public/locales/${language}/translation.json`))) ?? '{}') as never;
  const vocabulary = allFindings({ en: await locale('en'), ja: await locale('ja') }).map(findingText);
  const report = await draftReport(root, await readDraftFiles(root));
  const stale: string[] = [];
  for (const [file, text] of Object.entries(report.outputs)) {
    if ((await readOrNull(path.join(root, file))) !== text) stale.push(`${file} is not what the manifests and profiles produce`);
  }
  return {
    manifests: manifests.problems.map((problem) => ({
      where: `${problem.file}: ${problem.route ? `/${problem.route}: ` : ''}`,
      message: problem.message,
    })),
    report: [...report.failures, ...stale].map((message) => ({ where: '', message })),
    vocabulary: vocabulary.map((message) => ({ where: '', message })),
  };
}
