/**
 * What the root layout does on load before showing a page. Pure, so each rule is
 * tested without a browser. The rules apply in this order: leave when there is nothing to show,
 * then forced MFA set-up, the domain-only account type, pending provisioning, and the root path.
 * Each redirect stays put once it has arrived, so none of them can loop.
 */
import type { SessionInfo } from '../../generated/types/session-info';
import type { LoginReason } from '../leaving/login-reason';
import { LOGOFF_URL, NO_ACCESS_LEAVE } from '../leaving/sign-out';
import { NAMED_ROUTES } from '../manifest/named-routes';
import { ACTIVE_STATUS, deriveFacts, PROVISION_COMPLETED, USER_TYPE } from './facts';
import { hasPermission } from './permissions';
import type { RouteAccess } from './route-access';

export { LOGOFF_URL };
export const DOMAINS_PATH = NAMED_ROUTES.domains;
export const MFA_SETUP_PATH = NAMED_ROUTES.mfaConfiguration;
export const PROVISION_PATH = NAMED_ROUTES.provision;
/** The cookie another page sets once provisioning is done; "1" means done. */
export const PROVISION_COMPLETE_DONE = '1';

export type LayoutDecision =
  | { kind: 'stay' }
  /** A full page load: the UI-server ends the session; `say` is what the login page then says. */
  | { kind: 'leave'; url: string; say?: LoginReason }
  | { kind: 'redirect'; path: string };

export interface LayoutInputs {
  /** MFA is enforced for the account and not set up yet (GET mfa/setting: enforce_mfa 1, mfa_status 0). */
  mfaSetupRequired?: boolean;
  /**
   * Reads the provision_complete cookie (null when it is not set). Asked only when provisioning could
   * be pending: reading document.cookie is a synchronous ask of the browser's cookie store, and the
   * layout decides on every render.
   */
  provisionCompleteCookie?: () => string | null;
}

const PARTNER_PERMISSIONS = ['CLP_ACCOUNT', 'LMP_ACCOUNT'] as const;

/**
 * Provisioning is pending for an active account holding a partner permission, not a super
 * administrator, whose provisioning has not reached 40, unless the provision_complete cookie says 1.
 */
export function provisioningPending(session: SessionInfo, provisionCompleteCookie: () => string | null = () => null): boolean {
  const { account, permission } = session;
  return (
    account.status === ACTIVE_STATUS &&
    PARTNER_PERMISSIONS.some((name) => hasPermission(permission, name)) &&
    !deriveFacts(session).superAdmin &&
    account.extra.provision_progress < PROVISION_COMPLETED &&
    provisionCompleteCookie() !== PROVISION_COMPLETE_DONE
  );
}

function samePath(pathname: string, path: string): boolean {
  return pathname === path || pathname === `${path}/`;
}

function redirectUnlessThere(pathname: string, path: string): LayoutDecision {
  return samePath(pathname, path) ? { kind: 'stay' } : { kind: 'redirect', path };
}

export function layoutDecision(session: SessionInfo, access: RouteAccess, pathname: string, inputs: LayoutInputs = {}): LayoutDecision {
  const firstAllowed = access.firstAllowedPath();
  if (session.account.account_id === '') return { kind: 'leave', url: LOGOFF_URL };
  // Signed out with a word on the login page, not bounced to an empty form.
  if (firstAllowed === null) return { kind: 'leave', ...NO_ACCESS_LEAVE };
  if (inputs.mfaSetupRequired === true) return redirectUnlessThere(pathname, MFA_SETUP_PATH);
  if (session.account.usertype === USER_TYPE.domainOnly) return redirectUnlessThere(pathname, DOMAINS_PATH);
  if (provisioningPending(session, inputs.provisionCompleteCookie)) return redirectUnlessThere(pathname, PROVISION_PATH);
  if (pathname === '/') return { kind: 'redirect', path: `/${firstAllowed}` };
  return { kind: 'stay' };
}
