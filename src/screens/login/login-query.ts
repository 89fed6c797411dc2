/**
 * What the login page's query changes on its first screen: a sign-in blocked by a product upgrade,
 * or the reset-password dialog opened by a link. Without either, the page is one prerendered when
 * the console is built (the form, with the reason the console kept for the page, never in the query).
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

/**
 * Whether the page's first screen at this query (`?…`) is one the build prerendered: the form, with
 * the reason the console kept for the page if any; not when the query adds a blocked upgrade or the
 * reset dialog.
 */
export function prerenderFits(search: string): boolean {
  const query = new URLSearchParams(search);
  return !upgradeBlockedByQuery(query) && resetFromQuery(query) === null;
}
