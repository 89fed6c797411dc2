import { describe, expect, it } from 'vitest';
import { outsideUrl } from './outside-url';

describe('outsideUrl', () => {
  it.each([
    ['https://portal.example.com/sso?x=1', 'https://portal.example.com/sso?x=1'],
    ['http://example.com', 'http://example.com/'],
    ['  HTTPS://Example.com/a  ', 'https://example.com/a'],
  ])('accepts %s', (input, expected) => {
    expect(outsideUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/relative/path',
    '//evil.example.com',
    'https:evil.example.com',
    'ftp://example.com',
    'https://',
    '',
    'not a url',
  ])('refuses %s', (input) => {
    expect(outsideUrl(input)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(outsideUrl(undefined)).toBeNull();
    expect(outsideUrl(42)).toBeNull();
    expect(outsideUrl({ href: 'https://example.com' })).toBeNull();
  });
});
