import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteManifest, TopRoute } from '../../generated/types/route-manifest';
import { sessionFixture, type AccountOverrides, type SessionOptions } from '../../testing/session-fixture';
import { buildRouteTable, type RouteEntry } from '../manifest/route-table';
import { createRouteAccess } from './route-access';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function loadRoutes(): TopRoute[] {
  const dir = path.join(ROOT, 'manifests/routes');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => (JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as RouteManifest).routes);
}

const table = buildRouteTable(loadRoutes());

function entry(fullPath: string): RouteEntry {
  const found = table.all.find((item) => item.path === fullPath);
  if (!found) throw new Error(`no route ${fullPath} in the manifests`);
  return found;
}

const session = sessionFixture;

function allows(fullPath: string, account: AccountOverrides = {}, options: SessionOptions = {}): boolean {
  return createRouteAccess(table, session(account, options)).allows(entry(fullPath));
}

function menuPaths(parent: string, account: AccountOverrides = {}, options: SessionOptions = {}): string[] {
  return createRouteAccess(table, session(account, options))
    .menuChildren(parent)
    .map((item) => item.path);
}

describe('the real route table', () => {
  it('has the top-level routes in menu order, routes outside the menu last', () => {
    expect(table.top.slice(0, 8).map((item) => item.path)).toEqual([
      'dashboard',
      'domains',
      'inbound-protection',
      'outbound-protection',
      'quarantine',
      'logs',
      'reports',
      'administration',
    ]);
    expect(new Set(table.top.slice(8).map((item) => item.path))).toEqual(
      new Set(['service-agreement', 'mfa-configuration', 'profile', 'change-password', 'provision']),
    );
  });
});

describe('outbound protection', () => {
  it('is hidden for an inbound-only account', () => {
    const options = { permission: { ALL: 63, INBOUND_SCAN_ONLY: 63 } };
    expect(allows('outbound-protection', {}, options)).toBe(false);
    expect(allows('outbound-protection/virus-filter', {}, options)).toBe(false);
    expect(allows('outbound-protection/virus-filter/new', {}, options)).toBe(false);
    const access = createRouteAccess(table, session({}, options));
    expect(access.menuTop().map((item) => item.path)).not.toContain('outbound-protection');
    expect(access.menuTop().map((item) => item.path)).toContain('inbound-protection');
  });

  it('is shown with ALL alone (ALL does not make an account inbound-only)', () => {
    expect(allows('outbound-protection')).toBe(true);
    expect(allows('outbound-protection/virus-filter')).toBe(true);
    expect(
      createRouteAccess(table, session())
        .menuTop()
        .map((item) => item.path),
    ).toContain('outbound-protection');
  });
});

describe('account management', () => {
  const route = 'administration/account-management';

  it('shows when descendant_level is not 0', () => {
    expect(allows(route, { descendant_level: 1 }, { permission: { ALL: 63 } })).toBe(true);
    expect(allows(route, { descendant_level: 3 }, { permission: { ACCOUNT: 1 } })).toBe(true);
  });

  it('shows at level 0 with an explicit SU_ASSUME_AS_LOWLEVEL', () => {
    expect(allows(route, { descendant_level: 0 }, { permission: { ALL: 63, SU_ASSUME_AS_LOWLEVEL: 63 } })).toBe(true);
    expect(allows(route, { descendant_level: 0 }, { permission: { ACCOUNT: 63, SU_ASSUME_AS_LOWLEVEL: 1 } })).toBe(true);
  });

  it('is hidden at level 0 without it (ALL does not imply it)', () => {
    expect(allows(route, { descendant_level: 0 }, { permission: { ALL: 63 } })).toBe(false);
    expect(allows(route, { descendant_level: 0 }, { permission: { ACCOUNT: 63 } })).toBe(false);
  });

  it('still needs the ACCOUNT permission', () => {
    expect(allows(route, { descendant_level: 1 }, { permission: { REPORT: 63 } })).toBe(false);
  });
});

