import { describe, expect, it } from 'vitest';
import { resetFromQuery, showsPlainForm, upgradeBlockedByQuery } from './login-query';

describe('showsPlainForm', () => {
  it('is true without a query and for a query that only names the page to return to', () => {
    expect(showsPlainForm('')).toBe(true);
    expect(showsPlainForm('?return=%2Fdashboard')).toBe(true);
    expect(showsPlainForm('?reason=unknown&errorcode=1&event=other')).toBe(true);
  });

  it('is false for a reason, an upgrade block or a reset link', () => {
    expect(showsPlainForm('?reason=session-expired')).toBe(false);
    expect(showsPlainForm('?reason=no-access')).toBe(false);
    expect(showsPlainForm('?errorcode=52404')).toBe(false);
    expect(showsPlainForm('?event=forgot_password')).toBe(false);
    expect(showsPlainForm('?event=reset-password&username=a')).toBe(false);
  });
});

describe('the query parts', () => {
  it('reads the reset prefill and the upgrade block', () => {
    expect(resetFromQuery(new URLSearchParams('event=reset-password&username=a&email=b%40c'))).toEqual({ username: 'a', email: 'b@c' });
    expect(resetFromQuery(new URLSearchParams('username=a'))).toBeNull();
    expect(upgradeBlockedByQuery(new URLSearchParams('errorcode=52404'))).toBe(true);
    expect(upgradeBlockedByQuery(new URLSearchParams('errorcode=52405'))).toBe(false);
  });
});
