/**
 * Where the entry page sends a visitor (spec 2.2 and 4.1). Pure, so each branch is tested without
 * a browser.
 */
import type { ApiResult } from '../../engine/api/envelope';
import { sameOriginTarget, tenantFromHost } from '../../engine/api/unauthorized';
import { LOGOFF_URL } from '../../engine/access/layout-rules';

export type EntryDecision =
  | { kind: 'navigate'; path: string }
  /** A full page load, to a page of the UI-server. */
  | { kind: 'leave'; url: string }
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
  if (query.get('event') === 'reset-password') return { kind: 'navigate', path: `/login${search}` };
  const errorcode = query.get('errorcode');
  if (errorcode !== null) return { kind: 'navigate', path: `/error?${new URLSearchParams({ code: errorcode }).toString()}` };
  return null;
}

export interface EntryInputs {
  result: ApiResult<unknown>;
  firstAllowedPath: string | null;
  /** MFA is enforced for the account and not set up yet. */
  mfaSetupRequired?: boolean;
  location: EntryLocation;
}

export function entryDecision({ result, firstAllowedPath, mfaSetupRequired = false, location }: EntryInputs): EntryDecision {
  if (result.ok) {
    if (mfaSetupRequired) return { kind: 'navigate', path: '/mfa-configuration' };
    return firstAllowedPath === null ? { kind: 'leave', url: LOGOFF_URL } : { kind: 'navigate', path: `/${firstAllowedPath}` };
  }
  if (result.error.kind !== 'http' || result.error.status !== 401) return { kind: 'error', result };

  const tenant = location.hostname === 'localhost' ? null : tenantFromHost(location.hostname);
  if (tenant !== null && location.pathname === '/index.html') {
    return { kind: 'leave', url: `/uiserver/ssologin?TenantID=${encodeURIComponent(tenant)}` };
  }
  const redirect = result.redirect === null ? null : sameOriginTarget(result.redirect, location.origin);
  if (redirect !== null && redirect !== '/') return { kind: 'leave', url: redirect };
  const cmpID = new URLSearchParams(location.search).get('cmpID');
  if (cmpID) return { kind: 'leave', url: `/uiserver/subaccount/ssoLogin?cmpID=${encodeURIComponent(cmpID)}` };
  return { kind: 'navigate', path: '/login' };
}
