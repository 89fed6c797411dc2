import { describe, expect, it } from 'vitest';
import { askedFactor, stepUpAsked } from './step-up-required';

describe('stepUpAsked: a 1210 is a step-up, whatever factor it names; anything else is not', () => {
  const body = (value: unknown): string => JSON.stringify(value);
  it.each<[string, number, unknown, ReturnType<typeof stepUpAsked>]>([
    ['a password 1210', 401, body({ code: 1210, data: { challenge: 'c1', factor: 'password' } }), { challenge: 'c1', factor: 'password' }],
    ['an otp 1210', 401, body({ code: 1210, data: { challenge: 'c1', factor: 'otp' } }), { challenge: 'c1', factor: 'otp' }],
    ['an sso 1210', 401, body({ code: 1210, data: { challenge: 'c1', factor: 'sso' } }), { challenge: 'c1', factor: 'sso' }],
    [
      'a factor the contract does not name: still a 1210, not offered here',
      401,
      body({ code: 1210, data: { challenge: 'c1', factor: 'webauthn' } }),
      { challenge: 'c1', factor: 'unsupported' },
    ],
    [
      'no factor at all: not offered here',
      401,
      body({ code: 1210, data: { challenge: 'c1' } }),
      { challenge: 'c1', factor: 'unsupported' },
    ],
    ['a code as a string', 401, body({ code: '1210', data: { challenge: 'c1', factor: 'otp' } }), { challenge: 'c1', factor: 'otp' }],
    ['an expired session (401, no 1210)', 401, body({ code: 401 }), null],
    ['1210 on another status', 403, body({ code: 1210, data: { challenge: 'c1', factor: 'otp' } }), null],
    ['no challenge', 401, body({ code: 1210, data: { factor: 'otp' } }), null],
    ['an empty challenge', 401, body({ code: 1210, data: { challenge: '', factor: 'otp' } }), null],
    ['a challenge too long', 401, body({ code: 1210, data: { challenge: 'c'.repeat(513), factor: 'otp' } }), null],
    ['not JSON', 401, '<html>1210</html>', null],
    ['not text', 401, { code: 1210 }, null],
  ])('%s', (_name, status, reply, expected) => {
    expect(stepUpAsked(status, reply)).toEqual(expected);
  });
});

describe('askedFactor: the contract’s three, else not offered', () => {
  it.each<[unknown, string]>([
    ['password', 'password'],
    ['otp', 'otp'],
    ['sso', 'sso'],
    ['webauthn', 'unsupported'],
    ['', 'unsupported'],
    [undefined, 'unsupported'],
    [3, 'unsupported'],
  ])('%s', (factor, expected) => {
    expect(askedFactor(factor)).toBe(expected);
  });
});
