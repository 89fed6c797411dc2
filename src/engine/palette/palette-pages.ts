/**
 * The pages the command palette offers one account: every page the side menu or a side panel lists
 * for it, and the pages outside the menu that sit at the top of the table (the account pages), when
 * their guard lets the account in. Groups are not pages (a group opens its first child), and detail
 * pages outside the menu need a record a list links to, so neither is offered. The decision is the
 * menu's and the guard's own (routePlacements), never a copy of their rules.
 */
import type { RouteAccess } from '../access/route-access';
import { routePlacements } from '../access/route-placement';
import { placeOf, topLabelsOf } from '../manifest/route-place';
import type { RouteEntry, RouteTable } from '../manifest/route-table';

export interface PalettePage {
  readonly entry: RouteEntry;
  /** Translation keys of where the page is, outermost first (empty for a top-level menu page). */
  readonly place: readonly string[];
}

export function palettePages(table: RouteTable, access: RouteAccess): PalettePage[] {
  const topLabels = topLabelsOf(table);
  return routePlacements(table, access)
    .filter(({ entry, listed, opens }) => opens && entry.view.kind !== 'parent' && (listed !== null || entry.parent === undefined))
    .map(({ entry }) => ({ entry, place: placeOf(entry, topLabels) }));
}

// The page bar, the favourites and the palette launcher all ask for the same account's pages while
// the shell first renders; one walk of the table serves them all for as long as the access lasts.
const byAccess = new WeakMap<RouteAccess, ReadonlyMap<string, PalettePage>>();

/** The account's palette pages by route path, computed once per access (`table` is the one the access was made for). */
export function palettePagesByPath(table: RouteTable, access: RouteAccess): ReadonlyMap<string, PalettePage> {
  let pages = byAccess.get(access);
  if (pages === undefined) {
    pages = new Map(palettePages(table, access).map((page) => [page.entry.path, page]));
    byAccess.set(access, pages);
  }
  return pages;
}
