import { describe, expect, it } from 'vitest';
import type { TopRoute } from '../../generated/types/route-manifest';
import { sessionFixture } from '../../testing/session-fixture';
import { createRouteAccess } from '../access/route-access';
import { ACCOUNT_PLACE } from '../manifest/route-place';
import { buildRouteTable } from '../manifest/route-table';
import { palettePages, palettePagesByPath } from './palette-pages';

const routes: TopRoute[] = [
  { path: 'dashboard', label: 'nav.dashboard', order: 1, permissions: ['DASHBOARD'], frame: '/uiserver/legacy/d' },
  {
    path: 'logs',
    label: 'nav.logs',
    order: 2,
    permissions: ['MSG_TRACE_LOG', 'ACCOUNT'],
    children: [
      { path: 'mail-tracking', label: 'page.a', permissions: ['MSG_TRACE_LOG'], frame: '/uiserver/legacy/a' },
      { path: 'detail', label: 'page.b', menu: false, frame: '/uiserver/legacy/b' },
    ],
  },
  {
    path: 'administration',
    label: 'nav.administration',
    order: 3,
    navigation: 'panel',
    permissions: ['ACCOUNT'],
    children: [
      { path: 'api-key', label: 'page.c', group: 'otherSettings', frame: '/uiserver/legacy/c' },
      {
        path: 'sso-only',
        label: 'page.e',
        group: 'otherSettings',
        show: [{ rule: 'account.isSSO', reason: 'refusal.inboundOnly' }],
        frame: '/uiserver/legacy/e',
      },
    ],
  },
  { path: 'profile', label: 'page.profile', menu: false, permissions: ['ACCOUNT', 'DASHBOARD'], frame: '/uiserver/legacy/p' },
];
const table = buildRouteTable(routes);

function offered(permission: Record<string, number>): [string, readonly string[]][] {
  return palettePages(table, createRouteAccess(table, sessionFixture({}, { permission }))).map((page) => [page.entry.path, page.place]);
}

describe('palettePages', () => {
  it('offers menu and panel pages with their place, and the account pages, but no group or detail page', () => {
    expect(offered({ ALL: 63 })).toEqual([
      ['dashboard', []],
      ['logs/mail-tracking', ['nav.logs']],
      ['administration/api-key', ['nav.administration', 'panelGroup.otherSettings']],
      ['profile', [ACCOUNT_PLACE]],
    ]);
  });

  it('offers only what the guard lets the account open', () => {
    expect(offered({ DASHBOARD: 63 }).map(([path]) => path)).toEqual(['dashboard', 'profile']);
  });
});

describe('palettePagesByPath', () => {
  it('keys the pages by path and walks the table once per access', () => {
    const access = createRouteAccess(table, sessionFixture({}, { permission: { ALL: 63 } }));
    const first = palettePagesByPath(table, access);
    expect([...first.keys()]).toEqual(['dashboard', 'logs/mail-tracking', 'administration/api-key', 'profile']);
    expect(palettePagesByPath(table, access)).toBe(first);
    const other = createRouteAccess(table, sessionFixture({}, { permission: { DASHBOARD: 63 } }));
    expect([...palettePagesByPath(table, other).keys()]).toEqual(['dashboard', 'profile']);
  });
});
