import { describe, expect, it } from 'vitest';
import type { TopRoute } from '../../generated/types/route-manifest';
import { buildRouteTable } from './route-table';

const routes: TopRoute[] = [
  {
    path: 'account-page',
    label: 'page.account.profile',
    menu: false,
    permissions: ['WEB_UI'],
    frame: '/uiserver/legacy/account/profile',
  },
  {
    path: 'admin',
    label: 'nav.administration',
    order: 8,
    icon: 'gear',
    navigation: 'panel',
    permissions: ['ACCOUNT', 'COBRAND'],
    show: [{ rule: 'licenceOwner', reason: 'refusal.inboundOnly' }],
    children: [
      { path: 'inherits', label: 'page.a', group: 'otherSettings', frame: '/uiserver/legacy/admin/inherits' },
      {
        path: 'own/deep',
        label: 'page.b',
        menu: false,
        permissions: ['COBRAND:read'],
        show: [{ rule: '!inboundOnly', reason: 'refusal.inboundOnly' }],
        frame: '/uiserver/legacy/admin/own/deep',
      },
      { path: 'native', label: 'page.c', permissions: ['MANUAL_LICENSE_CHECK'], screen: 'manual-license-check' },
    ],
  },
  {
    path: 'second-outside',
    label: 'page.account.changePassword',
    menu: false,
    permissions: ['WEB_UI'],
    screen: 'manual-license-check',
  },
  { path: 'dash', label: 'nav.dashboard', order: 1, icon: 'graph', permissions: ['REPORT'], frame: '/uiserver/legacy/dash' },
  {
    path: 'plain',
    label: 'nav.logs',
    order: 3,
    permissions: ['MSG_TRACE_LOG'],
    children: [{ path: 'x', label: 'page.x', frame: '/uiserver/legacy/plain/x' }],
  },
];

const table = buildRouteTable(routes);

function find(path: string) {
  const entry = table.all.find((item) => item.path === path);
  if (!entry) throw new Error(`no ${path}`);
  return entry;
}

describe('buildRouteTable', () => {
  it('sorts top-level routes by order, routes without order last in manifest order', () => {
    expect(table.top.map((entry) => entry.path)).toEqual(['dash', 'plain', 'admin', 'account-page', 'second-outside']);
  });

  it('lists every entry, each top followed by its children', () => {
    expect(table.all.map((entry) => entry.path)).toEqual([
      'dash',
      'plain',
      'plain/x',
      'admin',
      'admin/inherits',
      'admin/own/deep',
      'admin/native',
      'account-page',
      'second-outside',
    ]);
  });

  it('keys children by the top-level path, with full paths', () => {
    expect(table.children.get('admin')?.map((entry) => entry.path)).toEqual(['admin/inherits', 'admin/own/deep', 'admin/native']);
    expect(table.children.get('dash')).toEqual([]);
    expect(table.children.get('admin/inherits')).toBeUndefined();
  });

  it('a child without permissions inherits its parent list', () => {
    expect(find('admin/inherits').permissions).toEqual(['ACCOUNT', 'COBRAND']);
    expect(find('plain/x').permissions).toEqual(['MSG_TRACE_LOG']);
  });

  it('a child with permissions keeps its own list only', () => {
    expect(find('admin/own/deep').permissions).toEqual(['COBRAND:read']);
    expect(find('admin/native').permissions).toEqual(['MANUAL_LICENSE_CHECK']);
  });

  it('show rules accumulate parent then child', () => {
    expect(find('admin').showParts.map((part) => part.rule)).toEqual(['licenceOwner']);
    expect(find('admin/inherits').showParts.map((part) => part.rule)).toEqual(['licenceOwner']);
    expect(find('admin/own/deep').showParts.map((part) => part.rule)).toEqual(['licenceOwner', '!inboundOnly']);
    expect(find('dash').showParts.map((part) => part.rule)).toEqual([]);
    expect(find('plain/x').showParts.map((part) => part.rule)).toEqual([]);
  });

  it('gives each entry its view kind', () => {
    expect(find('dash').view).toEqual({ kind: 'frame', url: '/uiserver/legacy/dash' });
    expect(find('admin').view).toEqual({ kind: 'parent' });
    expect(find('admin/native').view).toEqual({ kind: 'screen', screen: 'manual-license-check' });
    expect(find('admin/own/deep').view).toEqual({ kind: 'frame', url: '/uiserver/legacy/admin/own/deep' });
    expect(find('second-outside').view).toEqual({ kind: 'screen', screen: 'manual-license-check' });
  });

  it('reads menu membership with true as the default', () => {
    expect(find('dash').inMenu).toBe(true);
    expect(find('account-page').inMenu).toBe(false);
    expect(find('admin/inherits').inMenu).toBe(true);
    expect(find('admin/own/deep').inMenu).toBe(false);
  });

  it('keeps order, icon and navigation on top-level entries only', () => {
    expect(find('admin')).toMatchObject({ order: 8, icon: 'gear', navigation: 'panel' });
    expect(find('dash')).toMatchObject({ order: 1, icon: 'graph', navigation: 'menu' });
    expect(find('account-page').order).toBeUndefined();
    expect(find('account-page').navigation).toBe('menu');
    expect(find('admin/inherits').order).toBeUndefined();
    expect(find('admin/inherits').navigation).toBeUndefined();
  });

  it('gives children their parent and group', () => {
    expect(find('admin/inherits')).toMatchObject({ parent: 'admin', group: 'otherSettings' });
    expect(find('admin/native').parent).toBe('admin');
    expect('group' in find('admin/native')).toBe(false);
    expect(find('admin').parent).toBeUndefined();
  });

  it('a full entry looks like this', () => {
    expect(find('admin/own/deep')).toEqual({
      path: 'admin/own/deep',
      label: 'page.b',
      permissions: ['COBRAND:read'],
      showParts: [
        { rule: 'licenceOwner', reason: 'refusal.inboundOnly' },
        { rule: '!inboundOnly', reason: 'refusal.inboundOnly' },
      ],
      inMenu: false,
      view: { kind: 'frame', url: '/uiserver/legacy/admin/own/deep' },
      parent: 'admin',
    });
  });

  it('does not reorder the caller array', () => {
    expect(routes.map((route) => route.path)).toEqual(['account-page', 'admin', 'second-outside', 'dash', 'plain']);
  });

  it('an empty list gives an empty table', () => {
    const empty = buildRouteTable([]);
    expect(empty.top).toEqual([]);
    expect(empty.all).toEqual([]);
    expect(empty.children.size).toBe(0);
  });
});
