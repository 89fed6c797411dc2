/**
 * The signed-in console's side of the 401 rule (unauthorized.ts): it keeps its work rather than
 * leave. Apart from the rule, which the login page carries too, so that its bundle does not.
 */
import { KEEPS_WORK_ATTRIBUTE, type ExpiryKeeper } from './unauthorized';

/**
 * While a signed-in console is on screen, a lost session that would send the window to the login
 * page calls `onExpired` instead (the console covers itself with the sign-in dialog and keeps its
 * work). Single sign-on for a tenant host and a redirect the server names still leave. Returns the
 * function that ends it.
 */
export function keepWorkOnExpiry(keeper: ExpiryKeeper, onExpired: () => void, root: HTMLElement = document.documentElement): () => void {
  keeper.onExpired = onExpired;
  root.setAttribute(KEEPS_WORK_ATTRIBUTE, '');
  return () => {
    if (keeper.onExpired !== onExpired) return;
    keeper.onExpired = null;
    root.removeAttribute(KEEPS_WORK_ATTRIBUTE);
  };
}
