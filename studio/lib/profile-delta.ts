/**
 * What a change does to each kind of account: for every profile of manifests/profiles/, the routes
 * it gains or loses (listed in the menu or panel, or opened at all) against the table on disk, with
 * the sentences a refused profile reads, and the access report's warnings for the changed routes.
 * Decided by the console's own access engine with the access report's own model
 * (src/engine/access/access-report-model.ts: its translator, refusal sentences and one-sided rules).
 */
import { oneSidedValue, ownRules, refusalSentences, translator } from '../../src/engine/access/access-report-model.ts';
import { createRuleEvaluator } from '../../src/engine/access/facts.ts';
import type { Translate } from '../../src/engine/access/refusal-text.ts';
import { createRouteAccess } from '../../src/engine/access/route-access.ts';
import { routePlacements, type RoutePlacement } from '../../src/engine/access/route-placement.ts';
import type { RouteEntry, RouteTable } from '../../src/engine/manifest/route-table.ts';
import type { SessionInfo } from '../../src/generated/types/session-info';
import { LANGUAGES, type Language } from './draft.ts';

export interface StudioProfile {
  id: string;
  title: string;
  session: SessionInfo;
}

export type Placement = 'menu' | 'panel' | 'open' | 'refused' | 'absent';

export interface DeltaRow {
  profile: string;
  title: string;
  route: string;
  before: Placement;
  after: Placement;
  /** What the not-allowed page tells this profile for this route after the change (null when it opens). */
  refusal: Record<Language, string[]> | null;
}

export interface DeltaWarning {
  kind: 'unreachable' | 'one-sided';
  route: string;
  rule?: string;
  value?: boolean;
}

export interface ProfileDelta {
  rows: DeltaRow[];
  warnings: DeltaWarning[];
}

export function placementOf(cell: RoutePlacement | undefined): Placement {
  if (cell === undefined) return 'absent';
  if (cell.listed !== null && cell.opens) return cell.listed;
  return cell.opens ? 'open' : 'refused';
}

/** Placements by path, kept per table and session: the table on disk is the same for every keystroke. */
const PLACEMENTS = new WeakMap<RouteTable, WeakMap<SessionInfo, Map<string, RoutePlacement>>>();

function byPath(table: RouteTable, session: SessionInfo): Map<string, RoutePlacement> {
  let perTable = PLACEMENTS.get(table);
  if (perTable === undefined) {
    perTable = new WeakMap();
    PLACEMENTS.set(table, perTable);
  }
  let found = perTable.get(session);
  if (found === undefined) {
    found = new Map(routePlacements(table, createRouteAccess(table, session)).map((cell) => [cell.entry.path, cell]));
    perTable.set(session, found);
  }
  return found;
}

/** The changed routes per pair of tables: a keystroke in a text keeps both tables, so they are not compared again. */
const CHANGED = new WeakMap<RouteTable, WeakMap<RouteTable, string[]>>();

/** The table's entries whose declaration differs between the two tables (added, removed or changed). */
export function changedRoutes(before: RouteTable, after: RouteTable): string[] {
  const perBefore = CHANGED.get(before) ?? new WeakMap<RouteTable, string[]>();
  CHANGED.set(before, perBefore);
  const known = perBefore.get(after);
  if (known) return known;
  const key = (entry: RouteEntry): string => JSON.stringify(entry);
  const old = new Map(before.all.map((entry) => [entry.path, key(entry)]));
  const now = new Map(after.all.map((entry) => [entry.path, key(entry)]));
  const paths = new Set([...old.keys(), ...now.keys()]);
  const changed = [...paths].filter((path) => old.get(path) !== now.get(path));
  perBefore.set(after, changed);
  return changed;
}

/**
 * Every (profile, route) whose placement differs between the table on disk and the draft's, in
 * profile then route order, and the warnings the access report's check gives for the changed routes.
 */
export function profileDelta(
  before: RouteTable,
  after: RouteTable,
  profiles: readonly StudioProfile[],
  locales: Record<Language, unknown>,
): ProfileDelta {
  const translators = Object.fromEntries(LANGUAGES.map((language) => [language, translator(locales[language])])) as Record<
    Language,
    Translate
  >;
  const changed = changedRoutes(before, after);
  const rows: DeltaRow[] = [];
  const opened = new Map<string, boolean>();
  for (const profile of profiles) {
    const old = byPath(before, profile.session);
    const now = byPath(after, profile.session);
    for (const route of changed) {
      const cell = now.get(route);
      if (cell?.opens) opened.set(route, true);
      const beforePlacement = placementOf(old.get(route));
      const afterPlacement = placementOf(cell);
      if (beforePlacement === afterPlacement) continue;
      rows.push({
        profile: profile.id,
        title: profile.title,
        route: `/${route}`,
        before: beforePlacement,
        after: afterPlacement,
        refusal: cell === undefined || cell.opens ? null : refusalSentences(cell.reasons, translators),
      });
    }
  }
  const warnings: DeltaWarning[] = [];
  const entries = new Map(after.all.map((entry) => [entry.path, entry]));
  const evaluators = profiles.map((profile) => createRuleEvaluator(profile.session));
  for (const route of changed) {
    const entry = entries.get(route);
    if (entry === undefined) continue;
    if (profiles.length > 0 && !opened.get(route)) warnings.push({ kind: 'unreachable', route: `/${route}` });
    for (const rule of ownRules(after, entry)) {
      const value = oneSidedValue(evaluators, rule);
      if (value !== null) warnings.push({ kind: 'one-sided', route: `/${route}`, rule, value });
    }
  }
  return { rows, warnings };
}
