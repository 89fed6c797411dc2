/**
 * When the top bar shows the licence expiry notice (the product leaves the rule open; decided here):
 * - the licence has expired (days_before_expiration below 0), or
 * - it expires within EXPIRY_NOTICE_DAYS days (0 = today), or
 * - the server asks for it: license_expire_action_type other than 0 means the account is in an
 *   expiry action (reminder, grace period), whatever the days say.
 * A licence further out than that, with no action, shows no notice.
 */
import type { Account } from '../../generated/types/session-info';

export const EXPIRY_NOTICE_DAYS = 30;

export type LicenceExpiry =
  | { readonly kind: 'expired'; readonly daysAgo: number }
  | { readonly kind: 'today' }
  | { readonly kind: 'expiring'; readonly days: number };

export function licenceExpiry(account: Pick<Account, 'days_before_expiration' | 'license_expire_action_type'>): LicenceExpiry | null {
  const days = account.days_before_expiration;
  const asked = account.license_expire_action_type !== 0;
  if (days < 0) return { kind: 'expired', daysAgo: -days };
  if (days === 0) return { kind: 'today' };
  if (days <= EXPIRY_NOTICE_DAYS || asked) return { kind: 'expiring', days };
  return null;
}
