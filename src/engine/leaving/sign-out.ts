/**
 * Signing out through the UI-server's logoff, which ends the session and answers `302 /login`.
 * Nothing of its query reaches the login page, so what the login page is to say afterwards the
 * console keeps itself before it leaves (login-reason.ts).
 *
 * Every sign-out of the console (log off in the account menu, an account with no page it may open
 * signed out by the layout, the entry page or the sign-in) is announced by `announceSignOut`, the
 * one place that tells the console's other tabs, so that none of them keeps showing the account's
 * screens.
 */
import { logoffPath } from '../../generated/calls/logoff';
import type { TabChannel } from '../tabs/tab-channel';
import { leavePage, type PageLeave } from './leave-page';

export const LOGOFF_URL = logoffPath;

/** An account with no page it may open: signed out, and told so on the login page. */
export const NO_ACCESS_LEAVE = { url: LOGOFF_URL, say: 'no-access' } as const satisfies PageLeave;

/** The user's own log off: nothing to say on the login page of this tab. */
export const LOG_OFF_LEAVE = { url: LOGOFF_URL } as const satisfies PageLeave;

/** Whether leaving for `leave` ends the session: it goes to the UI-server's logoff. */
export function endsSession(leave: PageLeave): boolean {
  return leave.url === LOGOFF_URL;
}

/**
 * Tells the other tabs the session ends with `leave`: the one place a sign-out is announced. Its
 * caller leaves at once (signOut, or the sign-in page following its step).
 */
export function announceSignOut(tabs: Pick<TabChannel, 'post'>, leave: PageLeave): void {
  tabs.post({ type: 'signed-out', reason: leave.say === 'no-access' ? 'no-access' : 'logged-off' });
}

/**
 * Tells the other tabs the session ends, then leaves for the logoff. Posted first: the channel's
 * post is synchronous, and the navigation that follows would otherwise tear the page down first.
 */
export function signOut(tabs: Pick<TabChannel, 'post'>, leave: PageLeave = LOG_OFF_LEAVE, navigate?: (url: string) => void): void {
  announceSignOut(tabs, leave);
  leavePage(leave, navigate);
}

/** Any leave of the console: a sign-out through `signOut`, every other one as a plain leave. */
export function leaveConsole(tabs: Pick<TabChannel, 'post'>, leave: PageLeave, navigate?: (url: string) => void): void {
  if (endsSession(leave)) signOut(tabs, leave, navigate);
  else leavePage(leave, navigate);
}
