// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabChannelFixture } from '../../testing/tab-channel-fixture';
import type { PageLeave } from './leave-page';
import { takeLoginReason } from './login-reason';
import { endsSession, leaveConsole, LOG_OFF_LEAVE, LOGOFF_URL, NO_ACCESS_LEAVE, signOut } from './sign-out';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('signOut', () => {
  it.each<[string, PageLeave | undefined, 'logged-off' | 'no-access', string | null]>([
    ['the log off', undefined, 'logged-off', null],
    ['the log off, named', LOG_OFF_LEAVE, 'logged-off', null],
    ['a no-access sign-out', NO_ACCESS_LEAVE, 'no-access', 'no-access'],
  ])('%s tells the other tabs first, then leaves for the logoff', (_name, leave, reason, said) => {
    const tabs = tabChannelFixture();
    const navigate = vi.fn(() => {
      // The message is out before the page starts to go.
      expect(tabs.posted).toEqual([{ type: 'signed-out', reason }]);
    });
    signOut(tabs, leave, navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(LOGOFF_URL);
    expect(takeLoginReason()).toBe(said);
  });
});

describe('leaveConsole', () => {
  it.each<[string, PageLeave, boolean]>([
    ['the logoff', { url: LOGOFF_URL }, true],
    ['a no-access sign-out', NO_ACCESS_LEAVE, true],
    ['a single sign-on page', { url: '/uiserver/ssologin?TenantID=acme01' }, false],
    ['the login page after an expiry', { url: '/login?return=%2Fdashboard', say: 'session-expired' }, false],
    ['a logoff look-alike', { url: '/uiserver/logoff-not' }, false],
  ])('%s: a sign-out → %s', (_name, leave, signsOut) => {
    const tabs = tabChannelFixture();
    const navigate = vi.fn();
    expect(endsSession(leave)).toBe(signsOut);
    leaveConsole(tabs, leave, navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(leave.url);
    expect(tabs.posted.map((message) => message.type)).toEqual(signsOut ? ['signed-out'] : []);
  });
});
