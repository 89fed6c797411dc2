// @vitest-environment node
// The pure rules of step-up: the factor an account proves with, whose proof it is, and the settings.
import { describe, expect, it } from 'vitest';
import { factorOf, proverOf, STEP_UP_DEFAULTS, stepUpFromEnv } from './step-up';

describe('factorOf', () => {
  const none = { is_sso: false, mfa_enabled: false, mfa_auth_source: 1, totp_secret: null };
  it.each([
    ['no MFA, no SSO', none, 'password'],
    ['MFA with an authenticator', { ...none, mfa_enabled: true, totp_secret: 'SECRET' }, 'otp'],
    ['MFA on but no authenticator set up', { ...none, mfa_enabled: true }, 'password'],
    ['MFA of another source', { ...none, mfa_enabled: true, mfa_auth_source: 2, totp_secret: 'SECRET' }, 'password'],
    ['an authenticator left over, MFA off', { ...none, totp_secret: 'SECRET' }, 'password'],
    ['single sign-on', { ...none, is_sso: true }, 'sso'],
    ['single sign-on with MFA (the identity provider asks for it)', { ...none, is_sso: true, mfa_enabled: true, totp_secret: 'S' }, 'sso'],
  ] as const)('%s: %s', (_name, account, factor) => {
    expect(factorOf(account)).toBe(factor);
  });
});

describe('proverOf', () => {
  it("is the session's own account, also while it assumes another", () => {
    expect(
      proverOf({ idHash: 'h', accountId: 1001, assumeReleased: false, assumedBy: null, supportSessionId: null, supportEndedId: null }),
    ).toBe(1001);
    expect(
      proverOf({ idHash: 'h', accountId: 1001, assumeReleased: false, assumedBy: 1004, supportSessionId: null, supportEndedId: null }),
    ).toBe(1004);
  });
});

describe('stepUpFromEnv', () => {
  it('defaults: a proof holds 600 s, a challenge 300 s (the contract asks at least 120)', () => {
    expect(stepUpFromEnv({})).toEqual({ maxAgeSeconds: 600, challengeSeconds: 300 });
    expect(STEP_UP_DEFAULTS.challengeSeconds).toBeGreaterThanOrEqual(120);
    expect(stepUpFromEnv({ STEP_UP_MAX_AGE: '', STEP_UP_CHALLENGE_SECONDS: '' })).toEqual(STEP_UP_DEFAULTS);
  });

  it("takes whole seconds: STEP_UP_MAX_AGE=0 asks every time; a challenge may live the contract's least, 120 s", () => {
    expect(stepUpFromEnv({ STEP_UP_MAX_AGE: '0', STEP_UP_CHALLENGE_SECONDS: '120' })).toEqual({ maxAgeSeconds: 0, challengeSeconds: 120 });
    expect(stepUpFromEnv({ STEP_UP_MAX_AGE: '3600' }).maxAgeSeconds).toBe(3600);
  });

  it.each([
    ['STEP_UP_MAX_AGE', '-1'],
    ['STEP_UP_MAX_AGE', '1.5'],
    ['STEP_UP_MAX_AGE', 'ten'],
    ['STEP_UP_CHALLENGE_SECONDS', '0'],
    ['STEP_UP_CHALLENGE_SECONDS', '2m'],
    ['STEP_UP_CHALLENGE_SECONDS', '5'],
    ['STEP_UP_CHALLENGE_SECONDS', '119'],
  ])('refuses %s=%s, naming the setting', (name, value) => {
    expect(() => stepUpFromEnv({ [name]: value })).toThrow(name);
  });

  it("says why a short challenge life is refused: the contract's least", () => {
    expect(() => stepUpFromEnv({ STEP_UP_CHALLENGE_SECONDS: '60' })).toThrow(/at least 120, the contract's least life of a challenge/);
  });
});
