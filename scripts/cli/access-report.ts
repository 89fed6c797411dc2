/**
 * Who sees what: for every account profile in manifests/profiles/, which routes the side menu and the
 * Administration panel list and which the guards let it open, decided by the console's own access
 * engine. `npm run access-report` writes docs/access-report.md and docs/access-report.html;
 * `--check` (CI, `npm run check:access-report`) rebuilds both in memory and fails when the committed
 * files differ, when a route is one no profile can open, when a show rule holds for every profile
 * or for none (a branch no profile exercises), or when a sentence of a refusal has no translation.
 * Routes whose manifest marks them `reauth` (documentation only) carry a step-up mark in the Routes table.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRuleEvaluator } from '../../src/engine/access/facts';
import { layoutDecision } from '../../src/engine/access/layout-rules';
import { lineText, refusalLines, type Translate } from '../../src/engine/access/refusal-text';
import { createRouteAccess, type Refusal } from '../../src/engine/access/route-access';
import { routePlacements, type RoutePlacement } from '../../src/engine/access/route-placement';
import { formatProblem } from '../../src/engine/manifest/check';
import { buildRouteTable, type RouteEntry, type RouteTable } from '../../src/engine/manifest/route-table';
import type { AccountProfile } from '../../src/generated/types/account-profile';
import type { TopRoute } from '../../src/generated/types/route-manifest';
import type { SessionInfo } from '../../src/generated/types/session-info';
import validateProfile from '../../src/generated/validators/account-profile.js';
import validateSession from '../../src/generated/validators/session-info.js';
import { loadAndCheck, manifestSource } from '../build/manifest-source';

export interface Profile {
  /** The file name without `.json`. */
  id: string;
  order: number;
  title: string;
  description: string;
  login?: string;
  session: SessionInfo;
}

/** The languages the report gives the not-allowed page's sentences in, in column order. */
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ja: 'Japanese' };

/** Each language's translation resources (`public/locales/<language>/translation.json`). */
export type Locales = Record<Language, unknown>;

/** The sentences the not-allowed page shows for one refusal, one per reason, in each language. */
export type RefusalSentences = Record<Language, string[]>;

export interface ReportRow {
  entry: RouteEntry;
  /** The route's label in English. */
  label: string;
  /** One placement per profile, in profile order. */
  cells: RoutePlacement[];
  /** Per profile, in profile order: what the not-allowed page says when the route is refused; null when it opens. */
  why: (RefusalSentences | null)[];
  /** The manifest marks the route `reauth`: saving on it may ask for a fresh proof (documentation only). */
  reauth: boolean;
}

/** Profiles a route is refused to with the same sentences. */
export interface RefusalGroup {
  row: ReportRow;
  /** Indexes into the report's profiles, in profile order. */
  profiles: number[];
  sentences: RefusalSentences;
}

export interface AccessReport {
  profiles: Profile[];
  /** Where each profile lands after sign-in, in profile order. */
  landing: string[];
  rows: ReportRow[];
  /** Routes no profile may open. */
  unreachable: string[];
  /** Show rules that hold for every profile or for none, with the route that declares them. */
  oneSidedRules: { route: string; rule: string; value: boolean }[];
  /** Translation keys a refusal sentence needs that a language lacks (the sentence would show the key). */
  untranslated: { language: Language; key: string }[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PROFILES_DIR = 'manifests/profiles';
export const REPORT_FILES = { markdown: 'docs/access-report.md', html: 'docs/access-report.html' } as const;

function schemaErrors(errors: typeof validateProfile.errors): string {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`).join('; ');
}

/** Reads and validates every profile; a profile that fails its schema or the session schema is a problem, not a guess. */
export async function loadProfiles(dir: string): Promise<{ profiles: Profile[]; problems: string[] }> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const profiles: Profile[] = [];
  const problems: string[] = [];
  for (const name of names) {
    const file = path.join(PROFILES_DIR, name);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    } catch (error) {
      problems.push(`${file}: is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (!validateProfile(data)) {
      problems.push(`${file}: ${schemaErrors(validateProfile.errors)}`);
      continue;
    }
    const profile = data as AccountProfile;
    if (!validateSession(profile.session)) {
      problems.push(`${file}: session: ${schemaErrors(validateSession.errors)}`);
      continue;
    }
    profiles.push({
      id: name.replace(/\.json$/, ''),
      order: profile.order,
      title: profile.title,
      description: profile.description,
      ...(profile.login === undefined ? {} : { login: profile.login }),
      session: profile.session as unknown as SessionInfo,
    });
  }
  return { profiles: profiles.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)), problems };
}

