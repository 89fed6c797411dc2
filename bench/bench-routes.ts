/**
 * Measures the route engine as a sign-in runs it: the table built from the manifests, the account's
 * access, where the account lands (the page it asked for before signing in when it may open it, and
 * the first route it may open, which the layout asks for too) and the side menu (every listed
 * top-level route with its landing and every parent's listed children, which is also what the
 * Administration panel lists). Beside it, the placement of every route (`routePlacements`, which the command palette and the
 * access report read; a sign-in does not). The table is the real manifests repeated (paths made
 * unique) up to 1,000, 10,000 and 50,000 routes, so show rules and permissions are the real ones.
 * Unthrottled, in Node, median of 21 after a warm-up, with the growth from one size to the next (x10,
 * then x5 in routes); the goal is 10 ms at 10,000 routes and linear growth. Beside the median, the
 * fastest run: on a shared machine the median carries the neighbours' load, and the fastest run is
 * the nearer guess at a quiet machine's figure.
 * `npm run bench:routes`. Figures are reported, never asserted.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadAndCheck, manifestSource } from '../scripts/build/manifest-source';
import { createRouteAccess } from '../src/engine/access/route-access';
import { routePlacements } from '../src/engine/access/route-placement';
import { signInDestination } from '../src/engine/login/sign-in-destination';
import type { RouteTable } from '../src/engine/manifest/route-table';
import { buildRouteTable } from '../src/engine/manifest/route-table';
import type { TopRoute } from '../src/generated/types/route-manifest';
import { sessionFixture } from '../src/testing/session-fixture';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SIZES = [1_000, 10_000, 50_000];
const RUNS = 21;
const GOAL_MS = 10;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const countRoutes = (routes: readonly TopRoute[]): number => routes.reduce((sum, route) => sum + 1 + (route.children?.length ?? 0), 0);

/** The real table repeated until it holds `size` routes; each copy's top paths get a suffix. */
function syntheticRoutes(real: readonly TopRoute[], size: number): TopRoute[] {
  const perCopy = countRoutes(real);
  const copies = Math.ceil(size / perCopy);
  const routes: TopRoute[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    for (const route of real) {
      routes.push({
        ...route,
        path: copy === 0 ? route.path : `${route.path}-${copy}`,
        order: route.order === undefined ? undefined : route.order + copy * 1000,
      });
    }
  }
  return routes;
}

/** Garbage left by the run before is collected first (when node runs with --expose-gc), so each run pays only for its own. */
const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

/** Times `work` in milliseconds, after collecting the garbage of whatever ran before. */
function timed(work: () => void): number {
  collectGarbage();
  const start = performance.now();
  work();
  return performance.now() - start;
}

/** One sign-in's work: table, access, where the account lands (the page asked for or the first allowed route), side menu and panel. */
function signIn(routes: readonly TopRoute[]): void {
  const table = buildRouteTable(routes);
  const access = createRouteAccess(table, sessionFixture());
  // A page asked for before signing in: a sub-page of the table's last route, with a query.
  signInDestination(`/${table.all[table.all.length - 1]?.path ?? ''}/detail?id=1`, table, access);
  for (const top of access.menuTop()) {
    access.landing(top);
    access.menuChildren(top.path);
  }
  access.firstAllowedPath();
}

/** The placement of every route for one account, over a table built beforehand (the palette's and the access report's work). */
function placeAll(table: RouteTable): void {
  routePlacements(table, createRouteAccess(table, sessionFixture()));
}

interface Figures {
  routes: number;
  elapsed: number;
  fastest: number;
}

function measure(routes: number, work: () => void): Figures {
  for (let warm = 0; warm < 3; warm += 1) timed(work);
  const runs = Array.from({ length: RUNS }, () => timed(work));
  return { routes, elapsed: median(runs), fastest: Math.min(...runs) };
}

/** Median and fastest in ms, then the median's growth over the size before beside the routes' growth (what linear gives). */
function columns(now: Figures, then: Figures | undefined): string {
  const ms = (value: number): string => value.toFixed(2).padStart(7);
  const growth = then === undefined ? '' : `x${(now.elapsed / then.elapsed).toFixed(1)}/${(now.routes / then.routes).toFixed(1)}`;
  return `${ms(now.elapsed)} ${ms(now.fastest)} ${growth.padStart(9)}`;
}

const checked = await loadAndCheck(manifestSource(root));
if (checked.problems.length > 0) throw new Error('the manifests do not pass their check; run npm run check:manifests');
const real = checked.routes;
console.log(`Route engine, unthrottled, ${RUNS} runs; the real table has ${countRoutes(real)} routes. Times in ms.`);
console.log(
  'sign-in: table, access, return target or first allowed route, side menu and panel. placements: every route placed (palette, access report).',
);
console.log('growth: the median over the one of the size before / the same ratio of routes (what linear growth gives).');
console.log(`${''.padEnd(9)} ${'sign-in'.padEnd(26)} placements`);
const header = `${'median'.padStart(7)} ${'fastest'.padStart(7)} ${'growth'.padStart(9)}`;
console.log(`${'routes'.padEnd(9)} ${header} ${header}`);
let before: { signIn: Figures; placements: Figures } | undefined;
for (const size of SIZES) {
  const routes = syntheticRoutes(real, size);
  const count = countRoutes(routes);
  const signIns = measure(count, () => signIn(routes));
  const table = buildRouteTable(routes);
  const placements = measure(count, () => placeAll(table));
  const flag = size === 10_000 && signIns.elapsed > GOAL_MS ? `  (goal ${GOAL_MS} ms)` : '';
  console.log(`${String(count).padEnd(9)} ${columns(signIns, before?.signIn)} ${columns(placements, before?.placements)}${flag}`);
  before = { signIn: signIns, placements };
}
