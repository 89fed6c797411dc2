import { describe, expect, it } from 'vitest';
import { LINKS, linksFor, type LinkSet } from './help-links';

/** Written out by hand, so a key dropped from LinkSet or LINKS fails here. */
const KEYS: (keyof LinkSet)[] = [
  'help',
  'documentation',
  'securityInfo',
  'support',
  'sales',
  'termsOfService',
  'legal',
  'contact',
  'productSite',
  'loginIntro',
];

describe('LINKS', () => {
  it('has exactly the languages en and ja', () => {
    expect(Object.keys(LINKS).sort()).toEqual(['en', 'ja']);
  });

  it.each(['en', 'ja'] as const)('%s has exactly the LinkSet keys', (language) => {
    expect(Object.keys(LINKS[language]).sort()).toEqual([...KEYS].sort());
  });

  it.each(KEYS)('%s is an https url in en and ja, different per language', (key) => {
    for (const language of ['en', 'ja'] as const) {
      const value = LINKS[language][key];
      expect(typeof value).toBe('string');
      const url = new URL(value);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).not.toBe('');
      expect(value.startsWith('https://')).toBe(true);
    }
    expect(LINKS.en[key]).not.toBe(LINKS.ja[key]);
  });

  it('the language shows in the path', () => {
    for (const key of KEYS) {
      expect(new URL(LINKS.en[key]).pathname.startsWith('/en/')).toBe(true);
      expect(new URL(LINKS.ja[key]).pathname.startsWith('/ja/')).toBe(true);
    }
  });
});

describe('linksFor', () => {
  it('ja gives the ja links', () => {
    expect(linksFor('ja')).toBe(LINKS.ja);
    expect(linksFor('ja').help).toBe('https://docs.example.com/ja/email-security/help');
  });

  it('en gives the en links', () => {
    expect(linksFor('en')).toBe(LINKS.en);
    expect(linksFor('en').help).toBe('https://docs.example.com/en/email-security/help');
  });

  it('undefined falls back to en', () => {
    expect(linksFor(undefined)).toBe(LINKS.en);
  });

  it('an unsupported language falls back to en', () => {
    expect(linksFor('fr')).toBe(LINKS.en);
    expect(linksFor('')).toBe(LINKS.en);
  });
});
