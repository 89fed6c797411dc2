/**
 * The login page waiting because the user logged off in another tab: when a tab signs in again, this
 * one returns to the page it was on, through the entry page (its guards and the account's access
 * apply), with no second sign-in. Loaded only by a waiting page: the plain login page's first screen
 * carries none of it.
 */
import { withReturnTarget } from '../../engine/login/return-target';
import type { LoadServices } from '../../engine/services/console-services';
import { tabDecision } from '../../engine/tabs/tab-decision';

const ENTRY_PAGE = '/';

/** Listens until a sign-in elsewhere, then calls `go` once with the entry page returning to `returnTo`; returns the function that stops. */
export function waitForSignIn(loadServices: LoadServices, returnTo: string | null, go: (path: string) => void): () => void {
  let stopped = false;
  let stopListening = (): void => {};
  const stop = (): void => {
    stopped = true;
    stopListening();
  };
  void loadServices().then(({ tabs }) => {
    if (stopped) return;
    stopListening = tabs.listen((message) => {
      if (stopped || tabDecision({ kind: 'login-waiting' }, message).kind !== 'return') return;
      stop();
      go(returnTo === null ? ENTRY_PAGE : withReturnTarget(ENTRY_PAGE, returnTo));
    });
  });
  return stop;
}
