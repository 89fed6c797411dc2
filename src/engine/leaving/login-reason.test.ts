// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  encodeNote,
  isLoginReason,
  keepLoginReason,
  LOGIN_REASONS,
  keptLoginReason,
  NOTE_LIFETIME_MS,
  readNote,
  takeLoginReason,
} from './login-reason';

const KEY = 'loginReason';
const NOW = Date.UTC(2026, 3, 1, 9, 0, 0);

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('readNote', () => {
  it.each([
    ['no-access, just written', encodeNote('no-access', NOW), 'no-access'],
    ['session-expired, just written', encodeNote('session-expired', NOW), 'session-expired'],
    ['the stored form', `no-access ${NOW}`, 'no-access'],
    ['a note at the end of its lifetime', encodeNote('no-access', NOW - NOTE_LIFETIME_MS), 'no-access'],
    ['a note from a clock a moment ahead', encodeNote('no-access', NOW + 1_000), 'no-access'],
  ])('%s → %s', (_name, stored, expected) => {
    expect(readNote(stored, NOW)).toBe(expected);
  });

  it.each([
    ['no note', null],
    ['an empty slot', ''],
    ['a bare reason, no time', 'no-access'],
    ['a reason and an empty time', 'no-access '],
    ['markup', '<b>hi</b>'],
    ['markup with a time', `<b>hi</b> ${NOW}`],
    ['a JSON note', JSON.stringify({ reason: 'no-access', at: NOW })],
    ['an unknown reason', `logged-off-in-another-tab ${NOW}`],
    ['a reason in other case', `No-Access ${NOW}`],
    ['an inherited name', `toString ${NOW}`],
    ['a prototype key', `__proto__ ${NOW}`],
    ['a leading space', ` no-access ${NOW}`],
    ['text after the time', `no-access ${NOW} <b>forged</b>`],
    ['a time that is text', 'no-access soon'],
    ['a time that is no number', 'no-access Infinity'],
    ['a note past its lifetime', encodeNote('no-access', NOW - NOTE_LIFETIME_MS - 1)],
    ['a note from yesterday', encodeNote('session-expired', NOW - 86_400_000)],
    ['a note from far ahead', encodeNote('no-access', NOW + NOTE_LIFETIME_MS + 1)],
  ])('%s → nothing', (_name, stored) => {
    expect(readNote(stored, NOW)).toBeNull();
  });
});

describe('isLoginReason', () => {
  it('knows exactly the fixed set', () => {
    for (const reason of LOGIN_REASONS) expect(isLoginReason(reason)).toBe(true);
    for (const other of ['', 'reason', 'no-access ', 'NO-ACCESS', null, undefined, 0, {}]) expect(isLoginReason(other)).toBe(false);
  });
});

describe('keeping a reason for the login page', () => {
  it('is said once: the first take has it, the next finds nothing', () => {
    keepLoginReason('no-access', NOW);
    expect(takeLoginReason(NOW + 500)).toBe('no-access');
    expect(takeLoginReason(NOW + 600)).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is kept, as far as the first paint reads it, until it is taken', () => {
    expect(keptLoginReason(NOW)).toBeNull();
    keepLoginReason('session-expired', NOW);
    expect(keptLoginReason(NOW)).toBe('session-expired');
    expect(keptLoginReason(NOW)).toBe('session-expired');
    expect(takeLoginReason(NOW)).toBe('session-expired');
    expect(keptLoginReason(NOW)).toBeNull();
  });

  it('what the first paint reads is what the live page takes: an unreadable or stale note is no reason to either', () => {
    window.sessionStorage.setItem(KEY, `forged ${NOW}`);
    expect(keptLoginReason(NOW)).toBeNull();
    window.sessionStorage.setItem(KEY, encodeNote('no-access', NOW - NOTE_LIFETIME_MS - 1));
    expect(keptLoginReason(NOW)).toBeNull();
    expect(takeLoginReason(NOW)).toBeNull();
  });

  it('the last reason kept is the one said', () => {
    keepLoginReason('no-access', NOW);
    keepLoginReason('session-expired', NOW + 10);
    expect(takeLoginReason(NOW + 20)).toBe('session-expired');
  });

  it.each([
    ['markup', '<img src=x onerror=alert(1)>'],
    ['an unknown reason', `forged ${NOW}`],
    ['a stale note', encodeNote('no-access', NOW - NOTE_LIFETIME_MS - 1)],
  ])('drops %s unread, and removes it', (_name, stored) => {
    window.sessionStorage.setItem(KEY, stored);
    expect(takeLoginReason(NOW)).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    '?reason=no-access',
    '?reason=session-expired',
    '?return=%2Fdashboard&reason=session-expired',
    `?${KEY}=${encodeURIComponent(encodeNote('no-access', NOW))}`,
  ])('takes nothing from the url (%s)', (search) => {
    window.history.replaceState(null, '', `/login${search}`);
    expect(keptLoginReason(NOW)).toBeNull();
    expect(takeLoginReason(NOW)).toBeNull();
  });

  it('without session storage, keeping fails quietly and there is nothing to take', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => keepLoginReason('no-access', NOW)).not.toThrow();
    expect(keptLoginReason(NOW)).toBeNull();
    expect(takeLoginReason(NOW)).toBeNull();
  });

  it('a full storage keeps nothing, and says nothing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => keepLoginReason('session-expired', NOW)).not.toThrow();
    expect(takeLoginReason(NOW)).toBeNull();
  });

  it('a note the storage cannot remove is said, and lapses with its lifetime', () => {
    keepLoginReason('no-access', NOW);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(takeLoginReason(NOW)).toBe('no-access');
    expect(takeLoginReason(NOW + NOTE_LIFETIME_MS + 1)).toBeNull();
  });
});
