/**
 * The steps of a sign-in, as the login page and the re-sign-in dialog of an expired session show
 * them. Pure, `(state, event) → state`: useSignIn (use-sign-in.ts) runs it with the calls of
 * login-flow.ts, and both forms render what it holds.
 *
 * Leaving is not a step. When the flow reaches a page of the console, or a full page load (a
 * migrated company's new console, a redirect), the hook goes there at once and the form stays as it
 * was until the page is gone: the button busy after Log On, the MFA dialog open after its code.
 */
import type { MfaCredentials } from '../../engine/api/mfa';
import type { MessageRef } from '../../engine/validation/message-ref';
import type { LoginStep } from './login-flow';

export type SignInStep =
  /** The form, waiting for Log On. */
  | { readonly kind: 'idle' }
  /** Log On pressed: the migration check, the MFA status and the login under way. */
  | { readonly kind: 'busy' }
  /**
   * Not signed in, and why, worded by login-messages.ts: a wrong login, too many attempts (the
   * server's lockout, HTTP 429), a disabled account or address, a failed request …
   */
  | { readonly kind: 'failed'; readonly message: MessageRef }
  /**
   * A partner company's migration is in progress for the user name in the form: login is blocked
   * by a product upgrade, which the form says, with Log On disabled until another name is typed.
   */
  | { readonly kind: 'blocked' }
  /**
   * MFA on with the local auth source: the code dialogs (mfa/MfaDialogs.tsx) ask for the code, or
   * send one by email, and keep a wrong or expired code's message themselves.
   */
  | { readonly kind: 'mfa'; readonly credentials: MfaCredentials };

export interface SignInState {
  readonly step: SignInStep;
  /** The user name in the form now: a block found for another one says nothing. */
  readonly username: string;
}

export type SignInEvent =
  /** The user name field holds `username` now. */
  | { readonly type: 'typed'; readonly username: string }
  | { readonly type: 'submitted' }
  /** The flow's answer to Log On, or to the MFA code, for `username`. */
  | { readonly type: 'answered'; readonly step: LoginStep; readonly username: string }
  /** Leaving the user name field, its migration check found `username` blocked. */
  | { readonly type: 'checked'; readonly username: string }
  /** The MFA dialog cancelled. */
  | { readonly type: 'mfa-closed' };

const IDLE: SignInStep = { kind: 'idle' };

export const signInStart = (username: string): SignInState => ({ step: IDLE, username });

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  const { step, username } = state;
  switch (event.type) {
    case 'typed':
      return event.username === username ? state : { step: step.kind === 'blocked' ? IDLE : step, username: event.username };
    case 'submitted':
      return { step: { kind: 'busy' }, username };
    case 'mfa-closed':
      return { step: IDLE, username };
    case 'checked':
      return event.username === username ? { step: { kind: 'blocked' }, username } : state;
    case 'answered': {
      const next = event.step;
      if (next.kind === 'leave' || next.kind === 'navigate') return state;
      // A block found for a name no longer in the form ends Log On, and says nothing.
      return { step: next.kind !== 'blocked' || event.username === username ? next : IDLE, username };
    }
  }
}
