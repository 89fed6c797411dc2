/**
 * What a signed-in tab does when its session is found gone, and when someone signs in again: a pure
 * machine. `expiryTransition(state, event)` returns the next state and the effects; the shell renders the
 * state (the re-sign-in cover) and runs the effects (posting on the tab channel, reloading).
 *
 * The cover keeps the work: the shell and the frame workspace stay mounted under it. Signed in
 * again as the account the tab shows, the tab resumes in place; as another account, it reloads into
 * that account, since nothing it shows belongs to the session any more.
 */
import type { AccountRef } from '../../generated/types/tab-message';

/** How the tab learned the session was gone; what must load again on resume follows from it. */
export type ExpiryCause =
  /** An API call answered 401: the native screen whose call failed loads again. */
  | 'api'
  /** A framed page was sent to sign in (or said so): that frame reloads its own page. */
  | 'frame'
  /** The idle limit ended the session in this tab. */
  | 'idle'
  /** Another tab said so: nothing failed here. */
  | 'other-tab';

export interface ExpiryState {
  /** The account the tab shows. */
  readonly account: AccountRef;
  /** `open`: usable; `covered`: behind the re-sign-in dialog; `leaving`: reloading into another account. */
  readonly phase: 'open' | 'covered' | 'leaving';
  /** Every way the tab met the expiry while covered (empty when open). */
  readonly causes: readonly ExpiryCause[];
}

export type ExpiryEvent =
  /** This tab found the session gone. */
  | { readonly type: 'lost'; readonly cause: Exclude<ExpiryCause, 'other-tab'> }
  /** Another tab said the session expired. */
  | { readonly type: 'expired-elsewhere' }
  /** The user signed in again in this tab's dialog. */
  | { readonly type: 'signed-in-here'; readonly account: AccountRef }
  /** Another tab said the user signed in. */
  | { readonly type: 'signed-in-elsewhere'; readonly account: AccountRef };

export type ExpiryEffect =
  /** Tell the other tabs: `session-expired`. */
  | { readonly type: 'post-expired' }
  /** End the server session (the idle limit): the UI-server's logoff, without leaving the page. */
  | { readonly type: 'end-session' }
  /** Uncover and carry on: the frame that met the expiry reloads; with `nativeAgain`, the native screen loads again. */
  | { readonly type: 'resume'; readonly reloadFrame: boolean; readonly nativeAgain: boolean }
  /** Load the console's root afresh, as the account the session now holds. */
  | { readonly type: 'reload-root' };

export interface ExpiryStep {
  readonly state: ExpiryState;
  readonly effects: readonly ExpiryEffect[];
}

export function initialExpiry(account: AccountRef): ExpiryState {
  return { account, phase: 'open', causes: [] };
}

const stay = (state: ExpiryState): ExpiryStep => ({ state, effects: [] });

function withCause(causes: readonly ExpiryCause[], cause: ExpiryCause): readonly ExpiryCause[] {
  return causes.includes(cause) ? causes : [...causes, cause];
}

/**
 * Back in as `account`: the same account resumes in place, another reloads into it. The other tabs
 * hear of a sign-in in this tab from the sign-in flow itself (login-flow.ts), as of any sign-in.
 */
function signedIn(state: ExpiryState, account: AccountRef): ExpiryStep {
  if (account.id !== state.account.id) return { state: { ...state, phase: 'leaving' }, effects: [{ type: 'reload-root' }] };
  return {
    state: { ...state, phase: 'open', causes: [] },
    effects: [{ type: 'resume', reloadFrame: state.causes.includes('frame'), nativeAgain: state.causes.includes('api') }],
  };
}

export function expiryTransition(state: ExpiryState, event: ExpiryEvent): ExpiryStep {
  if (state.phase === 'leaving') return stay(state);
  switch (event.type) {
    case 'lost': {
      const causes = withCause(state.causes, event.cause);
      if (state.phase === 'covered') return stay(causes === state.causes ? state : { ...state, causes });
      const effects: ExpiryEffect[] = event.cause === 'idle' ? [{ type: 'end-session' }] : [];
      return { state: { ...state, phase: 'covered', causes }, effects: [...effects, { type: 'post-expired' }] };
    }
    case 'expired-elsewhere':
      if (state.phase === 'covered') return stay(state);
      return stay({ ...state, phase: 'covered', causes: withCause(state.causes, 'other-tab') });
    case 'signed-in-here':
      return signedIn(state, event.account);
    case 'signed-in-elsewhere':
      // An open tab showing another account is the account-changed notice's business, not this one's.
      return state.phase === 'covered' ? signedIn(state, event.account) : stay(state);
  }
}
