/**
 * Why the login page was opened, when the console itself sent the user there: the account had no
 * page it may open (signed out through the UI-server's logoff), the session ended while the
 * console was in use (an API call's 401, a framed legacy page sent to sign in), or the user logged
 * off in another tab of the browser (engine/tabs/tab-decision.ts).
 *
 * The console keeps the reason itself, in the tab's session storage, just before it leaves for the
 * login page; the login page takes it (reads and removes it: it is said once). Nothing is read from
 * the url: the UI-server's logoff answers a bare `302 /login`, and a link someone crafted can make
 * the page say nothing. Only a reason of the fixed set counts, each selecting one translated
 * sentence; anything else in the slot, and a note too old to belong to the navigation it was written
 * for, is dropped unread. Framed pages of the console's origin share the tab's session storage, so a
 * note written inside a frame (frame-handover.ts) reaches the login page of the top window.
 */
import { readSession, writeSession } from '../storage/browser-storage.ts';

/** Every reason the login page can give. A new one needs its sentence on the login page (a typed table there). */
export const LOGIN_REASONS = ['no-access', 'session-expired', 'logged-off-elsewhere'] as const;

export type LoginReason = (typeof LOGIN_REASONS)[number];

/**
 * A note is written the moment before the browser leaves for the login page, which arrives within
 * seconds; one older than this never reached it (the navigation failed, or the tab was restored
 * later) and would speak of something long past.
 */
export const NOTE_LIFETIME_MS = 2 * 60_000;

export function isLoginReason(value: unknown): value is LoginReason {
  return typeof value === 'string' && (LOGIN_REASONS as readonly string[]).includes(value);
}

/** The stored form of a note: the reason and when it was written (ms), `no-access 1775120400000`. */
export function encodeNote(reason: LoginReason, now: number): string {
  return `${reason} ${now}`;
}

/** The reason a stored note gives at `now`, or null: no note, an unreadable or unknown one, or one out of its time. */
export function readNote(stored: string | null, now: number): LoginReason | null {
  const [reason, at, ...rest] = stored?.split(' ') ?? [];
  // A missing or unreadable time is NaN, never within the lifetime. Either way out of its time: a
  // clock set back by more than the lifetime is as unreliable as an old note.
  return rest.length === 0 && isLoginReason(reason) && Math.abs(now - Number(at)) <= NOTE_LIFETIME_MS ? reason : null;
}

/** Keeps the reason for the login page the browser is about to open. Without storage it is lost: the page says nothing. */
export function keepLoginReason(reason: LoginReason, now: number = Date.now()): void {
  writeSession('loginReason', encodeNote(reason, now));
}

/** The kept reason, left where it is (the first paint shows the page prerendered for it; the live page takes it). */
export function keptLoginReason(now: number = Date.now()): LoginReason | null {
  return readNote(readSession('loginReason'), now);
}

/** The kept reason, removed whatever it held: the login page says it once. */
export function takeLoginReason(now: number = Date.now()): LoginReason | null {
  const reason = keptLoginReason(now);
  writeSession('loginReason', null);
  return reason;
}
