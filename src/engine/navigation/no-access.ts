/**
 * An account with no page it may open is signed out and told so on the login page. The UI-server's
 * logoff passes the fixed reason on to the login page, which says so (login-reason.ts).
 */

export const NO_ACCESS_REASON = 'no-access';
/** Signs out, then opens the login page with the reason. */
export const NO_ACCESS_LOGOFF_URL = `/uiserver/logoff?reason=${NO_ACCESS_REASON}`;
