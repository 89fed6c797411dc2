// The password rules: 8 to 32 characters, with a lower-case and an upper-case letter, a digit and a
// special character, and no space at either end.

// The characters that count as special for the password rules: ~!@#$%^&*_+=`|\(){}[]:;"'<>,.?/-
const SPECIALS = '~!@#$%^&*_+=`|\\(){}[]:;"\'<>,.?/-';

/** Names of the password rules the password breaks; empty when it is acceptable. */
export function passwordRuleFailures(password: string): string[] {
  const failures: string[] = [];
  if (password.length < 8 || password.length > 32) failures.push('length 8 to 32');
  if (!/[a-z]/.test(password)) failures.push('a lowercase letter');
  if (!/[A-Z]/.test(password)) failures.push('an uppercase letter');
  if (!/[0-9]/.test(password)) failures.push('a digit');
  if (![...password].some((c) => SPECIALS.includes(c))) failures.push('a special character');
  if (/^\s|\s$/.test(password)) failures.push('no leading or trailing space');
  return failures;
}