describe('Logon Methods (admin-federate-server)', () => {
  const route = 'administration/admin-federate-server';

  it('shows under the account-management condition', () => {
    expect(allows(route, { descendant_level: 1 })).toBe(true);
    expect(allows(route, { descendant_level: 0 }, { permission: { ALL: 63, SU_ASSUME_AS_LOWLEVEL: 63 } })).toBe(true);
    expect(allows(route, { descendant_level: 0 }, { permission: { ALL: 63 } })).toBe(false);
  });

  it.each(['100032', '100101'])('is hidden for parent id %s', (parentId) => {
    expect(allows(route, { descendant_level: 1, parent_id: parentId })).toBe(false);
    expect(allows(route, { descendant_level: 0, parent_id: parentId }, { permission: { ALL: 63, SU_ASSUME_AS_LOWLEVEL: 63 } })).toBe(false);
  });

  it('is shown for parent id 100033', () => {
    expect(allows(route, { descendant_level: 1, parent_id: '100033' })).toBe(true);
  });

  it('the parent-id exclusion does not touch account management', () => {
    expect(allows('administration/account-management', { descendant_level: 1, parent_id: '100032' })).toBe(true);
  });
});

describe('account login setting', () => {
  const route = 'administration/account-login-setting';

  it('shows for the licence owner', () => {
    expect(allows(route, { account_id: '7', license_acct_id: '7', usertype: 10 })).toBe(true);
  });

  it('shows for a super admin by user type or by SU_ADMIN_ACCOUNT', () => {
    expect(allows(route, { account_id: '7', license_acct_id: '8', usertype: 60 })).toBe(true);
    expect(allows(route, { account_id: '7', license_acct_id: '8' }, { permission: { ALL: 63, SU_ADMIN_ACCOUNT: 63 } })).toBe(true);
  });

  it('is hidden for anyone else', () => {
    expect(allows(route, { account_id: '7', license_acct_id: '8', usertype: 10 })).toBe(false);
    expect(allows(route, { account_id: '7', license_acct_id: '8', usertype: 20 })).toBe(false);
  });
});

describe.each(['phish-insight', 'feedback-addin'])('%s', (feature) => {
  const route = `administration/${feature}`;

  it('shows when the feature flag is "1"', () => {
    expect(allows(route, {}, { features: { [feature]: '1' } })).toBe(true);
  });

  it('is hidden for "0" or an absent flag', () => {
    expect(allows(route, {}, { features: { [feature]: '0' } })).toBe(false);
    expect(allows(route, {}, { features: {} })).toBe(false);
  });
});

describe('license information', () => {
  const route = 'administration/license-information';

  it.each([20, 30])('shows for partner user type %i', (usertype) => {
    expect(allows(route, { usertype, licensetype: 10 })).toBe(true);
  });

  it.each([
    [10, 20],
    [10, 30],
    [60, 20],
    [60, 30],
  ])('shows for user type %i with licence type %i', (usertype, licensetype) => {
    expect(allows(route, { usertype, licensetype })).toBe(true);
  });

  it('shows for SU_ADMIN_ACCOUNT holders with a partner licence', () => {
    expect(allows(route, { usertype: 40, licensetype: 20 }, { permission: { ALL: 63, SU_ADMIN_ACCOUNT: 63 } })).toBe(true);
  });

  it('is hidden for a local account with licence type 10', () => {
    expect(allows(route, { usertype: 10, licensetype: 10 })).toBe(false);
    expect(allows(route, { usertype: 60, licensetype: 10 })).toBe(false);
  });

  it('is hidden for other user types with a partner licence', () => {
    expect(allows(route, { usertype: 50, licensetype: 20 })).toBe(false);
  });
});

describe('IMSX migration', () => {
  const route = 'administration/imsx-migration';
  const ready: AccountOverrides = {
    account_id: '7',
    license_acct_id: '7',
    usertype: 10,
    is_imsx_migration_enabled: true,
    extra: { provision_progress: 40 },
  };

  it('shows for the owner with migration enabled and provision completed', () => {
    expect(allows(route, ready)).toBe(true);
  });

  it('shows for a super admin who is not the owner', () => {
    expect(allows(route, { ...ready, license_acct_id: '8', usertype: 60 })).toBe(true);
  });

  it('is hidden when neither owner nor super admin', () => {
    expect(allows(route, { ...ready, license_acct_id: '8' })).toBe(false);
  });

  it('is hidden when migration is not enabled', () => {
    expect(allows(route, { ...ready, is_imsx_migration_enabled: false })).toBe(false);
  });

  it('is hidden when provision progress is 39', () => {
    expect(allows(route, { ...ready, extra: { provision_progress: 39 } })).toBe(false);
  });
});

