/**
 * Why the login page was opened, when the console sent the user there: the account had no page it
 * may open (the UI-server's logoff passes that on), or the session ended while the console was in
 * use (an API call's 401, a framed legacy page sent to sign in). Each reason selects one fixed
 * translated sentence: the parameter carries no text of its own, so a crafted link can show nothing else.
 */
import { NO_ACCESS_REASON } from './no-access';

const REASON_PARAM = 'reason';
export const SESSION_EXPIRED_REASON = 'session-expired';

export type LoginReason = typeof NO_ACCESS_REASON | typeof SESSION_EXPIRED_REASON;

/** The reason in the login page's query (`?…`), or null for none or one the console does not know. */
export function loginReason(search: string): LoginReason | null {
  const reason = new URLSearchParams(search).get(REASON_PARAM);
  return reason === NO_ACCESS_REASON || reason === SESSION_EXPIRED_REASON ? reason : null;
}

/** A login page url (`/login` or `/login?…`) that says the session ended. */
export function saySessionExpired(loginUrl: string): string {
  const [page = '', query = ''] = loginUrl.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(REASON_PARAM, SESSION_EXPIRED_REASON);
  return `${page}?${params.toString()}`;
}
