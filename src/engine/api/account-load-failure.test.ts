import { describe, expect, it } from 'vitest';
import { isAccountLoadFailure } from './account-load-failure';

describe('isAccountLoadFailure', () => {
  it('accepts what the layout throws', () => {
    expect(isAccountLoadFailure({ reason: 'account-load', error: { kind: 'network' } })).toBe(true);
  });

  it.each([
    null,
    undefined,
    'account-load',
    404,
    {},
    { reason: 'other', error: {} },
    { reason: 'account-load' },
    { reason: 'account-load', error: 'x' },
  ])('refuses %j', (value) => {
    expect(isAccountLoadFailure(value)).toBe(false);
  });
});
