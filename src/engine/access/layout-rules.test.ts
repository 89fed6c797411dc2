import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../generated/types/session-info';
import { layoutDecision } from './layout-rules';
import type { RouteAccess } from './route-access';

function session(account: Partial<SessionInfo['account']> = {}): SessionInfo {
  return {
    account: {
      account_id: '200001',
      license_acct_id: '200001',
      usertype: 10,
      licensetype: 10,
      status: 1,
      descendant_level: 0,
      parent_id: '100001',
      isSSO: false,
      name: 'admin',
      email: 'admin@example.com',
      is_cobrand_enable: false,
      cobrand_id: '',
      is_advanced_license: false,
      is_imsx_migration_enabled: false,
      license_expire_action_type: 0,
      days_before_expiration: 0,
      comp: { GUID: 'guid-1', name: 'Acme', is_v1eas: false, site: 'US' },
      extra: { home_url: '', provision_progress: 40 },
      ...account,
    },
    permission: { ALL: 63 },
    features: {},
  };
}

/** Only firstAllowedPath is read by the layout rules; the rest throws if it is ever called. */
function access(firstAllowed: string | null): RouteAccess {
  const unused = (): never => {
    throw new Error('not expected to be called');
  };
  return { firstAllowedPath: () => firstAllowed, allows: unused, menuChildren: unused, menuTop: unused, landing: unused };
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

  it('leaves when no route is allowed', () => {
    expect(layoutDecision(session(), access(null), '/dashboard')).toEqual({ kind: 'leave', url: '/uiserver/logoff' });
    expect(layoutDecision(session(), access(null), '/')).toEqual({ kind: 'leave', url: '/uiserver/logoff' });
  });

  it('leaving wins over the domain-only redirect', () => {
    expect(layoutDecision(session({ usertype: 50 }), access(null), '/dashboard')).toEqual({
      kind: 'leave',
      url: '/uiserver/logoff',
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
