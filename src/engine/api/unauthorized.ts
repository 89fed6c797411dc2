/**
 * What the console does when an API call answers 401: single sign-on for a tenant
 * host on the login page, else the server's redirect header, else the login page, which says the
 * session ended and returns to the current page after sign-in.
 * Deciding is pure (`unauthorizedTarget`); only `handleUnauthorized` touches the browser, through an
 * injectable navigation so tests need no real page load.
 */

import { ssoLoginPath } from '../../generated/calls/sso-login';
import { leaveFor, leavePage, type PageLeave } from '../leaving/leave-page';
import { loginUrlReturningTo } from '../login/return-target';
import { LOGIN_PAGE } from '../manifest/named-routes';

export type Navigate = (url: string) => void;

/** The parts of `window.location` the rule reads. */
export interface Whereabouts {
  readonly pathname: string;
  readonly hostname: string;
  readonly origin: string;
  /** The current query and fragment: part of the page to return to. */
  readonly search?: string;
  readonly hash?: string;
}

export interface UnauthorizedDeps {
  readonly navigate: Navigate;
  readonly where: () => Whereabouts;
}

const TENANT_LABEL = /^[a-z0-9]{5,8}$/;
// Host labels may hold letters, digits and hyphens only; the tm- form follows the same alphabet.
const TM_LABEL = /^tm[a-z0-9-]*$/;
const NUMERIC_LABEL = /^(?:0x[0-9a-f]*|[0-9]+)$/;

/**
 * The tenant named by the host's first label (a tenant's own sub-domain), or null. Host names are
 * case-insensitive and the browser lowercases them, so an uppercase label counts as its lowercase
 * self. A single-label host (localhost, an intranet name) has no tenant sub-domain; an IP address has
 * no labels at all.
 */
export function tenantFromHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.includes(':') || host.startsWith('[')) return null;
  const labels = host.split('.');
  const [first] = labels;
  const last = labels.at(-1);
  if (first === undefined || last === undefined || labels.length < 2) return null;
  // The URL standard reads a host whose last label is numeric as an IPv4 address.
  if (NUMERIC_LABEL.test(last)) return null;
  return TENANT_LABEL.test(first) || TM_LABEL.test(first) ? first : null;
}

/**
 * `candidate` as an origin-relative url when it stays on `origin`, else null. Only a path starting
 * with `/` or an absolute http(s) url qualify, so `javascript:`, `//other.host`, `/\other.host` and
 * bare relative paths are all refused; resolving through URL catches the tricks a prefix test misses.
 */
export function sameOriginTarget(candidate: string, origin: string): string | null {
  const value = candidate.trim();
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PAGE || pathname === `${LOGIN_PAGE}/`;
}

/** Where a 401 sends the browser, or null to stay. */
export function unauthorizedTarget(where: Whereabouts, redirect: string | null): PageLeave | null {
  const onLogin = isLoginPath(where.pathname);
  const tenant = onLogin ? tenantFromHost(where.hostname) : null;
  if (tenant !== null) return { url: `${ssoLoginPath}?TenantID=${encodeURIComponent(tenant)}` };
  const followed = redirect === null ? null : sameOriginTarget(redirect, where.origin);
  if (followed !== null) return { url: followed };
  // The session ended while the console was in use: the login page says so, and leads back here.
  if (onLogin) return null;
  return { url: loginUrlReturningTo(`${where.pathname}${where.search ?? ''}${where.hash ?? ''}`), say: 'session-expired' };
}

/**
 * The CSRF-guard endpoint answers 401 as part of its own handshake, so it must not bounce the user.
 * The contract names no such path; any path segment mentioning csrf is treated as one.
 */
export function isCsrfGuardPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').some((segment) => segment.toLowerCase().includes('csrf'));
}

export const browserNavigation: UnauthorizedDeps = {
  navigate: (url) => leaveFor(url),
  where: () => window.location,
};

/**
 * Marks the document of a signed-in console that keeps its work when the session expires: a framed
 * page's copy of the console, sent to the login page, reads it on the top document and tells the
 * top instead of sending it away (frames/frame-handover.ts).
 */
export const KEEPS_WORK_ATTRIBUTE = 'data-keeps-work';

/** Who keeps a console start's work when its session is lost: one per start (built with its services, `{}` until a console keeps its work). */
export interface ExpiryKeeper {
  onExpired?: (() => void) | null;
  /**
   * A call answered 401 code 1221: the support session ended by itself (contract). Not an expired
   * session, so never the login page: the support session's runtime (engine/support/) sets it.
   * `replyDate`: the reply's Date header (the server's time, to read the cause by), null without one.
   */
  onSupportEnded?: ((replyDate: string | null) => void) | null;
}

/**
 * Acts on a lost session. Every place that learns the session is gone (an API call's 401, a framed
 * page reporting it, the console finding itself loaded inside its own frame) calls this, with the
 * server's redirect header when there is one and null otherwise, and the console start's keeper
 * when it has one.
 */
export function handleUnauthorized(redirect: string | null, deps: UnauthorizedDeps = browserNavigation, keeper?: ExpiryKeeper): void {
  const target = unauthorizedTarget(deps.where(), redirect);
  const onExpired = keeper?.onExpired;
  if (target?.say === 'session-expired' && onExpired) onExpired();
  else if (target !== null) leavePage(target, deps.navigate);
}