function landingOf(table: RouteTable, session: SessionInfo): string {
  const access = createRouteAccess(table, session);
  const decision = layoutDecision(session, access, '/');
  if (decision.kind === 'leave') return 'signed out';
  if (decision.kind === 'redirect') return decision.path;
  return '/';
}

function lookup(resources: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      resources,
    );
  return typeof value === 'string' ? value : undefined;
}

function translate(resources: unknown, key: string): string {
  return lookup(resources, key) ?? key;
}

/**
 * A plain `t` over one language's resources, as i18next would answer it: nested keys, `{{name}}`
 * filled from the options, and the key itself when the language lacks it (told to `missing`).
 */
function translator(resources: unknown, missing: (key: string) => void): Translate {
  return (key, options) => {
    const text = lookup(resources, key);
    if (text === undefined) {
      missing(key);
      return key;
    }
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = options?.[name];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
    });
  };
}

/**
 * The full paths (no leading slash) of the routes whose manifest marks them `reauth`. The route table
 * leaves the mark out (the console does not act on it), so the report reads it from the manifests.
 */
export function reauthPaths(routes: readonly TopRoute[]): Set<string> {
  const paths = new Set<string>();
  for (const route of routes) {
    if (route.reauth === true) paths.add(route.path);
    for (const child of route.children ?? []) if (child.reauth === true) paths.add(`${route.path}/${child.path}`);
  }
  return paths;
}

const NO_REAUTH: ReadonlySet<string> = new Set();

export function buildReport(
  table: RouteTable,
  profiles: readonly Profile[],
  locales: Locales,
  reauth: ReadonlySet<string> = NO_REAUTH,
): AccessReport {
  const untranslated: AccessReport['untranslated'] = [];
  const translators = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      translator(locales[language], (key) => {
        if (!untranslated.some((known) => known.language === language && known.key === key)) untranslated.push({ language, key });
      }),
    ]),
  ) as Record<Language, Translate>;
  const sentences = (reasons: readonly Refusal[]): RefusalSentences =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, refusalLines(reasons, translators[language]).map(lineText)]),
    ) as RefusalSentences;

  const placements = profiles.map((profile) => routePlacements(table, createRouteAccess(table, profile.session)));
  const rows = table.all.map((entry, index) => {
    const cells = placements.map((list) => list[index] as RoutePlacement);
    return {
      entry,
      label: translate(locales.en, entry.label),
      cells,
      why: cells.map((cell) => (cell.opens ? null : sentences(cell.reasons))),
      reauth: reauth.has(entry.path),
    };
  });
  const unreachable = rows.filter((row) => row.cells.every((cell) => !cell.opens)).map((row) => `/${row.entry.path}`);

  const evaluators = profiles.map((profile) => createRuleEvaluator(profile.session));
  const oneSidedRules: AccessReport['oneSidedRules'] = [];
  const seen = new Set<string>();
  for (const entry of table.all) {
    // A child's parts start with its parent's; only the parts beyond them are its own.
    const inherited = entry.parent === undefined ? 0 : (table.top.find((top) => top.path === entry.parent)?.showParts.length ?? 0);
    for (const { rule } of entry.showParts.slice(inherited)) {
      if (seen.has(rule)) continue;
      seen.add(rule);
      const values = new Set(evaluators.map((evaluate) => evaluate(rule)));
      if (values.size === 1) oneSidedRules.push({ route: `/${entry.path}`, rule, value: [...values][0] === true });
    }
  }

  return {
    profiles: [...profiles],
    landing: profiles.map((profile) => landingOf(table, profile.session)),
    rows,
    unreachable,
    oneSidedRules,
    untranslated,
  };
}

/**
 * The report's refusals, one group per route and distinct set of sentences, in route order and
 * then by the first profile of each group: what the section on why routes are refused lists.
 */
