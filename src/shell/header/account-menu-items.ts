/**
 * Which account-menu items an account gets. An item that opens a route is shown exactly when that
 * route's guard lets the account in, so the manifest's show rule is the one statement of who may
 * (SSO accounts have no console password: the change-password route's rule says so, nothing here).
 * Pure, so every visibility rule is tested without rendering the menu.
 */
import { deriveFacts, USER_TYPE } from '../../engine/access/facts';
import { consoleOrigin, outsideUrl } from '../../engine/api/outside-url';
import { NAMED_ROUTES, type NamedRoute } from '../../engine/manifest/named-routes';
import type { SessionInfo } from '../../generated/types/session-info';

export type ChangePasswordItem =
  /** The console's own page. */
  | { readonly kind: 'page'; readonly path: typeof NAMED_ROUTES.changePassword }
  /** Partner accounts change their password in the partner console. */
  | { readonly kind: 'partner'; readonly url: string };

export interface AccountMenuItems {
  readonly profile: boolean;
  readonly mfa: boolean;
  readonly changePassword: ChangePasswordItem | null;
  readonly release: boolean;
  readonly backToPartner: { readonly console: 'clp' | 'lmp'; readonly url: string } | null;
}

/** The route guard's answer for the signed-in account (see opensNamedRoute). */
export type OpensRoute = (route: NamedRoute) => boolean;

/** `origin`: what a relative partner home url is resolved against (the console's own). */
export function accountMenuItems(session: SessionInfo, opens: OpensRoute, origin: string | undefined = consoleOrigin()): AccountMenuItems {
  const { account } = session;
  const facts = deriveFacts(session);
  // Partner accounts (CLP 20, LMP 30) that are not super administrators belong to a partner console.
  const partner = facts.partner && !facts.superAdmin;
  // Only an http(s) home url is followed (a relative one on the console's origin); without one the
  // partner items are left out.
  const home = partner ? outsideUrl(account.extra.home_url, origin) : null;
  const hasConsolePassword = opens(NAMED_ROUTES.changePassword);

  // MFA guards the console password, and only local and super administrators sign in here with one.
  // The MFA route itself stays open to every account, since forced MFA set-up sends any account there.
  const signsInHere = account.usertype === USER_TYPE.local || account.usertype === USER_TYPE.superAdmin;
  const mfa = signsInHere && hasConsolePassword && opens(NAMED_ROUTES.mfaConfiguration);

  let changePassword: ChangePasswordItem | null = null;
  if (hasConsolePassword) {
    if (!partner) changePassword = { kind: 'page', path: NAMED_ROUTES.changePassword };
    else if (home !== null) changePassword = { kind: 'partner', url: home };
  }

  const backToPartner =
    home === null ? null : { console: account.usertype === USER_TYPE.clp ? ('clp' as const) : ('lmp' as const), url: home };

  return { profile: opens(NAMED_ROUTES.profile), mfa, changePassword, release: facts.assuming, backToPartner };
}