describe('address modification', () => {
  it.each(['address', 'domain', 'setting'])('address-modification/%s needs comp.is_v1eas', (leaf) => {
    const route = `administration/address-modification/${leaf}`;
    expect(allows(route, { comp: { is_v1eas: true } })).toBe(true);
    expect(allows(route, { comp: { is_v1eas: false } })).toBe(false);
  });
});

describe('provision', () => {
  it('is allowed only for the licence owner', () => {
    expect(allows('provision', { account_id: '7', license_acct_id: '7' })).toBe(true);
    expect(allows('provision', { account_id: '7', license_acct_id: '8' })).toBe(false);
    expect(allows('provision', { account_id: '7', license_acct_id: '8', usertype: 60 })).toBe(false);
  });
});

describe('Manual License Check', () => {
  const route = 'administration/license/manual_check';

  it('is a native screen', () => {
    expect(entry(route).view).toEqual({ kind: 'screen', screen: 'manual-license-check' });
  });

  it.each([
    ['ALL', { ALL: 63 }],
    ['SU_ADMIN_ACCOUNT', { SU_ADMIN_ACCOUNT: 63 }],
    ['MANUAL_LICENSE_CHECK', { MANUAL_LICENSE_CHECK: 63 }],
    ['MANUAL_LICENSE_CHECK:read', { MANUAL_LICENSE_CHECK: 1 }],
  ])('is allowed with %s', (_name, permission) => {
    expect(allows(route, {}, { permission })).toBe(true);
  });

  it.each([
    ['ACCOUNT', { ACCOUNT: 63 }],
    ['SUPPORTER_TOOL', { SUPPORTER_TOOL: 63 }],
    ['SU_ASSUME_AS_LOWLEVEL', { SU_ASSUME_AS_LOWLEVEL: 63 }],
    ['nothing', {}],
  ])('is refused with %s', (_name, permission) => {
    expect(allows(route, {}, { permission })).toBe(false);
  });
});

describe('change password', () => {
  it('is hidden for SSO accounts', () => {
    expect(allows('change-password', { isSSO: true })).toBe(false);
    expect(allows('change-password', { isSSO: false })).toBe(true);
    expect(allows('change-password', { isSSO: false }, { permission: { WEB_UI: 1 } })).toBe(true);
  });

  it('other account pages stay for SSO accounts', () => {
    expect(allows('profile', { isSSO: true })).toBe(true);
  });
});

describe('parents', () => {
  it('quarantine is hidden when no child is visible', () => {
    const access = createRouteAccess(table, session({}, { permission: { REPORT: 63 } }));
    expect(access.menuChildren('quarantine')).toEqual([]);
    expect(access.allows(entry('quarantine'))).toBe(false);
    expect(access.landing(entry('quarantine'))).toBeNull();
    expect(access.menuTop().map((item) => item.path)).toEqual(['dashboard']);
  });

  it('quarantine is visible with one visible child', () => {
    const access = createRouteAccess(table, session({}, { permission: { QT_DIGEST: 1 } }));
    expect(access.menuChildren('quarantine').map((item) => item.path)).toEqual(['quarantine/digest-rule', 'quarantine/digest-template']);
    expect(access.allows(entry('quarantine'))).toBe(true);
    expect(access.menuTop().map((item) => item.path)).toEqual(['quarantine']);
  });

  it('a parent whose show rule fails is hidden even with visible-looking children', () => {
    const access = createRouteAccess(table, session({}, { permission: { DMARC_MONITOR: 63, INBOUND_SCAN_ONLY: 63 } }));
    expect(access.menuChildren('outbound-protection')).toEqual([]);
    expect(access.allows(entry('outbound-protection'))).toBe(false);
  });
});

