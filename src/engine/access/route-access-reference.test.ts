/**
 * The route engine decides a whole table in one walk; these tests hold it to the access rules
 * written out plainly, one route at a time, for every account profile in manifests/profiles/ over
 * the real manifests and over the same manifests repeated (as the bench does), so a shortcut in the
 * walk cannot change who sees what.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteManifest, TopRoute } from '../../generated/types/route-manifest';
import type { SessionInfo } from '../../generated/types/session-info';
import { sessionFixture } from '../../testing/session-fixture';
import { buildRouteTable, type RouteEntry, type RouteTable } from '../manifest/route-table';
import { createRuleEvaluator } from './facts';
import { hasAnyPermission } from './permissions';
import { createRouteAccess, type Refusal } from './route-access';
import { routePlacements } from './route-placement';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function readJsonFiles<T>(folder: string): T[] {
  const dir = path.join(ROOT, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T);
}

const realRoutes = readJsonFiles<RouteManifest>('manifests/routes').flatMap((manifest) => manifest.routes);

/**
 * Every account profile, and a few narrow permission sets besides: a parent whose own permission
 * holds but none of its children's, a parent reached through one child, a parent whose rule fails.
 */
const narrowPermissions: Record<string, number>[] = [
  { ACCOUNT: 63 },
  { REPORT: 63 },
  { QT_DIGEST: 1 },
  { DMARC_MONITOR: 63, INBOUND_SCAN_ONLY: 63 },
  // Read alone: a route asking for another action on it is refused.
  { MSG_TRACE_LOG: 1 },
];
const profiles = [
  ...readJsonFiles<{ title: string; session: SessionInfo }>('manifests/profiles'),
  ...narrowPermissions.map((permission) => ({
    title: `only ${Object.keys(permission).join(', ')}`,
    session: sessionFixture({}, { permission }),
  })),
];

/** The real routes three times over, the copies' top paths suffixed and their order pushed back. */
function repeated(routes: readonly TopRoute[]): TopRoute[] {
  return [0, 1, 2].flatMap((copy) =>
    routes.map((route) => ({
      ...route,
      path: copy === 0 ? route.path : `${route.path}-${copy}`,
      ...(route.order === undefined ? {} : { order: route.order + copy * 1000 }),
    })),
  );
}

/** Parents the real manifests do not have: one whose own rules hold for ACCOUNT holders but no child's does. */
const madeUp: TopRoute[] = [
  {
    path: 'reports',
    label: 'nav.reports',
    order: 1,
    permissions: ['ACCOUNT', 'REPORT'],
    children: [
      { path: 'list', label: 'page.a', permissions: ['REPORT'], frame: '/uiserver/legacy/a' },
      { path: 'detail', label: 'page.b', menu: false, frame: '/uiserver/legacy/b' },
    ],
  },
  {
    path: 'settings',
    label: 'nav.settings',
    order: 2,
    navigation: 'panel',
    permissions: ['ACCOUNT'],
    children: [
      {
        path: 'owner',
        label: 'page.c',
        show: [{ rule: 'licenceOwner', reason: 'refusal.inboundOnly' }],
        group: 'otherSettings',
        frame: '/uiserver/legacy/c',
      },
      { path: 'all', label: 'page.d', frame: '/uiserver/legacy/d' },
    ],
  },
  { path: 'profile', label: 'nav.profile', menu: false, permissions: ['ACCOUNT'], frame: '/uiserver/legacy/p' },
];

/** The rules, stated one route at a time with nothing remembered. */
function plainRules(table: RouteTable, session: SessionInfo) {
  const evaluate = createRuleEvaluator(session);
  const ownRulesHold = (entry: RouteEntry): boolean =>
    entry.showParts.every((part) => evaluate(part.rule)) && hasAnyPermission(session.permission, entry.permissions);
  const menuChildren = (parentPath: string): RouteEntry[] =>
    (table.children.get(parentPath) ?? []).filter((child) => child.inMenu && ownRulesHold(child));
  const allows = (entry: RouteEntry): boolean =>
    ownRulesHold(entry) && (entry.view.kind !== 'parent' || menuChildren(entry.path).length > 0);
  const menuTop = (): RouteEntry[] => table.top.filter((entry) => entry.inMenu && allows(entry));
  const landing = (entry: RouteEntry): string | null =>
    !allows(entry) ? null : entry.view.kind !== 'parent' ? entry.path : (menuChildren(entry.path)[0]?.path ?? null);
  const firstAllowedPath = (): string | null =>
    menuTop()
      .map(landing)
      .find((found) => found !== null) ?? null;
  return { allows, menuChildren, menuTop, landing, firstAllowedPath };
}

const paths = (entries: readonly RouteEntry[]): string[] => entries.map((entry) => entry.path);

