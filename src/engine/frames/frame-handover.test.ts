// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEPS_WORK_ATTRIBUTE } from '../api/unauthorized';
import { takeLoginReason } from '../leaving/login-reason';
import { handOverToTop } from './frame-handover';

/** A stand-in top window at `href`; `readable: false` makes it behave like another origin's window. */
function fakeTop(href: string, readable = true, keepsWork = false) {
  const url = new URL(href);
  const assign = vi.fn();
  const location = {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    hostname: url.hostname,
    assign,
  };
  const documentElement = document.createElement('html');
  if (keepsWork) documentElement.setAttribute(KEEPS_WORK_ATTRIBUTE, '');
  const postMessage = vi.fn();
  const top = {
    document: { documentElement },
    postMessage,
    get location() {
      if (!readable) throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
      return location;
    },
  };
  vi.spyOn(window, 'top', 'get').mockReturnValue(top as unknown as Window);
  return Object.assign(assign, { postMessage });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('handOverToTop', () => {
  it('does nothing in a top-level window', () => {
    expect(handOverToTop()).toBe(false);
  });

  it('sends a same-origin top window to sign in, returning to the page it shows', () => {
    const assign = fakeTop(`${window.location.origin}/inbound-protection/virus-filter?policy=7`);
    expect(handOverToTop()).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/login?return=%2Finbound-protection%2Fvirus-filter%3Fpolicy%3D7');
    // The tab's session storage, which the top window's login page reads, says why.
    expect(takeLoginReason()).toBe('session-expired');
  });

  it('tells a signed-in console that keeps its work, and leaves its window where it is', () => {
    const assign = fakeTop(`${window.location.origin}/inbound-protection/virus-filter`, true, true);
    expect(handOverToTop()).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(assign.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'session-expired' }, window.location.origin);
    expect(takeLoginReason()).toBeNull();
  });

  it('does not touch a parent of another origin whose location cannot be read', () => {
    const assign = fakeTop('https://framer.example/page', false);
    expect(handOverToTop()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not touch a parent of another origin even when its location reads', () => {
    const assign = fakeTop('https://framer.example/page');
    expect(handOverToTop()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(takeLoginReason()).toBeNull();
  });
});
