/**
 * Leaving the console's page for another full page load (the UI-server's logoff, a single sign-on
 * page, a redirect the server named), with what the login page is to say once the browser gets
 * there. The reason is kept by the console, never put in the url (login-reason.ts).
 */
import { keepLoginReason, type LoginReason } from './login-reason';

export interface PageLeave {
  /** Where the browser goes: a path on the console's own origin. */
  readonly url: string;
  /** What the login page says when this leave ends there; none for a plain navigation. */
  readonly say?: LoginReason;
}

/** Keeps the leave's reason, then navigates (by `navigate`, the browser's own by default). */
export function leavePage(leave: PageLeave, navigate: (url: string) => void = (url) => window.location.assign(url)): void {
  if (leave.say !== undefined) keepLoginReason(leave.say);
  navigate(leave.url);
}