describe('menuChildren and allows for non-menu routes', () => {
  it('menuChildren excludes menu:false routes', () => {
    const paths = menuPaths('inbound-protection');
    expect(paths).toContain('inbound-protection/virus-filter');
    expect(paths).not.toContain('inbound-protection/virus-filter/new');
    expect(paths).not.toContain('inbound-protection/virus-filter/edit');
    expect(paths).not.toContain('inbound-protection/transport-layer-security-detail');
  });

  it('allows() still allows a permitted menu:false route', () => {
    expect(entry('inbound-protection/virus-filter/new').inMenu).toBe(false);
    expect(allows('inbound-protection/virus-filter/new', {}, { permission: { POLICY: 1 } })).toBe(true);
    expect(allows('inbound-protection/virus-filter/new', {}, { permission: { SU_POLICY_READ: 1 } })).toBe(true);
  });

  it('allows() refuses a menu:false route without its permission', () => {
    expect(allows('inbound-protection/virus-filter/new', {}, { permission: { TLS_SETTINGS: 63 } })).toBe(false);
  });

  it('lists quarantine children in manifest order', () => {
    expect(menuPaths('quarantine')).toEqual([
      'quarantine/query',
      'quarantine/end-user-console-settings',
      'quarantine/digest-rule',
      'quarantine/digest-template',
    ]);
  });

  it('an unknown parent has no children', () => {
    expect(menuPaths('no-such-parent')).toEqual([]);
  });
});

describe('landing', () => {
  it('of a parent is its first visible child', () => {
    const all = createRouteAccess(table, session());
    expect(all.landing(entry('inbound-protection'))).toBe('inbound-protection/recipient-filter');
    expect(all.landing(entry('quarantine'))).toBe('quarantine/query');
    expect(all.landing(entry('logs'))).toBe('logs/mail-tracking');

    const digest = createRouteAccess(table, session({}, { permission: { QT_DIGEST: 1 } }));
    expect(digest.landing(entry('quarantine'))).toBe('quarantine/digest-rule');

    const events = createRouteAccess(table, session({}, { permission: { POLICY_EVENT_QUERY: 1 } }));
    expect(events.landing(entry('logs'))).toBe('logs/policy-events');
  });

  it('of a frame route is itself', () => {
    expect(createRouteAccess(table, session()).landing(entry('dashboard'))).toBe('dashboard');
  });

  it('of a refused route is null', () => {
    expect(createRouteAccess(table, session({}, { permission: { QUARANTINE: 1 } })).landing(entry('dashboard'))).toBeNull();
  });
});

describe('firstAllowedPath', () => {
  it('is dashboard for ALL', () => {
    expect(createRouteAccess(table, session()).firstAllowedPath()).toBe('dashboard');
  });

  it('is reports/my-reports for a BRIEFING_SCHEDULE-only user', () => {
    expect(createRouteAccess(table, session({}, { permission: { BRIEFING_SCHEDULE: 63 } })).firstAllowedPath()).toBe('reports/my-reports');
  });

  it('is null with no permissions', () => {
    expect(createRouteAccess(table, session({}, { permission: {} })).firstAllowedPath()).toBeNull();
  });

  it('is null with only account-page permissions (outside the menu)', () => {
    expect(createRouteAccess(table, session({}, { permission: { WEB_UI: 63 } })).firstAllowedPath()).toBeNull();
  });

  it('REPORT:read is enough for dashboard', () => {
    expect(createRouteAccess(table, session({}, { permission: { REPORT: 1 } })).firstAllowedPath()).toBe('dashboard');
  });

  it('skips a hidden outbound for an inbound-only DMARC_MONITOR user', () => {
    expect(
      createRouteAccess(table, session({}, { permission: { DMARC_MONITOR: 63, QUARANTINE: 1, INBOUND_SCAN_ONLY: 1 } })).firstAllowedPath(),
    ).toBe('quarantine/query');
  });

  it('follows menu order across parents', () => {
    expect(createRouteAccess(table, session({}, { permission: { QUARANTINE: 1, DOMAIN_SETTINGS: 1 } })).firstAllowedPath()).toBe('domains');
  });
});
