/**
 * Where the signed-in frame lists each route for one account, and whether its guard lets the
 * account in. The side menu lists the visible top-level routes and the visible children of a
 * `navigation: menu` parent; a `navigation: panel` parent's visible children are listed in its side
 * panel instead. The access report prints these, so it says what the menu, panel and guards do.
 */
import type { RouteEntry, RouteTable } from '../manifest/route-table';
import type { Refusal, RouteAccess } from './route-access';

export type Listing = 'menu' | 'panel';

export interface RoutePlacement {
  entry: RouteEntry;
  /** Where the route is listed; null when it is in neither the side menu nor a panel. */
  listed: Listing | null;
  /** The guard lets the account open the route (from a link or a typed url). */
  opens: boolean;
  /** Why the guard refuses it (empty when it opens): what the not-allowed page tells the account. */
  reasons: readonly Refusal[];
}

const OPENS: readonly Refusal[] = Object.freeze([]);

/**
 * Every route of the table, in menu order, with its placement for the account `access` describes.
 * The listed routes come from the menu's own calls (`menuTop`, `menuChildren`) and are matched
 * against the table as it is walked: both are in menu order, so a cursor into each list replaces a
 * lookup per route.
 */
export function routePlacements(table: RouteTable, access: RouteAccess): RoutePlacement[] {
  const menuTop = access.menuTop();
  const placements: RoutePlacement[] = new Array<RoutePlacement>(table.all.length);
  let topCursor = 0;
  // The top-level route the walk is under, its listed children and where they are listed.
  let parentPath: string | null = null;
  let listedChildren: readonly RouteEntry[] = [];
  let childCursor = 0;
  let childListing: Listing = 'menu';
  for (let index = 0; index < table.all.length; index += 1) {
    const entry = table.all[index] as RouteEntry;
    let listed: Listing | null = null;
    if (entry.parent === undefined) {
      parentPath = entry.path;
      listedChildren = [];
      childCursor = 0;
      if (menuTop[topCursor] === entry) {
        topCursor += 1;
        listed = 'menu';
        if (entry.view.kind === 'parent') {
          listedChildren = access.menuChildren(entry.path);
          childListing = entry.navigation === 'panel' ? 'panel' : 'menu';
        }
      }
    } else if (entry.parent === parentPath) {
      if (listedChildren[childCursor] === entry) {
        childCursor += 1;
        listed = childListing;
      }
    } else {
      listed = listedElsewhere(entry, menuTop, access);
    }
    const decision = access.decide(entry);
    placements[index] = { entry, listed, opens: decision.allowed, reasons: decision.allowed ? OPENS : decision.reasons };
  }
  return placements;
}

/** A child met away from its parent (a table not in menu order): looked up rather than walked to. */
function listedElsewhere(entry: RouteEntry, menuTop: readonly RouteEntry[], access: RouteAccess): Listing | null {
  const parent = menuTop.find((top) => top.path === entry.parent);
  if (parent === undefined || parent.view.kind !== 'parent') return null;
  if (!access.menuChildren(parent.path).includes(entry)) return null;
  return parent.navigation === 'panel' ? 'panel' : 'menu';
}
