/**
 * What the root layout does on load before showing a page (spec 4.2). Pure, so each rule is
 * tested without a browser.
 */
import type { SessionInfo } from '../../generated/types/session-info';
import { USER_TYPE } from './facts';
import type { RouteAccess } from './route-access';

export const LOGOFF_URL = '/uiserver/logoff';
export const DOMAINS_PATH = '/domains';

export type LayoutDecision =
  | { kind: 'stay' }
  /** A full page load: the UI-server ends the session. */
  | { kind: 'leave'; url: string }
  | { kind: 'redirect'; path: string };

export function layoutDecision(session: SessionInfo, access: RouteAccess, pathname: string): LayoutDecision {
  const firstAllowed = access.firstAllowedPath();
  if (session.account.account_id === '' || firstAllowed === null) return { kind: 'leave', url: LOGOFF_URL };
  if (session.account.usertype === USER_TYPE.domainOnly && pathname !== DOMAINS_PATH) {
    return { kind: 'redirect', path: DOMAINS_PATH };
  }
  if (pathname === '/') return { kind: 'redirect', path: `/${firstAllowed}` };
  return { kind: 'stay' };
}
