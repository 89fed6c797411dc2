import { useRef, useState } from 'react';
import type { LoadServices } from '../../engine/services/console-services';
import type * as LoginFlow from './login-flow';
import type { RefusedArrival, SignInRun } from './login-flow';
import type { LoginFormData } from './login-form';
import type { MfaDialogsProps } from './mfa/MfaDialogs';
import { signInReducer, signInStart } from './sign-in-steps';

export interface SignInOptions {
  readonly loadServices: LoadServices;
  /**
   * The sign-in flow's calls: the login page loads them once the user starts on the form, so the
   * API client stays off its first screen; the re-sign-in dialog has them with its own code.
   */
  readonly flow: () => Promise<Pick<typeof LoginFlow, 'follow' | 'logOn' | 'checkUsername'>>;
  /** The user name the form starts with (none by default). */
  readonly username?: string;
  /** The vetted page asked for before sign-in, or null: read when signing in. */
  readonly returnTo: () => string | null;
  /** Signed in as `username`, the flow names a page of the console: go there, or return why not. */
  readonly arrive: (path: string, username: string) => RefusedArrival | void;
}

/**
 * One sign-in, for the login page and the re-sign-in dialog: the steps (sign-in-steps.ts), moved
 * by the flow's calls (login-flow.ts). The form renders `busy`, `failure`, `blocked` and, while the
 * code is asked, the MFA dialogs with `mfa`; it hands the hook what the user does.
 */
export function useSignIn({ flow, username = '', ...options }: SignInOptions) {
  const [state, setState] = useState(() => signInStart(username));
  // The state after the last event, for the flow's answers, which arrive between renders.
  const latest = useRef(state);
  const run: SignInRun = {
    ...options,
    dispatch: (event) => setState((latest.current = signInReducer(latest.current, event))),
    state: () => latest.current,
  };
  const { step } = state;
  const mfa: MfaDialogsProps | null =
    step.kind === 'mfa'
      ? {
          loadServices: options.loadServices,
          credentials: step.credentials,
          returnTo: options.returnTo(),
          onStep: async (next) => (await flow()).follow(run, next),
          onClose: () => run.dispatch({ type: 'mfa-closed' }),
        }
      : null;
  return {
    busy: step.kind === 'busy',
    failure: step.kind === 'failed' ? step.message : null,
    blocked: step.kind === 'blocked',
    mfa,
    submit: async ({ username: name = '', password = '' }: Partial<LoginFormData>): Promise<void> => {
      run.dispatch({ type: 'submitted' });
      await (await flow()).logOn(run, name, password);
    },
    /** A field left: the user name's gets its migration checked. */
    check: async (field: string, value: unknown): Promise<void> => {
      if (field === 'username' && typeof value === 'string' && value.trim() !== '') await (await flow()).checkUsername(run, value);
    },
    typed: (name = '') => run.dispatch({ type: 'typed', username: name }),
  };
}
