import { describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../generated/types/session-info';
import { sessionFixture, type AccountOverrides } from '../../testing/session-fixture';
import { layoutDecision, provisioningPending } from './layout-rules';
import { toPermissionMap } from './permissions';
import type { RouteAccess } from './route-access';

/** The shared fixture, with permission entries and provision progress as short arguments. */
function session(account: AccountOverrides = {}, perms?: string[], progress?: number): SessionInfo {
  return sessionFixture(
    progress === undefined ? account : { ...account, extra: { provision_progress: progress } },
    perms === undefined ? {} : { permission: toPermissionMap(perms) },
  );
}

/** Only firstAllowedPath is read by the layout rules; the rest throws if it is ever called. */
function access(firstAllowed: string | null): RouteAccess {
  const unused = (): never => {
    throw new Error('not expected to be called');
  };
  return { firstAllowedPath: () => firstAllowed, decide: unused, allows: unused, menuChildren: unused, menuTop: unused, landing: unused };
}

describe('layoutDecision', () => {
  it('leaves to /uiserver/logoff when the account id is empty', () => {
    expect(layoutDecision(session({ account_id: '' }), access('dashboard'), '/dashboard')).toEqual({
      kind: 'leave',
      url: '/uiserver/logoff',
    });
    expect(layoutDecision(session({ account_id: '' }), access('dashboard'), '/')).toEqual({
      kind: 'leave',
      url: '/uiserver/logoff',
    });
  });

  it('signs out with the no-access reason, kept for the login page rather than sent in the url, when no route is allowed', () => {
    expect(layoutDecision(session(), access(null), '/dashboard')).toEqual({ kind: 'leave', url: '/uiserver/logoff', say: 'no-access' });
    expect(layoutDecision(session(), access(null), '/')).toEqual({ kind: 'leave', url: '/uiserver/logoff', say: 'no-access' });
  });

  it('leaving wins over the domain-only redirect', () => {
    expect(layoutDecision(session({ usertype: 50 }), access(null), '/dashboard')).toEqual({
      kind: 'leave',
      url: '/uiserver/logoff',
      say: 'no-access',
    });
  });

  it('redirects user type 50 to /domains from anywhere else', () => {
    expect(layoutDecision(session({ usertype: 50 }), access('dashboard'), '/dashboard')).toEqual({
      kind: 'redirect',
      path: '/domains',
    });
    expect(layoutDecision(session({ usertype: 50 }), access('dashboard'), '/')).toEqual({
      kind: 'redirect',
      path: '/domains',
    });
    expect(layoutDecision(session({ usertype: 50 }), access('domains'), '/administration/api-key')).toEqual({
      kind: 'redirect',
      path: '/domains',
    });
  });

  it('lets user type 50 stay on /domains', () => {
    expect(layoutDecision(session({ usertype: 50 }), access('dashboard'), '/domains')).toEqual({ kind: 'stay' });
  });

  it('does not send other user types to /domains', () => {
    for (const usertype of [10, 20, 30, 60]) {
      expect(layoutDecision(session({ usertype }), access('dashboard'), '/dashboard')).toEqual({ kind: 'stay' });
    }
  });

  it('sends / to the first allowed route', () => {
    expect(layoutDecision(session(), access('dashboard'), '/')).toEqual({ kind: 'redirect', path: '/dashboard' });
    expect(layoutDecision(session(), access('reports/my-reports'), '/')).toEqual({
      kind: 'redirect',
      path: '/reports/my-reports',
    });
  });

  it('stays anywhere else', () => {
    expect(layoutDecision(session(), access('dashboard'), '/quarantine/query')).toEqual({ kind: 'stay' });
    expect(layoutDecision(session(), access('dashboard'), '/dashboard')).toEqual({ kind: 'stay' });
  });
});

describe('layoutDecision: MFA set-up and provisioning', () => {
  it('sends an account with enforced, unset MFA to the set-up page and keeps it there', () => {
    expect(layoutDecision(session(), access('dashboard'), '/dashboard', { mfaSetupRequired: true })).toEqual({
      kind: 'redirect',
      path: '/mfa-configuration',
    });
    expect(layoutDecision(session(), access('dashboard'), '/', { mfaSetupRequired: true })).toEqual({
      kind: 'redirect',
      path: '/mfa-configuration',
    });
    expect(layoutDecision(session(), access('dashboard'), '/mfa-configuration', { mfaSetupRequired: true })).toEqual({ kind: 'stay' });
    expect(layoutDecision(session(), access('dashboard'), '/dashboard', { mfaSetupRequired: false })).toEqual({ kind: 'stay' });
  });

  it('leaving wins over the MFA redirect', () => {
    expect(layoutDecision(session(), access(null), '/', { mfaSetupRequired: true })).toMatchObject({ kind: 'leave' });
  });

  it('MFA set-up comes before the domain-only and provisioning rules', () => {
    expect(layoutDecision(session({ usertype: 50 }), access('dashboard'), '/domains', { mfaSetupRequired: true })).toEqual({
      kind: 'redirect',
      path: '/mfa-configuration',
    });
    expect(layoutDecision(session({}, ['ALL', 'CLP_ACCOUNT'], 20), access('dashboard'), '/provision', { mfaSetupRequired: true })).toEqual({
      kind: 'redirect',
      path: '/mfa-configuration',
    });
  });

  it('sends a pending partner to /provision, lets it stay there, and lets the cookie end it', () => {
    const pending = session({}, ['ALL', 'CLP_ACCOUNT'], 20);
    expect(layoutDecision(pending, access('dashboard'), '/dashboard')).toEqual({ kind: 'redirect', path: '/provision' });
    expect(layoutDecision(pending, access('dashboard'), '/')).toEqual({ kind: 'redirect', path: '/provision' });
    expect(layoutDecision(pending, access('dashboard'), '/provision')).toEqual({ kind: 'stay' });
    expect(layoutDecision(pending, access('dashboard'), '/dashboard', { provisionCompleteCookie: () => '1' })).toEqual({ kind: 'stay' });
  });
});

describe('provisioningPending', () => {
  it('holds for an active partner below 40', () => {
    expect(provisioningPending(session({}, ['CLP_ACCOUNT'], 20))).toBe(true);
    expect(provisioningPending(session({}, ['LMP_ACCOUNT:read'], 39))).toBe(true);
  });

  it.each([
    ['progress reached 40', session({}, ['CLP_ACCOUNT'], 40)],
    ['no partner permission (ALL does not imply one)', session({}, ['ALL'], 0)],
    ['an inactive account', session({ status: 0 }, ['CLP_ACCOUNT'], 0)],
    ['a super admin by user type', session({ usertype: 60 }, ['CLP_ACCOUNT'], 0)],
    ['a super admin by permission', session({}, ['CLP_ACCOUNT', 'SU_ADMIN_ACCOUNT'], 0)],
  ])('does not hold for %s', (_label, value) => {
    expect(provisioningPending(value)).toBe(false);
  });

  it('the provision_complete cookie 1 turns it off; other values do not', () => {
    const pending = session({}, ['CLP_ACCOUNT'], 0);
    expect(provisioningPending(pending, () => '1')).toBe(false);
    expect(provisioningPending(pending, () => '0')).toBe(true);
    expect(provisioningPending(pending, () => null)).toBe(true);
  });

  it('reads the cookie only for an account whose provisioning could be pending (a synchronous ask of the cookie store)', () => {
    const read = vi.fn(() => null);
    expect(provisioningPending(session({}, ['REPORT'], 0), read)).toBe(false);
    expect(provisioningPending(session({}, ['CLP_ACCOUNT'], 100), read)).toBe(false);
    expect(read).not.toHaveBeenCalled();
    expect(provisioningPending(session({}, ['CLP_ACCOUNT'], 0), read)).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
