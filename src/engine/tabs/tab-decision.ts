/**
 * What a console tab does when another tab of the browser tells it something about the session
 * (docs/tab-messages.md), and when it finds the session's account itself on becoming visible. Pure:
 * the shell and the login page ask, then act.
 *
 * A tab is in one of four states:
 * - `signed-in`: it shows the signed-in screens of `shown` (the account of its own session info).
 * - `login-waiting`: the login page, opened because the user logged off in another tab; it waits
 *   for a sign-in there to return to the page it was on.
 * - `login-plain`: the login page for any other reason.
 * - `other`: any other page without the signed-in screens (error pages, email confirmation…).
 *
 * Only a signed-in tab shows an account's data, so only it leaves on a sign-out and only it can
 * disagree with the session's account. Everything else ignores the messages, except the waiting
 * login page on a sign-in.
 */
import type { SessionInfo } from '../../generated/types/session-info';
import type { AccountMessage, AccountRef } from '../../generated/types/tab-message';
import type { TabMessage, TabMessageOf } from './tab-channel';

/**
 * An account as tabs name it to each other: the account reference, and the super administrator's
 * name while the account is assumed (as the `account` message carries them).
 */
export type TabAccount = AccountRef & Pick<AccountMessage, 'assumedBy'>;

export type TabState =
  | { readonly kind: 'signed-in'; readonly shown: TabAccount }
  | { readonly kind: 'login-waiting' }
  | { readonly kind: 'login-plain' }
  | { readonly kind: 'other' };

export type TabAction =
  /** Nothing to do. */
  | { readonly kind: 'none' }
  /** Leave the signed-in screens for the login page, saying the user logged off in another tab. */
  | { readonly kind: 'leave' }
  /** The session holds `now`, not the account shown: cover the content with the account-changed notice. */
  | { readonly kind: 'cover'; readonly now: TabAccount }
  /** The session holds the account shown (again): no notice. */
  | { readonly kind: 'agree' }
  /** Someone signed in: the waiting login page returns to its page through the entry page. */
  | { readonly kind: 'return' }
  /**
   * The support session this tab shows ended in another tab: an account change that cannot wait for
   * the user. The tab drops the customer's pages and returns to the supporter's own entry page,
   * saying `cause` (engine/support/, docs/support-sessions.md).
   */
  | { readonly kind: 'support-ended'; readonly cause: TabMessageOf<'support-ended'>['cause'] };

const NONE: TabAction = { kind: 'none' };

/** The account a session info shows, as tabs name it. */
export function tabAccountOf(info: Pick<SessionInfo, 'account' | 'previous'>): TabAccount {
  const name = info.account.name || info.account.email;
  const assumedBy = info.previous?.assumeas_name;
  return assumedBy === undefined ? { id: info.account.account_id, name } : { id: info.account.account_id, name, assumedBy };
}

/** The message a signed-in console start posts: its account, with the assuming administrator if any. */
export function accountAnnouncement(account: TabAccount): TabMessageOf<'account'> {
  const ref = { id: account.id, name: account.name };
  return account.assumedBy === undefined
    ? { type: 'account', account: ref }
    : { type: 'account', account: ref, assumedBy: account.assumedBy };
}

/**
 * Whether two accounts are the same session account. `assumedBy` counts only where both sides know
 * it (an `account` message and the tab's own session): a release leaves the account id alone on some
 * servers and changes only who acts, and that is another session for the user.
 */
function sameAccount(shown: TabAccount, now: TabAccount, compareAssumer: boolean): boolean {
  return shown.id === now.id && (!compareAssumer || shown.assumedBy === now.assumedBy);
}

function compare(shown: TabAccount, now: TabAccount, compareAssumer: boolean): TabAction {
  return sameAccount(shown, now, compareAssumer) ? { kind: 'agree' } : { kind: 'cover', now };
}

/** What a tab in `state` does with `message` from another tab. */
export function tabDecision(state: TabState, message: TabMessage): TabAction {
  switch (state.kind) {
    case 'signed-in':
      switch (message.type) {
        case 'signed-out':
          return { kind: 'leave' };
        case 'signed-in':
          // A fresh sign-in names no assuming administrator: only the account counts.
          return compare(state.shown, message.account, false);
        case 'account':
          return compare(
            state.shown,
            message.assumedBy === undefined ? message.account : { ...message.account, assumedBy: message.assumedBy },
            true,
          );
        case 'support-ended':
          // Only a tab acting for that account for someone: the supporter's own tabs have nothing to end.
          return state.shown.assumedBy !== undefined && state.shown.id === message.account
            ? { kind: 'support-ended', cause: message.cause }
            : NONE;
        default:
          return NONE;
      }
    case 'login-waiting':
      // A console started signed in elsewhere (a sign-in that went on to another page, single
      // sign-on) means the same: there is a session to return with. The entry page checks it.
      return message.type === 'signed-in' || message.type === 'account' ? { kind: 'return' } : NONE;
    case 'login-plain':
    case 'other':
      return NONE;
  }
}

/** A hidden tab asks the server for the session's account at most this often when it becomes visible. */
export const VISIBILITY_CHECK_INTERVAL_MS = 30_000;

/** Whether a tab becoming visible at `now` asks again, its last check having been at `last` (null: never). */
export function visibilityCheckDue(last: number | null, now: number): boolean {
  return last === null || now - last >= VISIBILITY_CHECK_INTERVAL_MS || now < last;
}

/** What a signed-in tab does with the account id the server's session holds (the visibility check). */
export function presentDecision(shown: TabAccount, present: AccountRef): TabAction {
  return compare(shown, present, false);
}