describe.each([
  ['the real manifests', buildRouteTable(realRoutes)],
  ['the real manifests three times over', buildRouteTable(repeated(realRoutes))],
  ['made-up parents', buildRouteTable(madeUp)],
])('the route engine over %s', (_name, table) => {
  it('has account profiles to compare with', () => {
    expect(profiles.length).toBeGreaterThan(5);
  });

  it.each(profiles.map((profile) => [profile.title, profile.session] as const))(
    'decides as the plain rules do for %s',
    (_title, session) => {
      const access = createRouteAccess(table, session);
      const plain = plainRules(table, session);
      // Questions in an order unlike a sign-in's (the guard of the last route first), so nothing
      // depends on the menu having been asked for before.
      const last = table.all[table.all.length - 1] as RouteEntry;
      expect(access.allows(last)).toBe(plain.allows(last));
      expect(access.landing(last)).toBe(plain.landing(last));
      expect(table.all.map((entry) => access.allows(entry))).toEqual(table.all.map((entry) => plain.allows(entry)));
      expect(table.top.map((entry) => access.landing(entry))).toEqual(table.top.map((entry) => plain.landing(entry)));
      expect(paths(access.menuTop())).toEqual(paths(plain.menuTop()));
      for (const entry of table.all) expect(paths(access.menuChildren(entry.path))).toEqual(paths(plain.menuChildren(entry.path)));
      expect(access.firstAllowedPath()).toBe(plain.firstAllowedPath());
    },
  );

  it.each(profiles.map((profile) => [profile.title, profile.session] as const))(
    'gives the reasons the plain rules give, and at least one for every refusal, for %s',
    (_title, session) => {
      const access = createRouteAccess(table, session);
      const plain = plainRules(table, session);
      const evaluate = createRuleEvaluator(session);
      // What the plain rules say is wrong with a route: each failing part's sentence once, then the
      // missing permissions, then (only when its own rules hold) a parent with nothing to open.
      const plainReasons = (entry: RouteEntry): Refusal[] => {
        const failing = [...new Set(entry.showParts.filter((part) => !evaluate(part.rule)).map((part) => part.reason))];
        const reasons: Refusal[] = failing.map((reason) => ({ kind: 'show', reason }));
        if (!hasAnyPermission(session.permission, entry.permissions)) reasons.push({ kind: 'permission', needsOneOf: entry.permissions });
        if (reasons.length === 0 && !plain.allows(entry)) reasons.push({ kind: 'no-page' });
        return reasons;
      };
      for (const entry of table.all) {
        const decision = access.decide(entry);
        expect({ path: entry.path, allowed: decision.allowed }).toEqual({ path: entry.path, allowed: plain.allows(entry) });
        if (decision.allowed) continue;
        expect(decision.reasons.length, `/${entry.path} is refused with a reason`).toBeGreaterThan(0);
        expect({ path: entry.path, reasons: decision.reasons }).toEqual({ path: entry.path, reasons: plainReasons(entry) });
      }
    },
  );

  it.each(profiles.map((profile) => [profile.title, profile.session] as const))(
    'places every route as the menu lists it for %s',
    (_title, session) => {
      const plain = plainRules(table, session);
      const listed = new Map<string, 'menu' | 'panel'>();
      for (const top of plain.menuTop()) {
        listed.set(top.path, 'menu');
        if (top.view.kind !== 'parent') continue;
        for (const child of plain.menuChildren(top.path)) listed.set(child.path, top.navigation === 'panel' ? 'panel' : 'menu');
      }
      const placed = routePlacements(table, createRouteAccess(table, session));
      expect(placed.map((placement) => placement.entry)).toEqual(table.all);
      expect(placed.map(({ entry, listed: where, opens }) => [entry.path, where, opens])).toEqual(
        table.all.map((entry) => [entry.path, listed.get(entry.path) ?? null, plain.allows(entry)]),
      );
    },
  );
});

describe('what one RouteAccess hands out', () => {
  const table = buildRouteTable(realRoutes);
  const session = sessionFixture();

  it('gives each caller its own arrays: changing one does not change the next answer', () => {
    const access = createRouteAccess(table, session);
    const top = access.menuTop();
    const expected = paths(top);
    top.length = 0;
    expect(paths(access.menuTop())).toEqual(expected);
    const parent = access.menuTop().find((entry) => entry.view.kind === 'parent') as RouteEntry;
    const children = access.menuChildren(parent.path);
    const expectedChildren = paths(children);
    children.reverse().pop();
    expect(paths(access.menuChildren(parent.path))).toEqual(expectedChildren);
  });

  it('answers for its own session only: a RouteAccess for another account decides afresh', () => {
    const full = createRouteAccess(table, session);
    const none = createRouteAccess(table, { ...session, permission: {} });
    expect(full.firstAllowedPath()).not.toBeNull();
    expect(none.firstAllowedPath()).toBeNull();
    expect(none.menuTop()).toEqual([]);
    expect(full.menuTop().length).toBeGreaterThan(0);
  });
});

describe('routePlacements over a table whose children are not beside their parent', () => {
  it('still lists a child its parent lists', () => {
    const table = buildRouteTable([
      {
        path: 'logs',
        label: 'nav.logs',
        order: 1,
        permissions: ['ACCOUNT'],
        children: [{ path: 'a', label: 'page.a', frame: '/uiserver/legacy/a' }],
      },
      { path: 'home', label: 'nav.home', order: 2, permissions: ['ACCOUNT'], frame: '/uiserver/legacy/home' },
    ]);
    // The same entries with the child moved after the next top-level route.
    const [logs, child, home] = table.all as [RouteEntry, RouteEntry, RouteEntry];
    const shuffled: RouteTable = { ...table, all: [logs, home, child] };
    const session = sessionFixture();
    const placed = routePlacements(shuffled, createRouteAccess(shuffled, session));
    expect(placed.map(({ entry, listed, opens }) => [entry.path, listed, opens])).toEqual([
      ['logs', 'menu', true],
      ['home', 'menu', true],
      ['logs/a', 'menu', true],
    ]);
  });
});
