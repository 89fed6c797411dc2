import { describe, expect, it } from 'vitest';
import {
  canSendVerificationCode,
  canSubmitReset,
  confirmationMismatch,
  emailProblem,
  isAcceptablePassword,
  passwordRuleResults,
  PASSWORD_SPECIALS,
} from './account-rules';

const label = (length: number): string => 'a'.repeat(length);

describe('emailProblem', () => {
  it('names an empty address "empty" and a malformed one "invalid"', () => {
    expect(emailProblem('')).toBe('empty');
    expect(emailProblem('   ')).toBe('empty');
    expect(emailProblem('no-at-sign.example.com')).toBe('invalid');
    expect(emailProblem('@example.com')).toBe('invalid');
    expect(emailProblem('user@')).toBe('invalid');
  });

  it('accepts an ordinary address and every allowed local character', () => {
    expect(emailProblem('sub@globex.example.com')).toBeNull();
    expect(emailProblem("a!#$%&'+-/=?^_`{|}~.z@example.com")).toBeNull();
    expect(emailProblem('First.Last@Example.CO')).toBeNull();
  });

  it('takes a local part of 64 characters but not 65', () => {
    expect(emailProblem(`${label(64)}@example.com`)).toBeNull();
    expect(emailProblem(`${label(65)}@example.com`)).toBe('invalid');
  });

  it('takes a domain label of 63 characters but not 64', () => {
    expect(emailProblem(`user@${label(63)}.com`)).toBeNull();
    expect(emailProblem(`user@${label(64)}.com`)).toBe('invalid');
    expect(emailProblem(`user@mail.${label(63)}.com`)).toBeNull();
    expect(emailProblem(`user@mail.${label(64)}.com`)).toBe('invalid');
  });

  it('takes a top-level part of 2 and 20 characters, not 1 or 21', () => {
    expect(emailProblem(`user@example.${label(2)}`)).toBeNull();
    expect(emailProblem(`user@example.${label(20)}`)).toBeNull();
    expect(emailProblem(`user@example.${label(1)}`)).toBe('invalid');
    expect(emailProblem(`user@example.${label(21)}`)).toBe('invalid');
  });

  it('refuses a leading dot, consecutive dots and a dot straight after the at sign', () => {
    expect(emailProblem('.user@example.com')).toBe('invalid');
    expect(emailProblem('us..er@example.com')).toBe('invalid');
    expect(emailProblem('user@example..com')).toBe('invalid');
    expect(emailProblem('user@.example.com')).toBe('invalid');
  });

  it('refuses a wildcard domain', () => {
    expect(emailProblem('user@*.example.com')).toBe('invalid');
    expect(emailProblem('user@*')).toBe('invalid');
  });

  it('refuses characters outside the allowed set and a bare top-level domain', () => {
    expect(emailProblem('us er@example.com')).toBe('invalid');
    expect(emailProblem('user(x)@example.com')).toBe('invalid');
    expect(emailProblem('user@com')).toBe('invalid');
    expect(emailProblem('user@exa_mple.com')).toBe('invalid');
  });
});

describe('password rules', () => {
  const good = 'Demo@2026';

  it('accepts a password that keeps all six rules', () => {
    expect(passwordRuleResults(good)).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      special: true,
      noEdgeSpace: true,
    });
    expect(isAcceptablePassword(good)).toBe(true);
  });

  it('takes 8 and 32 characters, not 7 or 33', () => {
    const of = (length: number): string => `Aa1@${'x'.repeat(length - 4)}`;
    expect(of(8)).toHaveLength(8);
    expect(passwordRuleResults(of(7)).length).toBe(false);
    expect(passwordRuleResults(of(8)).length).toBe(true);
    expect(passwordRuleResults(of(32)).length).toBe(true);
    expect(passwordRuleResults(of(33)).length).toBe(false);
    expect(isAcceptablePassword(of(7))).toBe(false);
    expect(isAcceptablePassword(of(33))).toBe(false);
  });

  it('needs each character class', () => {
    expect(passwordRuleResults('DEMO@2026').lowercase).toBe(false);
    expect(passwordRuleResults('demo@2026').uppercase).toBe(false);
    expect(passwordRuleResults('Demo@demo').digit).toBe(false);
    expect(passwordRuleResults('Demo12026').special).toBe(false);
    for (const missing of ['DEMO@2026', 'demo@2026', 'Demo@demo', 'Demo12026']) expect(isAcceptablePassword(missing)).toBe(false);
  });

  it('counts every listed special character, and no other', () => {
    for (const special of PASSWORD_SPECIALS) expect(passwordRuleResults(`Demo2026${special}`).special).toBe(true);
    expect([...PASSWORD_SPECIALS]).toHaveLength(32);
    for (const other of ['€', '§', ' ', 'é']) expect(passwordRuleResults(`Demo2026${other}`).special).toBe(false);
  });

  it('refuses a leading or trailing space, not an inner one', () => {
    expect(passwordRuleResults(' Demo@2026').noEdgeSpace).toBe(false);
    expect(passwordRuleResults('Demo@2026 ').noEdgeSpace).toBe(false);
    expect(passwordRuleResults('Demo @2026').noEdgeSpace).toBe(true);
    expect(isAcceptablePassword(' Demo@2026')).toBe(false);
  });

  it('ticks no rule for an empty password, not even the space rule: a tick needs something typed', () => {
    expect(passwordRuleResults('')).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      digit: false,
      special: false,
      noEdgeSpace: false,
    });
    expect(passwordRuleResults('a').noEdgeSpace).toBe(true);
    expect(isAcceptablePassword('')).toBe(false);
  });
});

describe('confirmation and the buttons of the reset dialog', () => {
  const complete = {
    username: 'sub',
    email: 'sub@globex.example.com',
    verification_code: '123456',
    password: 'New@Pass2026',
    password_confirm: 'New@Pass2026',
  };

  it('calls a different confirmation a mismatch, but not an empty one', () => {
    expect(confirmationMismatch('New@Pass2026', 'New@Pass2025')).toBe(true);
    expect(confirmationMismatch('New@Pass2026', '')).toBe(false);
    expect(confirmationMismatch('New@Pass2026', 'New@Pass2026')).toBe(false);
  });

  it('enables Send verification code only for a valid email', () => {
    expect(canSendVerificationCode({ email: '' })).toBe(false);
    expect(canSendVerificationCode({ email: 'sub@globex' })).toBe(false);
    expect(canSendVerificationCode({ email: 'sub@globex.example.com' })).toBe(true);
  });

  it('enables Submit only when everything is there and every rule holds', () => {
    expect(canSubmitReset(complete)).toBe(true);
    for (const field of Object.keys(complete) as (keyof typeof complete)[]) {
      expect(canSubmitReset({ ...complete, [field]: '' })).toBe(false);
    }
    expect(canSubmitReset({ ...complete, email: 'bad@' })).toBe(false);
    expect(canSubmitReset({ ...complete, password: 'weakpass', password_confirm: 'weakpass' })).toBe(false);
    expect(canSubmitReset({ ...complete, password_confirm: 'New@Pass2025' })).toBe(false);
    expect(canSubmitReset({ ...complete, username: '   ' })).toBe(false);
  });
});
