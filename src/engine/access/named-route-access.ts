/**
 * Whether the account may open one of the routes the console names in its code (named-routes.ts):
 * the same decision the route's guard makes, for the account menu's entries that lead to them.
 */
import { namedEntry, type NamedRoute } from '../manifest/named-routes';
import type { RouteTable } from '../manifest/route-table';
import type { RouteAccess } from './route-access';

/** May the account open the named route? The same decision its guard makes. */
export function opensNamedRoute(table: RouteTable, access: RouteAccess, route: NamedRoute): boolean {
  const entry = namedEntry(table, route);
  return entry !== undefined && access.allows(entry);
}
