// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  encodeNote,
  isLoginReason,
  keepLoginReason,
  LOGIN_REASONS,
  NOTE_LIFETIME_MS,
  peekLoginReason,
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
    ['a note at the end of its lifetime', encodeNote('no-access', NOW - NOTE_LIFETIME_MS), 'no-access'],
    ['a note from a clock a moment ahead', encodeNote('no-access', NOW + 1_000), 'no-access'],
    ['extra fields beside a good note', JSON.stringify({ reason: 'session-expired', at: NOW, text: '<b>x</b>' }), 'session-expired'],
  ])('%s → %s', (_name, stored, expected) => {
    expect(readNote(stored, NOW)).toBe(expected);
  });

  it.each([
    ['no note', null],
    ['an empty slot', ''],
    ['a bare reason (not a note)', 'no-access'],
    ['markup', '<b>hi</b>'],
    ['broken JSON', '{"reason":"no-access",'],
    ['JSON null', 'null'],
    ['a JSON string', '"no-access"'],
    ['a JSON number', '42'],
    ['a JSON array', '["no-access", 0]'],
    ['an unknown reason', JSON.stringify({ reason: 'logged-off-in-another-tab', at: NOW })],
    ['a reason in other case', JSON.stringify({ reason: 'No-Access', at: NOW })],
    ['a reason of another type', JSON.stringify({ reason: 1, at: NOW })],
    ['an inherited name', JSON.stringify({ reason: 'toString', at: NOW })],
    ['a prototype key', '{"__proto__":{"reason":"no-access","at":0}}'],
    ['no time', JSON.stringify({ reason: 'no-access' })],
    ['a time as text', JSON.stringify({ reason: 'no-access', at: String(NOW) })],
    ['a time that is no number', '{"reason":"no-access","at":1e999}'],
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

  it('a peek leaves it for the take', () => {
    keepLoginReason('session-expired', NOW);
    expect(peekLoginReason(NOW)).toBe('session-expired');
    expect(peekLoginReason(NOW)).toBe('session-expired');
    expect(takeLoginReason(NOW)).toBe('session-expired');
    expect(peekLoginReason(NOW)).toBeNull();
  });

  it('the last reason kept is the one said', () => {
    keepLoginReason('no-access', NOW);
    keepLoginReason('session-expired', NOW + 10);
    expect(takeLoginReason(NOW + 20)).toBe('session-expired');
  });

  it.each([
    ['markup', '<img src=x onerror=alert(1)>'],
    ['an unknown reason', JSON.stringify({ reason: 'forged', at: NOW })],
    ['a stale note', encodeNote('no-access', NOW - NOTE_LIFETIME_MS - 1)],
  ])('drops %s unread, and removes it', (_name, stored) => {
    window.sessionStorage.setItem(KEY, stored);
    expect(peekLoginReason(NOW)).toBeNull();
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
    expect(peekLoginReason(NOW)).toBeNull();
    expect(takeLoginReason(NOW)).toBeNull();
  });

  it('without session storage, keeping fails quietly and there is nothing to take', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => keepLoginReason('no-access', NOW)).not.toThrow();
    expect(peekLoginReason(NOW)).toBeNull();
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
