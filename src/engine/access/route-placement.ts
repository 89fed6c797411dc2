/**
 * Where the signed-in frame lists each route for one account, and whether its guard lets the
 * account in. The side menu lists the visible top-level routes and the visible children of a
 * `navigation: menu` parent; a `navigation: panel` parent's visible children are listed in its side
 * panel instead. The access report prints these, so it says what the menu, panel and guards do.
 */
import type { RouteEntry, RouteTable } from '../manifest/route-table';
import type { RouteAccess } from './route-access';

export type Listing = 'menu' | 'panel';

export interface RoutePlacement {
  entry: RouteEntry;
  /** Where the route is listed; null when it is in neither the side menu nor a panel. */
  listed: Listing | null;
  /** The guard lets the account open the route (from a link or a typed url). */
  opens: boolean;
}

/** Every route of the table, in menu order, with its placement for the account `access` describes. */
export function routePlacements(table: RouteTable, access: RouteAccess): RoutePlacement[] {
  const listed = new Map<string, Listing>();
  for (const top of access.menuTop()) {
    listed.set(top.path, 'menu');
    if (top.view.kind !== 'parent') continue;
    const where: Listing = top.navigation === 'panel' ? 'panel' : 'menu';
    for (const child of access.menuChildren(top.path)) listed.set(child.path, where);
  }
  return table.all.map((entry) => ({ entry, listed: listed.get(entry.path) ?? null, opens: access.allows(entry) }));
}
