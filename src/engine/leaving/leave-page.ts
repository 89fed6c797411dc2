/**
 * Leaving the console's page for another full page load (the UI-server's logoff, a single sign-on
 * page, a redirect the server named), with what the login page is to say once the browser gets
 * there. The reason is kept by the console, never put in the url (login-reason.ts).
 */
import { keepLoginReason, type LoginReason } from './login-reason';
import { navigationOf } from './navigation-api';

export interface PageLeave {
  /** Where the browser goes: a path on the console's own origin. */
  readonly url: string;
  /** What the login page says when this leave ends there; none for a plain navigation. */
  readonly say?: LoginReason;
}

/**
 * The `info` the console's own leaves carry: the guard of the console's window (frames/top-navigation.ts)
 * lets them through and refuses the same navigation when a framed page's script starts it.
 */
export const CONSOLE_LEAVE = 'console-leave';

/**
 * The browser's own navigation of `win` to `url`, marked as the console's. Every full-page leave of
 * the console goes through here (a reload needs no mark). Without the Navigation API there is
 * nothing to mark, and nothing that would refuse it.
 */
export function leaveFor(url: string, win: Window = window): void {
  const navigation = navigationOf(win);
  if (navigation === undefined) return win.location.assign(url);
  const { committed, finished } = navigation.navigate(url, { info: CONSOLE_LEAVE });
  // They settle only for a navigation within the document, and reject when it is left: nothing to tell.
  committed.catch(() => undefined);
  finished.catch(() => undefined);
}

/** Keeps the leave's reason, then navigates (by `navigate`, the browser's own by default). */
export function leavePage(leave: PageLeave, navigate: (url: string) => void = (url) => leaveFor(url)): void {
  if (leave.say !== undefined) keepLoginReason(leave.say);
  navigate(leave.url);
}
