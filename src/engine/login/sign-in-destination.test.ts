import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteManifest } from '../../generated/types/route-manifest';
import { sessionFixture } from '../../testing/session-fixture';
import { createRouteAccess } from '../access/route-access';
import { buildRouteTable } from '../manifest/route-table';
import { allowedTarget, routedTarget, routeOfPath, signInDestination, signedInLanding } from './sign-in-destination';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = path.join(ROOT, 'manifests/routes');
const table = buildRouteTable(
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => (JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as RouteManifest).routes),
);

const admin = createRouteAccess(table, sessionFixture());
const reportsOnly = createRouteAccess(table, sessionFixture({}, { permission: { REPORT: 1, BRIEFING_SCHEDULE: 1, WEB_UI: 1 } }));
const nothing = createRouteAccess(table, sessionFixture({}, { permission: {} }));

describe('routeOfPath', () => {
  it('finds the route of a path, case-insensitively, with or without a trailing slash', () => {
    expect(routeOfPath(table, '/inbound-protection/virus-filter')?.path).toBe('inbound-protection/virus-filter');
    expect(routeOfPath(table, '/Inbound-Protection/Virus-Filter/')?.path).toBe('inbound-protection/virus-filter');
  });

  it('finds the deepest route a longer path lies under', () => {
    expect(routeOfPath(table, '/inbound-protection/sender-filter/approved/extra')?.path).toBe('inbound-protection/sender-filter/approved');
  });

  it('matches whole segments only: a segment that merely starts with a route path is not under that route', () => {
    expect(routeOfPath(table, '/inbound-protection/virus-filter-extra')?.path).toBe('inbound-protection');
    expect(routeOfPath(table, '/inbound-protectionx/virus-filter')).toBeNull();
  });

  it('reads empty segments as absent and decodes the path first', () => {
    expect(routeOfPath(table, '//inbound-protection///virus-filter//')?.path).toBe('inbound-protection/virus-filter');
    expect(routeOfPath(table, '/inbound-protection%2Fvirus-filter')?.path).toBe('inbound-protection/virus-filter');
  });

  it('finds nothing for paths outside the route table', () => {
    expect(routeOfPath(table, '/no-such-page')).toBeNull();
    expect(routeOfPath(table, '/')).toBeNull();
    expect(routeOfPath(table, '/%E0%A4%A')).toBeNull();
  });
});

describe('signInDestination', () => {
  it('returns to a page the account may open, with its query', () => {
    expect(signInDestination('/inbound-protection/virus-filter?policy=7', table, admin)).toBe('/inbound-protection/virus-filter?policy=7');
    expect(signInDestination('/reports/my-reports?range=7d', table, reportsOnly)).toBe('/reports/my-reports?range=7d');
  });

  it('goes to a target the guards would refuse, so its guard explains the refusal for that url', () => {
    expect(allowedTarget('/administration/license', table, reportsOnly)).toBeNull();
    expect(signInDestination('/administration/license', table, reportsOnly)).toBe('/administration/license');
    expect(signInDestination('/inbound-protection/virus-filter?policy=7', table, reportsOnly)).toBe(
      '/inbound-protection/virus-filter?policy=7',
    );
    expect(routedTarget('/inbound-protection/virus-filter?policy=7', table)).toBe('/inbound-protection/virus-filter?policy=7');
  });

  it('goes to the first allowed route without a target or for a path no route names', () => {
    expect(signInDestination(null, table, admin)).toBe('/dashboard');
    expect(signInDestination('/no-such-page', table, admin)).toBe('/dashboard');
    expect(routedTarget('/no-such-page', table)).toBeNull();
    expect(routedTarget(null, table)).toBeNull();
  });

  it('has no destination for an account that may open nothing', () => {
    expect(signInDestination('/dashboard', table, nothing)).toBeNull();
    expect(signInDestination(null, table, nothing)).toBeNull();
  });
});

describe('signedInLanding: where a signed-in account lands (the entry page and Log On alike)', () => {
  it.each([
    [
      'MFA set-up first, whatever was asked for',
      { mfaSetupRequired: true, firstAllowedPath: 'dashboard', returnTo: '/logs/mail-tracking' },
      '/mfa-configuration',
    ],
    ['MFA set-up even with no page to open', { mfaSetupRequired: true, firstAllowedPath: null, returnTo: null }, '/mfa-configuration'],
    [
      'no page to open: null (signed out with a word)',
      { mfaSetupRequired: false, firstAllowedPath: null, returnTo: '/logs/mail-tracking' },
      null,
    ],
    [
      'the page asked for',
      { mfaSetupRequired: false, firstAllowedPath: 'dashboard', returnTo: '/logs/mail-tracking?q=1' },
      '/logs/mail-tracking?q=1',
    ],
    ['else the first route it may open', { mfaSetupRequired: false, firstAllowedPath: 'domains', returnTo: null }, '/domains'],
  ] as const)('%s', (_case, inputs, expected) => {
    expect(signedInLanding(inputs)).toBe(expected);
  });
});
