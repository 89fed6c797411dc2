// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: urls', () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(clean).toContain('Hi');
  });

  it('keeps links and makes new-window links safe', () => {
    const clean = sanitizeHtml('<a href="https://example.com/x" target="_top">more</a> <a href="/local">here</a>');
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    const [outside, local] = [...doc.querySelectorAll('a')];
    expect(outside?.getAttribute('href')).toBe('https://example.com/x');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(local?.getAttribute('href')).toBe('/local');
    expect(local?.hasAttribute('target')).toBe(false);
  });

  it('drops forms, frames and inline styles', () => {
    const clean = sanitizeHtml('<form action="/x"><input name="p"></form><iframe src="/a"></iframe><b style="position:fixed">b</b>');
    expect(clean).toBe('<b>b</b>');
  });

  it('marks images without a text alternative as decorative and keeps given ones', () => {
    expect(sanitizeHtml('<img src="/a.png">')).toBe('<img src="/a.png" alt="">');
    expect(sanitizeHtml('<img src="/b.png" alt="Chart">')).toBe('<img src="/b.png" alt="Chart">');
  });
});
