/**
 * An account with no page it may open is signed out and told so on the login page. The UI-server's
 * logoff passes the fixed reason on to the login page, which shows one fixed translated sentence for
 * it: the parameter selects that sentence and carries no text of its own, so a crafted link can show
 * nothing else.
 */

export const NO_ACCESS_REASON = 'no-access';
/** Signs out, then opens the login page with the reason. */
export const NO_ACCESS_LOGOFF_URL = `/uiserver/logoff?reason=${NO_ACCESS_REASON}`;

/** Did the login page's query (`?…`) arrive from a no-access sign-out? */
export function signedOutForNoAccess(search: string): boolean {
  return new URLSearchParams(search).get('reason') === NO_ACCESS_REASON;
}
