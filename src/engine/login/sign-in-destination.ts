/**
 * Where a freshly signed-in account goes: the page it asked for before signing in whenever a route
 * names that page, else the first route it may open. A page the account may not open is still gone
 * to: its guard shows the refusal page for that url, as typing the url while signed in does, so a
 * followed link explains itself instead of landing on the Dashboard without a word.
 */
import type { RouteAccess } from '../access/route-access';
import { NAMED_ROUTES } from '../manifest/named-routes';
import type { RouteEntry, RouteTable } from '../manifest/route-table';

const SLASH = 0x2f;

/** The path's segments, lower-cased and joined by single slashes (`/A//b/` is `a/b`); null when it does not decode. */
function normalisedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname).toLowerCase().split('/').filter(Boolean).join('/');
  } catch {
    return null;
  }
}

/**
 * The route a console path opens: the route of that exact path, else the deepest route it lies
 * under (a framed page's own sub-page). Route paths match case-insensitively, as the router does.
 * A route matches when its path is the target's path up to a segment's end; the deepest match is
 * the longest, and of equal ones the first in the table wins. Route paths are ASCII (the manifest
 * schema says so), so lower-casing keeps their length and a route whose length rules it out is
 * passed over without building anything.
 */
export function routeOfPath(table: RouteTable, pathname: string): RouteEntry | null {
  const target = normalisedPath(pathname);
  if (target === null || target.length === 0) return null;
  let best: RouteEntry | null = null;
  let bestLength = 0;
  for (const entry of table.all) {
    const length = entry.path.length;
    if (length <= bestLength || length > target.length) continue;
    if (length < target.length && target.charCodeAt(length) !== SLASH) continue;
    if (target.startsWith(entry.path.toLowerCase())) {
      best = entry;
      bestLength = length;
    }
  }
  return best;
}

/** `target` (a vetted console path with its query, or null) when the account may open it, else null. */
export function allowedTarget(target: string | null, table: RouteTable, access: RouteAccess): string | null {
  if (target === null) return null;
  const route = routeOfPath(table, target.split(/[?#]/, 1)[0] ?? '');
  return route !== null && access.allows(route) ? target : null;
}

/**
 * `target` (a vetted console path with its query, or null) when a route names it, whether or not
 * the account may open it (its guard then opens it or explains the refusal), else null.
 */
export function routedTarget(target: string | null, table: RouteTable): string | null {
  if (target === null) return null;
  return routeOfPath(table, target.split(/[?#]/, 1)[0] ?? '') !== null ? target : null;
}

/**
 * `target` when a route names it (allowed, or refused with the guard's explanation), else the first
 * route the account may open; null when it may open none (it is then logged off and told why).
 */
export function signInDestination(target: string | null, table: RouteTable, access: RouteAccess): string | null {
  return signedInLanding({ mfaSetupRequired: false, firstAllowedPath: access.firstAllowedPath(), returnTo: routedTarget(target, table) });
}

export interface LandingInputs {
  /** MFA is enforced for the account and not set up yet. */
  readonly mfaSetupRequired: boolean;
  /** The first route the account may open, or null when it may open none. */
  readonly firstAllowedPath: string | null;
  /** The page asked for before signing in, when a route names it (routedTarget), else null. */
  readonly returnTo: string | null;
}

/**
 * Where a signed-in account lands: MFA set-up before any page, else the page it asked for, else the
 * first route it may open; null when it may open none (it is signed out with a word on the login
 * page). The entry page decides with it, and so does the sign-in, straight after Log On, so that the
 * browser is not sent through the entry page first.
 */
export function signedInLanding({ mfaSetupRequired, firstAllowedPath, returnTo }: LandingInputs): string | null {
  if (mfaSetupRequired) return NAMED_ROUTES.mfaConfiguration;
  if (firstAllowedPath === null) return null;
  return returnTo ?? `/${firstAllowedPath}`;
}
