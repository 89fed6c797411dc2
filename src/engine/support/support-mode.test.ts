import { describe, expect, it, vi } from 'vitest';
import { changesWaitForRaise, createSupportMode, framedRefusalIsReadOnly } from './support-mode';

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

describe('framedRefusalIsReadOnly', () => {
  // A legacy page's POST refused in read mode comes back as the UI-server's own 403 page.
  it.each<[number | null, boolean, boolean]>([
    [403, true, true],
    [403, false, false],
    [401, true, false],
    [500, true, false],
    [404, true, false],
    [null, true, false],
  ])('HTTP %s, waits for a raise %s: read-only %s', (status, waits, readOnly) => {
    expect(framedRefusalIsReadOnly(status, waits)).toBe(readOnly);
  });
});
