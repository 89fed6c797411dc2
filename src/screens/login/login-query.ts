/**
 * What the login page's query changes on its first screen: a sign-in blocked by a product upgrade,
 * or the reset-password dialog opened by a link. Without either, and without a reason the console
 * kept for the page (engine/navigation/login-reason.ts, never in the query), the page is the plain
 * form, the one prerendered when the console is built.
 */

/** Query events that open the reset dialog: the login page's own, and the one the entry page forwards. */
const RESET_EVENTS = ['forgot_password', 'reset-password'];
/** errorcode=52404: login is blocked by a product upgrade. */
const UPGRADE_BLOCKED = '52404';

export interface ResetPrefill {
  username: string;
  email: string;
}

export function resetFromQuery(query: URLSearchParams): ResetPrefill | null {
  if (!RESET_EVENTS.includes(query.get('event') ?? '')) return null;
  return { username: query.get('username') ?? '', email: query.get('email') ?? '' };
}

export function upgradeBlockedByQuery(query: URLSearchParams): boolean {
  return query.get('errorcode') === UPGRADE_BLOCKED;
}

/** The page at this query (`?…`), with or without a reason kept for it, first shows the plain form, nothing above or over it. */
export function showsPlainForm(search: string, reasonKept: boolean): boolean {
  const query = new URLSearchParams(search);
  return !reasonKept && !upgradeBlockedByQuery(query) && resetFromQuery(query) === null;
}
