// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from './leave-page';
import { keptLoginReason, takeLoginReason } from './login-reason';
import { LOGOFF_URL, NO_ACCESS_LEAVE } from './sign-out';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('leavePage', () => {
  it('keeps the reason before it navigates, and puts nothing of it in the url', () => {
    const navigate = vi.fn(() => {
      // By the time the browser leaves, the note is there for the login page.
      expect(keptLoginReason()).toBe('no-access');
    });
    leavePage(NO_ACCESS_LEAVE, navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(LOGOFF_URL);
    expect(LOGOFF_URL).toBe('/uiserver/logoff');
    expect(takeLoginReason()).toBe('no-access');
  });

  it('a leave with nothing to say keeps nothing, and leaves an earlier note alone', () => {
    const navigate = vi.fn();
    leavePage({ url: '/uiserver/ssologin?TenantID=acme01' }, navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/uiserver/ssologin?TenantID=acme01');
    expect(keptLoginReason()).toBeNull();
    leavePage({ url: '/login', say: 'session-expired' }, vi.fn());
    leavePage({ url: '/elsewhere' }, vi.fn());
    expect(takeLoginReason()).toBe('session-expired');
  });
});