export function refusalGroups(report: AccessReport): RefusalGroup[] {
  const groups: RefusalGroup[] = [];
  for (const row of report.rows) {
    const byText = new Map<string, RefusalGroup>();
    row.why.forEach((sentences, index) => {
      if (sentences === null) return;
      const key = JSON.stringify(LANGUAGES.map((language) => sentences[language]));
      const known = byText.get(key);
      if (known !== undefined) {
        known.profiles.push(index);
        return;
      }
      const group = { row, profiles: [index], sentences };
      byText.set(key, group);
      groups.push(group);
    });
  }
  return groups;
}

/** The word a cell shows: where the route is listed, or that it opens only from a link or a typed url, or that it is refused. */
export function cellText(cell: RoutePlacement): string {
  if (cell.listed !== null) return cell.opens ? cell.listed : `${cell.listed}, refused`;
  return cell.opens ? 'open' : '—';
}

const LEGEND = [
  '`menu`: listed in the side menu and opens; `panel`: listed in the Administration panel and opens;',
  '`open`: not listed, but the guard lets the account open it (a link, a typed url); `—`: the guard refuses it.',
];

/** What follows a route's name in the Routes table when its manifest marks it `reauth`. */
export const REAUTH_MARK = '(step-up)';

const REAUTH_LEGEND =
  `\`${REAUTH_MARK}\` after a route: its manifest marks it \`reauth\`, as a page where saving may ask the user ` +
  'to prove who they are again (a fresh proof, step-up). Documentation only: the UI-server decides which ' +
  "actions need a fresh proof (the contract's “Fresh authentication for sensitive actions”); the console " +
  'does not act on the mark.';

const WHY_HEADING = 'Why routes are refused';

const INTRO =
  'Generated by `npm run access-report` from `manifests/routes/*.json` and the account profiles in ' +
  "`manifests/profiles/*.json`, with the console's own access engine (`src/engine/access`): the same " +
  'decisions as the side menu, the Administration panel and the route guards. Do not edit by hand; ' +
  'CI (`npm run check:access-report`) fails when this file is not what the manifests produce.';

const WHY_INTRO =
  'For every route a profile is refused, the sentences the not-allowed page shows that account, in ' +
  'English and Japanese (from `public/locales/*/translation.json`): one row per route and distinct ' +
  'set of reasons, with the profiles that get it. A refusal with several reasons gives them all.';

const WHY_POINTER =
  `The section “${WHY_HEADING}”, after the Routes table, gives for each refused route the sentences ` +
  'the not-allowed page shows each kind of account, in English and Japanese.';

function markdownCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

