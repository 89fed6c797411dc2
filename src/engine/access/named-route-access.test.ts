import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../testing/session-fixture';
import { NAMED_ROUTES } from '../manifest/named-routes';
import { buildRouteTable } from '../manifest/route-table';
import { opensNamedRoute } from './named-route-access';
import { createRouteAccess } from './route-access';

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
