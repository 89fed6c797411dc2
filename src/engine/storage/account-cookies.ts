/**
 * The cookies legacy pages read: written once the account has loaded, cleared at log
 * off. They carry no session secret: the session itself is the UI-server's http-only cookie.
 */
import type { SessionInfo } from '../../generated/types/session-info';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const ACCOUNT_COOKIES = ['__accountID', '__cobrandingID', '__cobrandingStatus', '__isAdvancedLicense', '__LEVEL'] as const;

/** Cookies the UI-server or other pages own; the console reads them and never writes them. */
export const READ_ONLY_COOKIES = { provisionComplete: 'provision_complete', cachedCobrandingUuid: 'cached_corbranding_uuid' } as const;

function attributes(maxAge: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function accountCookieValues(session: SessionInfo): Record<(typeof ACCOUNT_COOKIES)[number], string> {
  const { account } = session;
  return {
    __accountID: account.account_id,
    __cobrandingID: account.cobrand_id,
    __cobrandingStatus: account.is_cobrand_enable ? '1' : '0',
    __isAdvancedLicense: account.is_advanced_license ? '1' : '0',
    __LEVEL: String(account.descendant_level),
  };
}

export function writeAccountCookies(session: SessionInfo): void {
  for (const [name, value] of Object.entries(accountCookieValues(session))) {
    document.cookie = `${name}=${encodeURIComponent(value)}${attributes(YEAR_SECONDS)}`;
  }
}

export function clearAccountCookies(): void {
  for (const name of ACCOUNT_COOKIES) document.cookie = `${name}=${attributes(0)}`;
}
