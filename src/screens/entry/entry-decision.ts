/**
 * Where the entry page sends a visitor: on to the login page, to MFA setup, or to the page asked
 * for. Pure, so each branch is tested without a browser.
 */
import type { ApiResult } from '../../engine/api/envelope';
import { sameOriginTarget, tenantFromHost } from '../../engine/api/unauthorized';
import type { LoginReason } from '../../engine/leaving/login-reason';
import { NO_ACCESS_LEAVE } from '../../engine/leaving/sign-out';
import { loginUrlReturningTo, readReturnTarget } from '../../engine/login/return-target';
import { signedInLanding } from '../../engine/login/sign-in-destination';
import { ERROR_PAGE, LOGIN_PAGE } from '../../engine/manifest/named-routes';
import { ssoLoginPath } from '../../generated/calls/sso-login';
import { subaccountSsoLoginPath } from '../../generated/calls/subaccount-sso-login';

export type EntryDecision =
  | { kind: 'navigate'; path: string }
  /** A full page load, to a page of the UI-server; `say` is what the login page says if it ends there. */
  | { kind: 'leave'; url: string; say?: LoginReason }
  | { kind: 'error'; result: ApiResult<unknown> };

export interface EntryLocation {
  hostname: string;
  pathname: string;
  search: string;
  origin: string;
}

/** Queries the entry page forwards before anything else: they belong to other pages. */
export function forwardDecision(search: string): EntryDecision | null {
  const query = new URLSearchParams(search);
  if (query.get('event') === 'reset-password') return { kind: 'navigate', path: `${LOGIN_PAGE}${search}` };
  const errorcode = query.get('errorcode');
  if (errorcode !== null) return { kind: 'navigate', path: `${ERROR_PAGE}?${new URLSearchParams({ code: errorcode }).toString()}` };
  return null;
}

export interface EntryInputs {
  result: ApiResult<unknown>;
  firstAllowedPath: string | null;
  /** The page asked for before logging on (the `return` parameter), when a route names it: allowed or explained by its guard. */
  returnTo?: string | null;
  /** MFA is enforced for the account and not set up yet. */
  mfaSetupRequired?: boolean;
  location: EntryLocation;
}

export function entryDecision({
  result,
  firstAllowedPath,
  returnTo = null,
  mfaSetupRequired = false,
  location,
}: EntryInputs): EntryDecision {
  if (result.ok) {
    const landing = signedInLanding({ mfaSetupRequired, firstAllowedPath, returnTo });
    return landing === null ? { kind: 'leave', ...NO_ACCESS_LEAVE } : { kind: 'navigate', path: landing };
  }
  if (result.error.kind !== 'http' || result.error.status !== 401) return { kind: 'error', result };

  const tenant = location.hostname === 'localhost' ? null : tenantFromHost(location.hostname);
  if (tenant !== null && location.pathname === '/index.html') {
    return { kind: 'leave', url: `${ssoLoginPath}?TenantID=${encodeURIComponent(tenant)}` };
  }
  const redirect = result.redirect === null ? null : sameOriginTarget(result.redirect, location.origin);
  if (redirect !== null && redirect !== '/') return { kind: 'leave', url: redirect };
  const cmpID = new URLSearchParams(location.search).get('cmpID');
  if (cmpID) return { kind: 'leave', url: `${subaccountSsoLoginPath}?cmpID=${encodeURIComponent(cmpID)}` };
  // A return target given to the entry page goes on to the login page, vetted again there.
  const target = readReturnTarget(location.search, location.origin);
  return { kind: 'navigate', path: target === null ? LOGIN_PAGE : loginUrlReturningTo(target) };
}
