import { describe, expect, it } from 'vitest';
import { licenceExpiry } from './licence-expiry';

const account = (days: number, action = 0) => ({ days_before_expiration: days, license_expire_action_type: action });

describe('licenceExpiry', () => {
  it('shows nothing for a licence far from expiry', () => {
    expect(licenceExpiry(account(120))).toBeNull();
    expect(licenceExpiry(account(31))).toBeNull();
  });
  it('warns within 30 days and on the day', () => {
    expect(licenceExpiry(account(30))).toEqual({ kind: 'expiring', days: 30 });
    expect(licenceExpiry(account(1))).toEqual({ kind: 'expiring', days: 1 });
    expect(licenceExpiry(account(0))).toEqual({ kind: 'today' });
  });
  it('reports an expired licence', () => {
    expect(licenceExpiry(account(-4))).toEqual({ kind: 'expired', daysAgo: 4 });
  });
  it('follows the server when it asks for the notice', () => {
    expect(licenceExpiry(account(120, 2))).toEqual({ kind: 'expiring', days: 120 });
  });
});
