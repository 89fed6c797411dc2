import { describe, expect, it } from 'vitest';
import { CookieJar, parseSetCookie } from './cookie-jar';

const NOW = Date.parse('2026-05-01T00:00:00Z');

describe('parseSetCookie', () => {
  it.each([
    ['sid=abc; Path=/; HttpOnly; SameSite=Lax', { name: 'sid', value: 'abc', httpOnly: true, clears: false }],
    ['XSRF-TOKEN=t0k-en_; Path=/; SameSite=Lax', { name: 'XSRF-TOKEN', value: 't0k-en_', httpOnly: false, clears: false }],
    ['a="quoted value"', { name: 'a', value: 'quoted value', httpOnly: false, clears: false }],
    ['a=b=c', { name: 'a', value: 'b=c', httpOnly: false, clears: false }],
    ['sid=; Path=/; Max-Age=0; HttpOnly', { name: 'sid', value: '', httpOnly: true, clears: true }],
    ['sid=x; max-age=-1', { name: 'sid', value: 'x', httpOnly: false, clears: true }],
    ['sid=x; Max-Age=3600', { name: 'sid', value: 'x', httpOnly: false, clears: false }],
    ['sid=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT', { name: 'sid', value: 'x', httpOnly: false, clears: true }],
    ['sid=x; Expires=Fri, 01 Jan 2100 00:00:00 GMT', { name: 'sid', value: 'x', httpOnly: false, clears: false }],
    ['sid=x; Expires=not a date', { name: 'sid', value: 'x', httpOnly: false, clears: false }],
    [' sid = x ;httponly', { name: 'sid', value: 'x', httpOnly: true, clears: false }],
  ])('%s', (line, cookie) => {
    expect(parseSetCookie(line, NOW)).toEqual(cookie);
  });

  it.each(['', 'novalue', '=value', '  =x; Path=/'])('%j is no cookie', (line) => {
    expect(parseSetCookie(line, NOW)).toBeNull();
  });
});

describe('CookieJar', () => {
  it('keeps what replies set, sends it back in one header, and forgets what they clear', () => {
    const jar = new CookieJar();
    expect(jar.header()).toBeUndefined();
    jar.take(['XSRF-TOKEN=one; Path=/', 'sid=s1; Path=/; HttpOnly'], NOW);
    expect(jar.header()).toBe('XSRF-TOKEN=one; sid=s1');
    jar.take(['XSRF-TOKEN=two; Path=/'], NOW);
    expect(jar.get('XSRF-TOKEN')).toBe('two');
    jar.take(['sid=; Path=/; Max-Age=0'], NOW);
    expect(jar.names()).toEqual(['XSRF-TOKEN']);
  });

  it('take() returns what the lines said, the cleared ones included, skipping lines that are no cookie', () => {
    const said = new CookieJar().take(['a=1; HttpOnly', 'junk', 'b=; Max-Age=0'], NOW);
    expect(said.map((c) => [c.name, c.httpOnly, c.clears])).toEqual([
      ['a', true, false],
      ['b', false, true],
    ]);
  });

  it('decoded(): the percent-decoded value, as a server cookie parser and the console read it', () => {
    const jar = new CookieJar();
    jar.take(['XSRF-TOKEN=a%2Bb%3D; Path=/', 'bad=%E0%A4%A'], NOW);
    expect(jar.decoded('XSRF-TOKEN')).toBe('a+b=');
    expect(jar.decoded('bad')).toBe('%E0%A4%A');
    expect(jar.decoded('missing')).toBeUndefined();
  });

  it('copy() is a second browser: what happens to one jar does not happen to the other', () => {
    const jar = new CookieJar();
    jar.take(['sid=s1; HttpOnly'], NOW);
    const copy = jar.copy();
    copy.delete('sid');
    copy.set('XSRF-TOKEN', 'x');
    expect(jar.header()).toBe('sid=s1');
    expect(copy.header()).toBe('XSRF-TOKEN=x');
  });
});
