// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passwordRuleFailures } from './password-rules';

describe('passwordRuleFailures', () => {
  it.each([
    ['Demo@2026', []],
    ['Aa1~aaaa', []],
    ['Aa1-' + 'a'.repeat(28), []],
    ['Aa1!aaa', ['length 8 to 32']],
    ['Aa1!' + 'a'.repeat(29), ['length 8 to 32']],
    ['DEMO@2026', ['a lowercase letter']],
    ['demo@2026', ['an uppercase letter']],
    ['Demo@demo', ['a digit']],
    ['Demo2026x', ['a special character']],
    [' Demo@2026', ['no leading or trailing space']],
    ['Demo@2026 ', ['no leading or trailing space']],
    ['De mo@2026', []],
    ['', ['length 8 to 32', 'a lowercase letter', 'an uppercase letter', 'a digit', 'a special character']],
  ])('%j breaks %j', (password, failures) => {
    expect(passwordRuleFailures(password)).toEqual(failures);
  });
});
