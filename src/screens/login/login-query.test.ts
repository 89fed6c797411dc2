import { describe, expect, it } from 'vitest';
import { resetFromQuery, showsPlainForm, upgradeBlockedByQuery } from './login-query';

describe('showsPlainForm', () => {
  it.each([
    ['no query', ''],
    ['a page to return to', '?return=%2Fdashboard'],
    ['unknown parameters', '?errorcode=1&event=other'],
    // A reason is the console's to keep, never the url's: a link cannot make the page say it.
    ['a reason in the url', '?reason=session-expired'],
    ['the no-access reason in the url', '?reason=no-access&return=%2Fdashboard'],
  ])('shows the plain form for %s', (_name, search) => {
    expect(showsPlainForm(search, false)).toBe(true);
  });

  it.each([
    ['a kept reason', '', true],
    ['a kept reason and a page to return to', '?return=%2Fdashboard', true],
    ['an upgrade block', '?errorcode=52404', false],
    ['a forgot-password link', '?event=forgot_password', false],
    ['a reset link', '?event=reset-password&username=a', false],
  ] as const)('does not for %s', (_name, search, kept) => {
    expect(showsPlainForm(search, kept)).toBe(false);
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
