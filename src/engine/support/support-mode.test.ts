import { describe, expect, it, vi } from 'vitest';
import { changesWaitForRaise, createSupportMode } from './support-mode';

const SUPPORT = { expires_at: '2026-12-07T11:00:00Z' };

describe('changesWaitForRaise', () => {
  it.each([
    { name: 'no assumed account', previous: undefined, mode: null, expected: false },
    { name: 'an assume-as without a support session', previous: {}, mode: null, expected: false },
    {
      name: 'a support session before its runtime has said: read-only, as every one starts',
      previous: SUPPORT,
      mode: null,
      expected: true,
    },
    { name: 'a support session in read mode', previous: SUPPORT, mode: 'read' as const, expected: true },
    { name: 'a support session raised to write mode', previous: SUPPORT, mode: 'write' as const, expected: false },
  ])('$name', ({ previous, mode, expected }) => {
    expect(changesWaitForRaise(previous, mode)).toBe(expected);
  });
});

describe('the support mode store', () => {
  it('tells its listeners of a change, once, and not of the same mode again', () => {
    const store = createSupportMode();
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set('write');
    store.set('write');
    store.set('read');
    expect(heard).toHaveBeenCalledTimes(2);
    expect(store.get()).toBe('read');
    stop();
    store.set('write');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
