import { describe, expect, it } from 'vitest';
import { initials } from './AccountAvatar';

describe('initials', () => {
  it.each([
    ['Alex Admin', 'AA'],
    ['acme-admin', 'AA'],
    ['supervisor', 'SU'],
    ['a', 'A'],
    ['  ', '?'],
    ['jun.japan@example.com', 'JJ'],
    ['山田 太郎', '山太'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
