// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { forwardKeys, readArrival } from './frame-load';

/** A framed window at `href` whose navigation entry reports `status` (none when undefined). */
function framed(href: string, status?: number): Window {
  const url = new URL(href);
  const entries = status === undefined ? [] : [{ responseStatus: status }];
  return {
    location: { href: url.href, pathname: url.pathname, search: url.search },
    performance: { getEntriesByType: (type: string) => (type === 'navigation' ? entries : []) },
  } as unknown as Window;
}

describe('readArrival', () => {
  it('reads the path, the query and the status of the document from its navigation timing', () => {
    expect(readArrival(framed('http://console.test/uiserver/legacy/logs/audit-log?day=3', 200))).toEqual({
      url: '/uiserver/legacy/logs/audit-log?day=3',
      status: 200,
    });
    expect(readArrival(framed('http://console.test/uiserver/legacy/x', 404)).status).toBe(404);
    expect(readArrival(framed('http://console.test/uiserver/legacy/x', 503)).status).toBe(503);
  });

  it('reads an unknown status as 0 when the browser reports no navigation entry', () => {
    expect(readArrival(framed('http://console.test/uiserver/legacy/x'))).toEqual({ url: '/uiserver/legacy/x', status: 0 });
  });

  it('reads no frame, a blank frame and a frame of another origin as nowhere', () => {
    expect(readArrival(null)).toEqual({ url: null, status: 0 });
    expect(readArrival({ location: { href: 'about:blank' } } as unknown as Window)).toEqual({ url: null, status: 0 });
    const foreign = {
      get location(): Location {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    } as unknown as Window;
    expect(readArrival(foreign)).toEqual({ url: null, status: 0 });
  });
});

describe('forwardKeys', () => {
  function setUp() {
    const framedDocument = document.implementation.createHTMLDocument('framed');
    const frameWindow = { document: framedDocument } as unknown as Window;
    const shell = document.implementation.createHTMLDocument('shell');
    forwardKeys(frameWindow, shell);
    return { framedDocument, shell };
  }

  it('hands a key pressed in the frame to the shell document, key and modifiers kept', () => {
    const { framedDocument, shell } = setUp();
    const seen = vi.fn();
    shell.addEventListener('keydown', (event) => seen(event.key, event.code, event.ctrlKey, event.shiftKey));
    framedDocument.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
    framedDocument.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true }));
    expect(seen.mock.calls).toEqual([
      ['Escape', 'Escape', false, false],
      ['k', 'KeyK', true, false],
    ]);
  });

  it('cancels the key in the frame when the shell handled it, and only then', () => {
    const { framedDocument, shell } = setUp();
    shell.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') event.preventDefault();
    });
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    framedDocument.body.dispatchEvent(escape);
    framedDocument.body.dispatchEvent(letter);
    expect(escape.defaultPrevented).toBe(true);
    expect(letter.defaultPrevented).toBe(false);
  });
});
