import { describe, expect, it } from 'vitest';
import type { TopRoute } from '../../generated/types/route-manifest';
import { sessionFixture } from '../../testing/session-fixture';
import { buildRouteTable } from '../manifest/route-table';
import { createRouteAccess } from './route-access';
import { routePlacements } from './route-placement';

const routes: TopRoute[] = [
  {
    path: 'logs',
    label: 'nav.logs',
    order: 1,
    permissions: ['MSG_TRACE_LOG', 'ACCOUNT'],
    children: [
      { path: 'mail-tracking', label: 'page.a', permissions: ['MSG_TRACE_LOG'], frame: '/uiserver/legacy/a' },
      { path: 'detail', label: 'page.b', menu: false, frame: '/uiserver/legacy/b' },
    ],
  },
  {
    path: 'administration',
    label: 'nav.administration',
    order: 2,
    navigation: 'panel',
    permissions: ['ACCOUNT'],
    children: [{ path: 'api-key', label: 'page.c', frame: '/uiserver/legacy/c' }],
  },
  {
    path: 'provision',
    label: 'nav.provision',
    menu: false,
    permissions: ['ACCOUNT'],
    show: [{ rule: 'licenceOwner', reason: 'refusal.inboundOnly' }],
    frame: '/uiserver/legacy/p',
  },
];
const table = buildRouteTable(routes);

function placements(session = sessionFixture()) {
  return Object.fromEntries(routePlacements(table, createRouteAccess(table, session)).map((p) => [p.entry.path, [p.listed, p.opens]]));
}

describe('routePlacements', () => {
  it('lists menu children in the side menu, panel children in the panel, and pages outside the menu nowhere', () => {
    expect(placements()).toEqual({
      logs: ['menu', true],
      'logs/mail-tracking': ['menu', true],
      'logs/detail': [null, true],
      administration: ['menu', true],
      'administration/api-key': ['panel', true],
      provision: [null, true],
    });
  });

  it('a route the account may not open is neither listed nor opened; a panel parent without visible children is refused', () => {
    const session = sessionFixture({ license_acct_id: 'someone-else' }, { permission: { MSG_TRACE_LOG: 63 } });
    expect(placements(session)).toEqual({
      logs: ['menu', true],
      'logs/mail-tracking': ['menu', true],
      // Inherits its parent's list, of which the account holds one.
      'logs/detail': [null, true],
      administration: [null, false],
      'administration/api-key': [null, false],
      provision: [null, false],
    });
  });
});
