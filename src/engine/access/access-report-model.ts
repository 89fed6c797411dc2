/**
 * The access report's model (`npm run access-report`, access-report.ts): for every account profile,
 * which routes the side menu and the Administration panel list and which the guards let it open,
 * decided by the console's own access engine, with the sentences a refused profile reads. Pure (no
 * file system), so it lives with the engine, not in scripts/ (issue 50 item 6): the CLI
 * (scripts/cli/access-report*.ts) and the route studio in the browser (studio/lib/profile-delta.ts)
 * import the same module.
 */
import type { TopRoute } from '../../generated/types/route-manifest';
import type { SessionInfo } from '../../generated/types/session-info';
import type { RouteEntry, RouteTable } from '../manifest/route-table';
import { createRuleEvaluator } from './facts';
import { layoutDecision } from './layout-rules';
import { lineText, refusalLines, type Translate } from './refusal-text';
import { createRouteAccess, type Refusal } from './route-access';
import { routePlacements, type RoutePlacement } from './route-placement';

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

function landingOf(table: RouteTable, session: SessionInfo): string {
  const access = createRouteAccess(table, session);
  const decision = layoutDecision(session, access, '/');
  if (decision.kind === 'leave') return 'signed out';
  if (decision.kind === 'redirect') return decision.path;
  return '/';
}

export function lookup(resources: unknown, key: string): string | undefined {
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
export function translator(resources: unknown, missing: (key: string) => void = () => undefined): Translate {
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

/** The sentences the not-allowed page shows for `reasons`, in each language. */
export function refusalSentences(reasons: readonly Refusal[], translators: Readonly<Record<Language, Translate>>): RefusalSentences {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, refusalLines(reasons, translators[language]).map(lineText)]),
  ) as RefusalSentences;
}

/** The show rules a route declares itself: a child's parts start with its parent's, only the parts beyond them are its own. */
export function ownRules(table: RouteTable, entry: RouteEntry): string[] {
  const inherited = entry.parent === undefined ? 0 : (table.top.find((top) => top.path === entry.parent)?.showParts.length ?? 0);
  return entry.showParts.slice(inherited).map((part) => part.rule);
}

/** The value a show rule has for every profile when it is the same for all (a branch none exercises), else null. */
export function oneSidedValue(evaluators: readonly ((rule: string) => unknown)[], rule: string): boolean | null {
  const values = new Set(evaluators.map((evaluate) => evaluate(rule)));
  return values.size === 1 ? [...values][0] === true : null;
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

/**
 * The report of `table` for `profiles`. `reauth` (reauthPaths of the same manifests) is required:
 * a caller that left it out wrote a report without the step-up marks, which CI then found stale.
 */
export function buildReport(table: RouteTable, profiles: readonly Profile[], locales: Locales, reauth: ReadonlySet<string>): AccessReport {
  const untranslated: AccessReport['untranslated'] = [];
  const translators = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      translator(locales[language], (key) => {
        if (!untranslated.some((known) => known.language === language && known.key === key)) untranslated.push({ language, key });
      }),
    ]),
  ) as Record<Language, Translate>;
  const sentences = (reasons: readonly Refusal[]): RefusalSentences => refusalSentences(reasons, translators);

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
    for (const rule of ownRules(table, entry)) {
      if (seen.has(rule)) continue;
      seen.add(rule);
      const value = oneSidedValue(evaluators, rule);
      if (value !== null) oneSidedRules.push({ route: `/${entry.path}`, rule, value });
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
