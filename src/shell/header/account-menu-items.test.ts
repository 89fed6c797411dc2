import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { opensNamedRoute } from '../../engine/access/named-route-access';
import { toPermissionMap } from '../../engine/access/permissions';
import { createRouteAccess } from '../../engine/access/route-access';
import { buildRouteTable } from '../../engine/manifest/route-table';
import type { TopRoute } from '../../generated/types/route-manifest';
import type { SessionInfo } from '../../generated/types/session-info';
import { accountMenuItems as itemsFor } from './account-menu-items';

/** The real route table, so the items follow the manifests' own rules. */
const routesDir = path.resolve(import.meta.dirname, '../../../manifests/routes');
const table = buildRouteTable(
  readdirSync(routesDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => (JSON.parse(readFileSync(path.join(routesDir, name), 'utf8')) as { routes: TopRoute[] }).routes),
);

function accountMenuItems(info: SessionInfo, origin?: string) {
  const access = createRouteAccess(table, info);
  return itemsFor(info, (route) => opensNamedRoute(table, access, route), origin);
}

function session(account: Partial<SessionInfo['account']> = {}, perms: string[] = ['ALL'], home = '', previous = false): SessionInfo {
  const info: SessionInfo = {
    account: {
      account_id: '1',
      license_acct_id: '1',
      usertype: 10,
      licensetype: 10,
      status: 1,
      descendant_level: 0,
      parent_id: '',
      isSSO: false,
      name: 'n',
      email: 'e',
      is_cobrand_enable: false,
      cobrand_id: '3',
      is_advanced_license: true,
      is_imsx_migration_enabled: false,
      license_expire_action_type: 0,
      days_before_expiration: 100,
      comp: { GUID: 'g', name: 'c', is_v1eas: false, site: 'US' },
      extra: { home_url: home, provision_progress: 40 },
      ...account,
    },
    permission: toPermissionMap(perms),
    features: {},
  };
  return previous ? { ...info, previous: { assumeas_name: 'supervisor', assumeas_id: '9001' } } : info;
}

describe('accountMenuItems', () => {
  it('a partner whose home url is relative: resolved on the console origin, items kept', () => {
    const items = accountMenuItems(
      session({ usertype: 30, licensetype: 30 }, ['ALL', 'LMP_ACCOUNT'], '/partner/home'),
      'https://console.example.com',
    );
    expect(items.backToPartner).toEqual({ console: 'lmp', url: 'https://console.example.com/partner/home' });
    expect(items.changePassword).toEqual({ kind: 'partner', url: 'https://console.example.com/partner/home' });
  });

  it('a partner whose home url is script: no partner items', () => {
    const items = accountMenuItems(
      session({ usertype: 30, licensetype: 30 }, ['ALL', 'LMP_ACCOUNT'], 'javascript:alert(1)'),
      'https://console.example.com',
    );
    expect([items.backToPartner, items.changePassword]).toEqual([null, null]);
  });

  it('a local account: MFA and the change-password page, nothing partner', () => {
    expect(accountMenuItems(session())).toEqual({
      profile: true,
      mfa: true,
      changePassword: { kind: 'page', path: '/change-password' },
      release: false,
      backToPartner: null,
    });
  });

  it('an SSO account: neither MFA nor change password', () => {
    const items = accountMenuItems(session({ isSSO: true }));
    expect([items.mfa, items.changePassword]).toEqual([false, null]);
  });

  it('a super admin assuming: MFA, the page, and release', () => {
    expect(accountMenuItems(session({ usertype: 60, licensetype: 20 }, ['ALL', 'SU_ADMIN_ACCOUNT'], '', true))).toEqual({
      profile: true,
      mfa: true,
      changePassword: { kind: 'page', path: '/change-password' },
      release: true,
      backToPartner: null,
    });
  });

  it('a CLP partner: no MFA, password and back item go to the partner home', () => {
    expect(accountMenuItems(session({ usertype: 20, licensetype: 20 }, ['ALL', 'CLP_ACCOUNT'], 'https://clp.example.com/home'))).toEqual({
      profile: true,
      mfa: false,
      changePassword: { kind: 'partner', url: 'https://clp.example.com/home' },
      release: false,
      backToPartner: { console: 'clp', url: 'https://clp.example.com/home' },
    });
  });

  it('an LMP partner gets the LMP wording', () => {
    expect(accountMenuItems(session({ usertype: 30, licensetype: 30 }, ['ALL'], 'https://lmp.example.com')).backToPartner).toEqual({
      console: 'lmp',
      url: 'https://lmp.example.com/',
    });
  });

  it('a partner holding SU_ADMIN_ACCOUNT is treated as a super admin', () => {
    const items = accountMenuItems(session({ usertype: 20 }, ['ALL', 'SU_ADMIN_ACCOUNT'], 'https://clp.example.com'));
    expect([items.backToPartner, items.changePassword]).toEqual([null, { kind: 'page', path: '/change-password' }]);
  });

  it('a partner home that is not http(s) is never followed', () => {
    const items = accountMenuItems(session({ usertype: 20 }, ['ALL'], 'javascript:alert(1)'));
    expect([items.backToPartner, items.changePassword]).toEqual([null, null]);
  });

  it('an SSO partner keeps the back item but has no password item', () => {
    const items = accountMenuItems(session({ usertype: 30, isSSO: true }, ['ALL'], 'https://lmp.example.com'));
    expect(items.changePassword).toBeNull();
    expect(items.backToPartner?.console).toBe('lmp');
  });

  it('an account without WEB_UI gets no item that opens a route it may not open', () => {
    const items = accountMenuItems(session({}, ['REPORT']));
    expect([items.profile, items.mfa, items.changePassword]).toEqual([false, false, null]);
  });

  it('the items follow the route guard: a route table whose change-password rule differs changes the menu', () => {
    const info = session({ isSSO: true });
    expect(itemsFor(info, () => true).changePassword).toEqual({ kind: 'page', path: '/change-password' });
    expect(itemsFor(info, () => true).mfa).toBe(true);
    expect(itemsFor(session(), (route) => route !== '/change-password').mfa).toBe(false);
  });
});