export function renderMarkdown(report: AccessReport): string {
  const lines: string[] = ['# Who sees what', '', INTRO, '', ...LEGEND, '', REAUTH_LEGEND, '', WHY_POINTER, ''];
  lines.push('## Profiles', '', '| Profile | Demo login | What it is |', '| --- | --- | --- |');
  for (const profile of report.profiles) {
    lines.push(
      `| ${markdownCell(profile.title)} (\`${profile.id}\`) | ${profile.login === undefined ? '' : `\`${profile.login}\``} | ${markdownCell(profile.description)} |`,
    );
  }
  lines.push('', '## Routes', '');
  lines.push(`| Route | ${report.profiles.map((profile) => markdownCell(profile.title)).join(' | ')} |`);
  lines.push(`| --- | ${report.profiles.map(() => ':---:').join(' | ')} |`);
  lines.push(`| *After sign-in* | ${report.landing.map((landing) => markdownCell(landing)).join(' | ')} |`);
  for (const row of report.rows) {
    const name = `\`/${row.entry.path}\` ${markdownCell(row.label)}`;
    const mark = row.reauth ? ` ${REAUTH_MARK}` : '';
    lines.push(`| ${row.entry.parent === undefined ? `**${name}**` : name}${mark} | ${row.cells.map(cellText).join(' | ')} |`);
  }
  lines.push('', `## ${WHY_HEADING}`, '', WHY_INTRO, '');
  lines.push(`| Route | Profiles | ${LANGUAGES.map((language) => LANGUAGE_NAMES[language]).join(' | ')} |`);
  lines.push(`| --- | --- | ${LANGUAGES.map(() => '---').join(' | ')} |`);
  for (const group of refusalGroups(report)) {
    const name = `\`/${group.row.entry.path}\` ${markdownCell(group.row.label)}`;
    const profiles = group.profiles.map((index) => markdownCell(report.profiles[index]?.title ?? '')).join(', ');
    const sentences = LANGUAGES.map((language) => markdownCell(group.sentences[language].join(' / ')));
    lines.push(`| ${group.row.entry.parent === undefined ? `**${name}**` : name} | ${profiles} | ${sentences.join(' | ')} |`);
  }
  lines.push('', '## Routes no profile can open', '');
  lines.push(report.unreachable.length === 0 ? 'None.' : report.unreachable.map((route) => `- \`${route}\``).join('\n'));
  lines.push('');
  return `${lines.join('\n')}`;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function inlineCode(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --head: #f6f8fa; --line: #d1d9e0;
  --menu: #dafbe1; --panel: #ddf4ff; --open: #fff8c5; --refused: #ffebe9; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #f0f6fc; --muted: #9198a1; --bg: #0d1117; --head: #151b23; --line: #3d444d;
    --menu: #12361f; --panel: #0c2d48; --open: #3b2e00; --refused: #3c1618; }
}
body { margin: 24px; font: 14px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
p, li { max-width: 72em; }
code { font-size: 12px; }
table { border-collapse: collapse; margin: 12px 0 24px; }
th, td { border: 1px solid var(--line); padding: 3px 6px; }
thead th { position: sticky; top: 0; background: var(--head); font-size: 12px; }
td.cell { text-align: center; font-size: 12px; max-width: 9em; overflow-wrap: anywhere; }
td.menu { background: var(--menu); } td.panel { background: var(--panel); } td.open { background: var(--open); }
td.refused { color: var(--muted); } td.wrong { background: var(--refused); font-weight: 600; }
tr.top th { background: var(--head); }
tbody th { text-align: left; font-weight: 400; white-space: nowrap; }
tr.top th { font-weight: 600; }
table.why td { vertical-align: top; max-width: 36em; }
table.why th[scope="row"] { vertical-align: top; }
.reauth { color: var(--muted); font-size: 12px; font-weight: 400; }
`;

function cellClass(cell: RoutePlacement): string {
  if (cell.listed !== null && !cell.opens) return 'wrong';
  return cell.listed ?? (cell.opens ? 'open' : 'refused');
}

export function renderHtml(report: AccessReport): string {
  const out: string[] = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Who sees what</title>',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<h1>Who sees what</h1>',
    `<p>${inlineCode(INTRO)}</p>`,
    `<p>${inlineCode(LEGEND.join(' '))}</p>`,
    `<p>${inlineCode(REAUTH_LEGEND)}</p>`,
    `<p>${inlineCode(WHY_POINTER)}</p>`,
    '<h2>Profiles</h2>',
    '<table>',
    '<thead><tr><th scope="col">Profile</th><th scope="col">Demo login</th><th scope="col">What it is</th></tr></thead>',
    '<tbody>',
  ];
  for (const profile of report.profiles) {
    out.push(
      `<tr><th scope="row">${escapeHtml(profile.title)} (<code>${escapeHtml(profile.id)}</code>)</th><td>${profile.login === undefined ? '' : `<code>${escapeHtml(profile.login)}</code>`}</td><td>${escapeHtml(profile.description)}</td></tr>`,
    );
  }
  out.push('</tbody>', '</table>', '<h2>Routes</h2>', '<table>', '<thead><tr><th scope="col">Route</th>');
  for (const profile of report.profiles) out.push(`<th scope="col">${escapeHtml(profile.title)}</th>`);
  out.push('</tr></thead>', '<tbody>', '<tr class="top"><th scope="row"><em>After sign-in</em></th>');
  for (const landing of report.landing) out.push(`<td class="cell">${escapeHtml(landing)}</td>`);
  out.push('</tr>');
  for (const row of report.rows) {
    const mark = row.reauth ? ` <span class="reauth">${escapeHtml(REAUTH_MARK)}</span>` : '';
    out.push(
      `<tr${row.entry.parent === undefined ? ' class="top"' : ''}><th scope="row"><code>/${escapeHtml(row.entry.path)}</code> ${escapeHtml(row.label)}${mark}</th>`,
    );
    for (const cell of row.cells) out.push(`<td class="cell ${cellClass(cell)}">${escapeHtml(cellText(cell))}</td>`);
    out.push('</tr>');
  }
  out.push('</tbody>', '</table>', `<h2>${escapeHtml(WHY_HEADING)}</h2>`, `<p>${inlineCode(WHY_INTRO)}</p>`, '<table class="why">');
  out.push(
    `<thead><tr><th scope="col">Route</th><th scope="col">Profiles</th>${LANGUAGES.map((language) => `<th scope="col">${escapeHtml(LANGUAGE_NAMES[language])}</th>`).join('')}</tr></thead>`,
    '<tbody>',
  );
  const groups = refusalGroups(report);
  groups.forEach((group, index) => {
    // A route's groups follow each other: its name heads the first and spans them all.
    const first = groups[index - 1]?.row !== group.row;
    const span = groups.filter((other) => other.row === group.row).length;
    const head = first
      ? `<th scope="row"${span > 1 ? ` rowspan="${span}"` : ''}><code>/${escapeHtml(group.row.entry.path)}</code> ${escapeHtml(group.row.label)}</th>`
      : '';
    const profiles = group.profiles.map((profile) => escapeHtml(report.profiles[profile]?.title ?? '')).join(', ');
    const sentences = LANGUAGES.map(
      (language) => `<td lang="${language}">${group.sentences[language].map(escapeHtml).join('<br>')}</td>`,
    ).join('');
    out.push(`<tr${first && group.row.entry.parent === undefined ? ' class="top"' : ''}>${head}<td>${profiles}</td>${sentences}</tr>`);
  });
  out.push('</tbody>', '</table>', '<h2>Routes no profile can open</h2>');
  out.push(
    report.unreachable.length === 0
      ? '<p>None.</p>'
      : `<ul>${report.unreachable.map((route) => `<li><code>${escapeHtml(route)}</code></li>`).join('')}</ul>`,
  );
  out.push('</body>', '</html>', '');
  return out.join('\n');
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const manifests = await loadAndCheck(manifestSource(root));
  const { profiles, problems } = await loadProfiles(path.join(root, PROFILES_DIR));
  const faults = [...manifests.problems.map(formatProblem), ...problems];
  if (faults.length > 0) {
    console.error(`Access report: ${faults.length} problem(s) in the manifests or profiles`);
    for (const fault of faults) console.error(`  ${fault}`);
    process.exit(1);
  }
  const locales = Object.fromEntries(
    await Promise.all(
      LANGUAGES.map(async (language) => [
        language,
        JSON.parse(await readFile(path.join(root, `public/locales/${language}/translation.json`), 'utf8')) as unknown,
      ]),
    ),
  ) as Locales;
  const report = buildReport(buildRouteTable(manifests.routes), profiles, locales, reauthPaths(manifests.routes));
  const outputs = { [REPORT_FILES.markdown]: renderMarkdown(report), [REPORT_FILES.html]: renderHtml(report) };

  const failures: string[] = [];
  if (report.unreachable.length > 0) {
    failures.push(`${report.unreachable.length} route(s) no profile can open (add a profile in ${PROFILES_DIR}/ that may open each):`);
    failures.push(...report.unreachable.map((route) => `  ${route}`));
  }
  for (const { route, rule, value } of report.oneSidedRules) {
    failures.push(`show rule of ${route} is ${String(value)} for every profile, so the report never shows its other branch: ${rule}`);
  }
  for (const { language, key } of report.untranslated) {
    failures.push(`a refusal sentence shows the raw key ${key}: add it to public/locales/${language}/translation.json`);
  }

  if (check) {
    const stale: string[] = [];
    for (const [file, text] of Object.entries(outputs)) {
      const committed = await readFile(path.join(root, file), 'utf8').catch(() => null);
      if (committed !== text) stale.push(file);
    }
    if (stale.length > 0) {
      failures.push(
        `${stale.join(' and ')} ${stale.length === 1 ? 'is' : 'are'} not what the manifests and profiles produce: run \`npm run access-report\` and commit the result.`,
      );
    }
  } else {
    for (const [file, text] of Object.entries(outputs)) await writeFile(path.join(root, file), text);
  }

  if (failures.length > 0) {
    console.error(`Access report: ${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `Access report: ${profiles.length} profiles, ${report.rows.length} routes, every route opened by some profile${check ? ', committed report up to date' : `; wrote ${Object.keys(outputs).join(' and ')}`}.`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
