import { describe, expect, it } from 'vitest';
import { prerenderFits, resetFromQuery, upgradeBlockedByQuery } from './login-query';

describe('prerenderFits', () => {
  it.each([
    ['no query', ''],
    ['a page to return to', '?return=%2Fdashboard'],
    ['unknown parameters', '?errorcode=1&event=other'],
    // A reason is the console's to keep, never the url's: a link cannot make the page say it.
    ['a reason in the url', '?reason=session-expired'],
    ['the no-access reason in the url', '?reason=no-access&return=%2Fdashboard'],
  ])('the prerendered page fits %s', (_name, search) => {
    expect(prerenderFits(search)).toBe(true);
  });

  it.each([
    ['an upgrade block', '?errorcode=52404'],
    ['a forgot-password link', '?event=forgot_password'],
    ['a reset link', '?event=reset-password&username=a'],
  ] as const)('it does not fit %s', (_name, search) => {
    expect(prerenderFits(search)).toBe(false);
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
