import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../testing/session-fixture';
import { createRouteAccess } from '../access/route-access';
import { CONSOLE_PAGES, NAMED_ROUTES, opensNamedRoute, RESERVED_PATHS } from './named-routes';
import { buildRouteTable } from './route-table';

describe('RESERVED_PATHS', () => {
  it('holds every page of the router (without the leading slash or a splat) and the server prefixes', () => {
    expect(RESERVED_PATHS).toEqual([
      'index.html',
      'en',
      'ja',
      'login',
      'error',
      'profile/email-confirmation',
      'browser_not_support',
      'init',
      'protection/inbound',
      'protection/outbound',
      'uiserver',
      'locales',
      'assets',
    ]);
    expect(CONSOLE_PAGES).toContain('/');
  });

  it('no named manifest route is a console page', () => {
    for (const route of Object.values(NAMED_ROUTES)) expect(CONSOLE_PAGES as readonly string[]).not.toContain(route);
  });
});

describe('opensNamedRoute', () => {
  const table = buildRouteTable([
    {
      path: 'change-password',
      label: 'x',
      menu: false,
      permissions: ['WEB_UI'],
      show: [{ rule: '!account.isSSO', reason: 'refusal.inboundOnly' }],
      frame: '/uiserver/legacy/cp',
    },
  ]);

  it('asks the route guard', () => {
    expect(opensNamedRoute(table, createRouteAccess(table, sessionFixture()), NAMED_ROUTES.changePassword)).toBe(true);
    expect(opensNamedRoute(table, createRouteAccess(table, sessionFixture({ isSSO: true })), NAMED_ROUTES.changePassword)).toBe(false);
  });

  it('a route missing from the table is never opened', () => {
    expect(opensNamedRoute(table, createRouteAccess(table, sessionFixture()), NAMED_ROUTES.profile)).toBe(false);
  });
});
