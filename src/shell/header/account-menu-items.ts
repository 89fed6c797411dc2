/**
 * Which account-menu items an account gets (spec 2.6 and 6). Pure, so every visibility rule is
 * tested without rendering the menu.
 */
import { deriveFacts, USER_TYPE } from '../../engine/access/facts';
import { consoleOrigin, outsideUrl } from '../../engine/api/outside-url';
import type { SessionInfo } from '../../generated/types/session-info';

export type ChangePasswordItem =
  /** The console's own page. */
  | { readonly kind: 'page'; readonly path: '/change-password' }
  /** Partner accounts change their password in the partner console. */
  | { readonly kind: 'partner'; readonly url: string };

export interface AccountMenuItems {
  readonly mfa: boolean;
  readonly changePassword: ChangePasswordItem | null;
  readonly release: boolean;
  readonly backToPartner: { readonly console: 'clp' | 'lmp'; readonly url: string } | null;
}

/** `origin`: what a relative partner home url is resolved against (the console's own). */
export function accountMenuItems(session: SessionInfo, origin: string | undefined = consoleOrigin()): AccountMenuItems {
  const { account } = session;
  const facts = deriveFacts(session);
  const sso = account.isSSO;
  // Partner accounts (CLP 20, LMP 30) that are not super administrators belong to a partner console.
  const partner = facts.partner && !facts.superAdmin;
  // Only an http(s) home url is followed (a relative one on the console's origin); without one the
  // partner items are left out.
  const home = partner ? outsideUrl(account.extra.home_url, origin) : null;

  const mfa = (account.usertype === USER_TYPE.local || account.usertype === USER_TYPE.superAdmin) && !sso;

  let changePassword: ChangePasswordItem | null = null;
  if (!sso) {
    if (!partner) changePassword = { kind: 'page', path: '/change-password' };
    else if (home !== null) changePassword = { kind: 'partner', url: home };
  }

  const backToPartner = home === null ? null : { console: account.usertype === USER_TYPE.clp ? ('clp' as const) : ('lmp' as const), url: home };

  return { mfa, changePassword, release: facts.assuming, backToPartner };
}
