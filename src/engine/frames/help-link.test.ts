import { describe, expect, it } from 'vitest';
import { acceptHelpLink } from './help-link';

const frame = { name: 'legacy frame window' };
const ORIGIN = 'https://console.example.com';
const message = (overrides: Partial<{ source: unknown; origin: string; data: unknown }> = {}) => ({
  source: frame,
  origin: ORIGIN,
  data: { type: 'help-link', url: 'https://docs.example.com/help/page' },
  ...overrides,
});

describe('acceptHelpLink', () => {
  it('takes an http(s) link from the current frame on the own origin', () => {
    expect(acceptHelpLink(message(), frame, ORIGIN)).toBe('https://docs.example.com/help/page');
    expect(acceptHelpLink(message({ data: { type: 'help-link', url: 'http://docs.example.com/x' } }), frame, ORIGIN)).toBe('http://docs.example.com/x');
  });

  it('ignores messages from any other window', () => {
    expect(acceptHelpLink(message({ source: { other: true } }), frame, ORIGIN)).toBeNull();
    expect(acceptHelpLink(message({ source: null }), frame, ORIGIN)).toBeNull();
    // No frame on the page (a native screen): nothing can be the frame.
    expect(acceptHelpLink(message({ source: null }), null, ORIGIN)).toBeNull();
    expect(acceptHelpLink(message({ source: undefined }), undefined, ORIGIN)).toBeNull();
  });

  it('ignores messages from another origin', () => {
    expect(acceptHelpLink(message({ origin: 'https://evil.example.com' }), frame, ORIGIN)).toBeNull();
    expect(acceptHelpLink(message({ origin: 'null' }), frame, ORIGIN)).toBeNull();
  });

  it.each([
    ['another type', { type: 'other', url: 'https://docs.example.com' }],
    ['a javascript: url', { type: 'help-link', url: 'javascript:alert(1)' }],
    ['a data: url', { type: 'help-link', url: 'data:text/html,x' }],
    ['a relative url', { type: 'help-link', url: '/help' }],
    ['no url', { type: 'help-link' }],
    ['a string', 'help-link https://docs.example.com'],
    ['null', null],
  ])('ignores %s', (_label, data) => {
    expect(acceptHelpLink(message({ data }), frame, ORIGIN)).toBeNull();
  });
});
