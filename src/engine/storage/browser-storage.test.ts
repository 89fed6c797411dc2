// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_DEFAULTS, readLocal, readSession, SESSION_KEYS, writeLocal, writeSession, type LocalKey } from './browser-storage';

const DEFAULTS: [LocalKey, string][] = [
  ['theme', 'light'],
  ['sideMenuOpen', 'false'],
  ['cobrandingID', '3'],
  ['useLang', ''],
  ['i18nextLng', ''],
  ['promotion_poped', ''],
  ['pageMemory', '{}'],
  ['signInNames', '{}'],
  ['supportStarted', ''],
];

function throwingStorage(): void {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('local defaults', () => {
  it('declares exactly the local keys the console keeps', () => {
    expect(Object.keys(LOCAL_DEFAULTS).sort()).toEqual(DEFAULTS.map(([key]) => key).sort());
  });

  it.each(DEFAULTS)('%s defaults to %j', (key, value) => {
    expect(readLocal(key)).toBe(value);
  });
});

describe('readLocal / writeLocal', () => {
  it('reads back what was written', () => {
    writeLocal('theme', 'dark');
    writeLocal('sideMenuOpen', 'true');
    writeLocal('cobrandingID', '7');
    expect(readLocal('theme')).toBe('dark');
    expect(readLocal('sideMenuOpen')).toBe('true');
    expect(readLocal('cobrandingID')).toBe('7');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('reads a stored empty string as stored, not as the default', () => {
    window.localStorage.setItem('theme', '');
    expect(readLocal('theme')).toBe('');
  });

  it.each(DEFAULTS)('falls back to the default of %s when getItem throws', (key, value) => {
    window.localStorage.setItem(key, 'stored');
    throwingStorage();
    expect(readLocal(key)).toBe(value);
  });

  it('falls back when localStorage itself throws on access', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readLocal('theme')).toBe('light');
    expect(readLocal('cobrandingID')).toBe('3');
    expect(() => writeLocal('theme', 'dark')).not.toThrow();
  });

  it('writing fails silently when setItem throws', () => {
    throwingStorage();
    expect(() => writeLocal('theme', 'dark')).not.toThrow();
    expect(Storage.prototype.setItem).toHaveBeenCalledWith('theme', 'dark');
    vi.restoreAllMocks();
    expect(readLocal('theme')).toBe('light');
  });
});

describe('session storage', () => {
  it('keeps accountInfo under its key', () => {
    expect(SESSION_KEYS).toEqual({
      accountInfo: 'accountInfo',
      loginReason: 'loginReason',
      startupPopup: 'startupPopup',
      upgradeBannerClosed: 'upgradeBannerClosed',
      supportEnded: 'supportEnded',
    });
    writeSession('accountInfo', '{"a":1}');
    expect(window.sessionStorage.getItem('accountInfo')).toBe('{"a":1}');
    expect(readSession('accountInfo')).toBe('{"a":1}');
  });

  it('null removes it', () => {
    writeSession('accountInfo', 'x');
    writeSession('accountInfo', null);
    expect(readSession('accountInfo')).toBeNull();
    expect(window.sessionStorage.getItem('accountInfo')).toBeNull();
  });

  it('an absent value reads null', () => {
    expect(readSession('accountInfo')).toBeNull();
  });

  it('fails silently when storage throws', () => {
    window.sessionStorage.setItem('accountInfo', 'stored');
    throwingStorage();
    expect(readSession('accountInfo')).toBeNull();
    expect(() => writeSession('accountInfo', 'x')).not.toThrow();
    expect(() => writeSession('accountInfo', null)).not.toThrow();
  });

  it('fails silently when sessionStorage itself throws on access', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readSession('accountInfo')).toBeNull();
    expect(() => writeSession('accountInfo', 'x')).not.toThrow();
  });
});
