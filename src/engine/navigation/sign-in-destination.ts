/**
 * Where a freshly signed-in account goes: the page it asked for before signing in when the route
 * guards would let it open that page, else the first route it may open. The decision is the guards'
 * own (`RouteAccess.allows`), asked of the route the target path belongs to.
 */
import type { RouteAccess } from '../access/route-access';
import type { RouteEntry, RouteTable } from '../manifest/route-table';

function segmentsOf(pathname: string): string[] | null {
  try {
    return decodeURIComponent(pathname).toLowerCase().split('/').filter(Boolean);
  } catch {
    return null;
  }
}

/**
 * The route a console path opens: the route of that exact path, else the deepest route it lies
 * under (a framed page's own sub-page). Route paths match case-insensitively, as the router does.
 */
export function routeOfPath(table: RouteTable, pathname: string): RouteEntry | null {
  const segments = segmentsOf(pathname);
  if (segments === null || segments.length === 0) return null;
  let best: RouteEntry | null = null;
  let bestLength = 0;
  for (const entry of table.all) {
    const own = entry.path.toLowerCase().split('/');
    if (own.length <= bestLength || own.length > segments.length) continue;
    if (own.every((segment, index) => segment === segments[index])) {
      best = entry;
      bestLength = own.length;
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

/** `target` when the account may open it, else the first route it may open; null when it may open none. */
export function signInDestination(target: string | null, table: RouteTable, access: RouteAccess): string | null {
  const allowed = allowedTarget(target, table, access);
  if (allowed !== null) return allowed;
  const first = access.firstAllowedPath();
  return first === null ? null : `/${first}`;
}
