import { describe, expect, it } from 'vitest';
import { outsideUrl } from './outside-url';

const ORIGIN = 'https://console.example.com';

describe('outsideUrl', () => {
  it.each([
    ['https://portal.example.com/sso?x=1', 'https://portal.example.com/sso?x=1'],
    ['http://example.com', 'http://example.com/'],
    ['  HTTPS://Example.com/a  ', 'https://example.com/a'],
  ])('accepts the absolute %s', (input, expected) => {
    expect(outsideUrl(input)).toBe(expected);
    expect(outsideUrl(input, ORIGIN)).toBe(expected);
  });

  it.each([
    ['/partner/home', 'https://console.example.com/partner/home'],
    ['/partner/home?x=1#top', 'https://console.example.com/partner/home?x=1#top'],
    ['partner/home', 'https://console.example.com/partner/home'],
    ['./home', 'https://console.example.com/home'],
    ['../../home', 'https://console.example.com/home'],
    ['?tab=2', 'https://console.example.com/?tab=2'],
    ['  /home  ', 'https://console.example.com/home'],
    // Protocol-relative is another site, as an absolute url would be: still only http(s).
    ['//portal.example.com/x', 'https://portal.example.com/x'],
  ])('resolves the relative %s against the console origin', (input, expected) => {
    expect(outsideUrl(input, ORIGIN)).toBe(expected);
  });

  it('takes no relative url without an origin to resolve it against', () => {
    expect(outsideUrl('/partner/home')).toBeNull();
    expect(outsideUrl('//portal.example.com/x')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript://example.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://console.example.com/0b7e-11',
    'file:///etc/passwd',
    'ftp://example.com',
    'mailto:a@example.com',
    'https:evil.example.com',
    'https:/evil.example.com',
    'https://',
    'https://user:pass@evil.example.com/',
    'https://console.example.com@evil.example.com/',
    'http://[::1',
    '',
    '   ',
  ])('refuses %j', (input) => {
    expect(outsideUrl(input)).toBeNull();
    expect(outsideUrl(input, ORIGIN)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(outsideUrl(undefined, ORIGIN)).toBeNull();
    expect(outsideUrl(42, ORIGIN)).toBeNull();
    expect(outsideUrl({ href: 'https://example.com' }, ORIGIN)).toBeNull();
    expect(outsideUrl(null, ORIGIN)).toBeNull();
  });
});
