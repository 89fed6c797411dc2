// @vitest-environment node
// The reference server serves exactly the table of the contract's calls (schemas/api/calls.json):
// every call of the table has a route with its method and path, and no route under the API prefix
// is missing from the table. Adding a call is one table entry plus its handler; forgetting either fails here.
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTRACT_CALLS } from '../http/contract-table';
import { sharedTestServer } from '../testing/test-server';

const routes: string[] = [];

function record(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // HEAD comes with every GET on its own; the contract names none.
  for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
}

/** A call as a router writes it: the prefix joined, `{companyId}` as `:companyId`. */
function routeOf(call: { method: string; path: string }): string {
  const full = call.path.startsWith('/') ? call.path : `${CONTRACT_CALLS.prefix}${call.path}`;
  return `${call.method.toUpperCase()} ${full.replace(/\{([A-Za-z]+)\}/g, ':$1')}`;
}

/** The routes that are calls of the contract: under the prefix, or a path the table names outside it. */
function driftBetween(tableRoutes: readonly string[], served: readonly string[]) {
  const table = new Set(tableRoutes);
  const servedSet = new Set(served);
  const paths = new Set(tableRoutes.map((route) => route.slice(route.indexOf(' ') + 1)));
  const isCall = (route: string): boolean => {
    const path = route.slice(route.indexOf(' ') + 1);
    return (path.startsWith(CONTRACT_CALLS.prefix) && !path.endsWith('*')) || paths.has(path);
  };
  // `…/supporter/license/` answers the call whose last parameter is empty ("no company id"): the same call.
  const emptyParamOf = (route: string): boolean =>
    route.endsWith('/') && tableRoutes.some((call) => /^[^:]+:[A-Za-z]+$/.test(call) && call.startsWith(route));
  return {
    missing: tableRoutes.filter((route) => !servedSet.has(route)),
    unlisted: served.filter((route) => isCall(route) && !table.has(route) && !emptyParamOf(route)),
  };
}

const server = sharedTestServer({ onRoute: record });
afterAll(() => server.close());

describe('the reference server and the table of calls', () => {
  const tableRoutes = CONTRACT_CALLS.calls.map(routeOf);

  it('serves every call of the table, and no call under the API prefix that the table lacks', () => {
    expect(routes.length).toBeGreaterThan(tableRoutes.length);
    expect(driftBetween(tableRoutes, routes)).toEqual({ missing: [], unlisted: [] });
  });

  it('would notice either drift: a call the table lacks, a route the server lacks', () => {
    const withoutTheme = tableRoutes.filter((route) => route !== `PUT ${CONTRACT_CALLS.prefix}account/theme`);
    expect(driftBetween(withoutTheme, routes).unlisted).toEqual([`PUT ${CONTRACT_CALLS.prefix}account/theme`]);
    const servedWithout = routes.filter((route) => route !== `GET ${CONTRACT_CALLS.prefix}mfa/setting`);
    expect(driftBetween(tableRoutes, servedWithout).missing).toEqual([`GET ${CONTRACT_CALLS.prefix}mfa/setting`]);
    expect(driftBetween(tableRoutes, [...routes, `POST ${CONTRACT_CALLS.prefix}account/new-thing`]).unlisted).toEqual([
      `POST ${CONTRACT_CALLS.prefix}account/new-thing`,
    ]);
  });
});
