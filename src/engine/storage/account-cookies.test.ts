// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../generated/types/session-info';
import { accountCookieValues, clearAccountCookies, writeAccountCookies } from './account-cookies';
import { readCookie } from './cookie-string';

const session = {
  account: {
    account_id: '1001',
    license_acct_id: '1001',
    usertype: 10,
    licensetype: 10,
    status: 1,
    descendant_level: 2,
    parent_id: '0',
    isSSO: false,
    name: 'A',
    email: 'a@example.com',
    is_cobrand_enable: true,
    cobrand_id: '7',
    is_advanced_license: false,
    is_imsx_migration_enabled: false,
    license_expire_action_type: 0,
    days_before_expiration: 10,
    comp: { GUID: 'g', name: 'c', is_v1eas: false, site: 'US' },
    extra: { home_url: '', provision_progress: 40 },
  },
  permission: {},
  features: {},
} satisfies SessionInfo;

describe('account cookies', () => {
  beforeEach(() => clearAccountCookies());

  it('derives each cookie from the account', () => {
    expect(accountCookieValues(session)).toEqual({
      __accountID: '1001',
      __cobrandingID: '7',
      __cobrandingStatus: '1',
      __isAdvancedLicense: '0',
      __LEVEL: '2',
    });
  });

  it('writes them and clears them', () => {
    writeAccountCookies(session);
    expect(readCookie('__accountID')).toBe('1001');
    expect(readCookie('__LEVEL')).toBe('2');
    clearAccountCookies();
    expect(readCookie('__accountID')).toBeNull();
    expect(readCookie('__LEVEL')).toBeNull();
  });
});
