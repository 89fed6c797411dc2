// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE, detectLanguage, storeLanguage, toLanguage } from './language';

function browserLanguages(languages: readonly string[], language: string): void {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('toLanguage', () => {
  it.each([
    ['en', 'en'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['ja_JP', 'ja'],
    ['JA', 'ja'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
  ])('%s → %s', (value, expected) => {
    expect(toLanguage(value)).toBe(expected);
  });

  it.each(['fr', 'fr-FR', 'jam', 'english', 'zh-ja', '', '-ja'])('%j → null', (value) => {
    expect(toLanguage(value)).toBeNull();
  });

  it('null and undefined → null', () => {
    expect(toLanguage(null)).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });
});

describe('detectLanguage', () => {
  it('the default is en', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('a stored i18nextLng wins over the browser', () => {
    browserLanguages(['en-US', 'en'], 'en-US');
    window.localStorage.setItem('i18nextLng', 'ja');
    expect(detectLanguage()).toBe('ja');
  });

  it('a stored en wins over a ja browser', () => {
    browserLanguages(['ja-JP'], 'ja-JP');
    window.localStorage.setItem('i18nextLng', 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('a stored value that is not a language is skipped', () => {
    browserLanguages(['ja-JP'], 'ja-JP');
    window.localStorage.setItem('i18nextLng', 'fr');
    expect(detectLanguage()).toBe('ja');
  });

  it('a ja-JP browser gives ja', () => {
    browserLanguages(['ja-JP'], 'ja-JP');
    expect(detectLanguage()).toBe('ja');
  });

  it('the first supported browser language wins', () => {
    browserLanguages(['fr-FR', 'ja', 'en'], 'fr-FR');
    expect(detectLanguage()).toBe('ja');
  });

  it('a fr browser gives en', () => {
    browserLanguages(['fr'], 'fr');
    expect(detectLanguage()).toBe('en');
  });

  it('storage throwing falls back to the default (en)', () => {
    browserLanguages(['fr'], 'fr');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(detectLanguage()).toBe('en');
  });

  it('storage throwing still lets the browser language count', () => {
    browserLanguages(['ja-JP'], 'ja-JP');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(detectLanguage()).toBe('ja');
  });

  it('localStorage itself throwing on access falls back to the default', () => {
    browserLanguages(['fr'], 'fr');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(detectLanguage()).toBe('en');
  });
});

describe('storeLanguage', () => {
  it('writes i18nextLng and useLang', () => {
    storeLanguage('ja');
    expect(window.localStorage.getItem('i18nextLng')).toBe('ja');
    expect(window.localStorage.getItem('useLang')).toBe('ja');
    expect(detectLanguage()).toBe('ja');
  });

  it('does not throw when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storeLanguage('ja')).not.toThrow();
  });
});
