// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberSignInName, signInNameOf } from './sign-in-name';

afterEach(() => window.localStorage.clear());

describe('sign-in names', () => {
  it('remembers the name per account, trimmed, the latest winning', () => {
    rememberSignInName('1001', ' admin ');
    rememberSignInName('1002', 'inbound');
    rememberSignInName('1001', 'Admin');
    expect(signInNameOf('1001')).toBe('Admin');
    expect(signInNameOf('1002')).toBe('inbound');
    expect(signInNameOf('9')).toBeNull();
  });

  it.each(['not json', '[1,2]', 'null', '{"1001": 7}'])('storage holding %s reads as nothing remembered', (raw) => {
    window.localStorage.setItem('signInNames', raw);
    expect(signInNameOf('1001')).toBeNull();
    rememberSignInName('1001', 'admin');
    expect(signInNameOf('1001')).toBe('admin');
  });

  it('keeps the last twenty accounts only', () => {
    for (let id = 1; id <= 25; id += 1) rememberSignInName(String(id), `user${id}`);
    expect(signInNameOf('5')).toBeNull();
    expect(signInNameOf('6')).toBe('user6');
    expect(signInNameOf('25')).toBe('user25');
  });
});
