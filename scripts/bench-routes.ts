/**
 * Measures the route engine as a sign-in runs it: the table built from the manifests, the account's
 * access, the side menu with every parent's children, the placement of every route and the first
 * route the account may open. The table is the real manifests repeated (paths made unique) up to
 * 1,000, 10,000 and 50,000 routes, so show rules and permissions are the real ones. Unthrottled, in
 * Node, median of 15 after a warm-up; the goal is 10 ms at 10,000 routes and linear growth.
 * `npm run bench:routes`. Figures are reported, never asserted.
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { createRouteAccess } from '../src/engine/access/route-access';
import { routePlacements } from '../src/engine/access/route-placement';
import { buildRouteTable } from '../src/engine/manifest/route-table';
import { sessionFixture } from '../src/engine/testing/session-fixture';
import type { TopRoute } from '../src/generated/types/route-manifest';
import { loadAndCheck, manifestSource } from './manifest-source';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SIZES = [1_000, 10_000, 50_000];
const RUNS = 15;
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

/** One sign-in's work: table, access, menu with children, placements, first allowed route. */
function signIn(routes: readonly TopRoute[]): number {
  const session = sessionFixture();
  // Garbage left by the run before is collected first (when node runs with --expose-gc), so each
  // run pays only for its own.
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  const table = buildRouteTable(routes);
  const access = createRouteAccess(table, session);
  for (const top of access.menuTop()) access.menuChildren(top.path);
  routePlacements(table, access);
  access.firstAllowedPath();
  return performance.now() - start;
}

const checked = await loadAndCheck(manifestSource(root));
if (checked.problems.length > 0) throw new Error('the manifests do not pass their check; run npm run check:manifests');
const real = checked.routes;
console.log(`Route engine, one sign-in (unthrottled, median of ${RUNS}); the real table has ${countRoutes(real)} routes.`);
console.log('routes    ms     µs per route');
for (const size of SIZES) {
  const routes = syntheticRoutes(real, size);
  for (let warm = 0; warm < 3; warm += 1) signIn(routes);
  const ms = median(Array.from({ length: RUNS }, () => signIn(routes)));
  const flag = size === 10_000 && ms > GOAL_MS ? `  (goal ${GOAL_MS} ms)` : '';
  console.log(
    `${String(countRoutes(routes)).padEnd(9)} ${ms.toFixed(2).padStart(6)} ${((ms * 1000) / countRoutes(routes)).toFixed(2).padStart(8)}${flag}`,
  );
}
