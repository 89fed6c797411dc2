/**
 * Where a route sits, as the menu shows it: its top-level route and its panel group, outermost
 * first, as translation keys. The palette lists a page under it and a refusal names the page by it,
 * so both read the place the menu gives the page.
 */
import type { RouteEntry, RouteTable } from './route-table';

/** Translation key of the place of top-level pages outside the menu (the account pages). */
export const ACCOUNT_PLACE = 'palette.accountPlace';

/** The place of `entry`; `topLabels` maps each top-level path to its label (see `topLabelsOf`). */
export function placeOf(entry: RouteEntry, topLabels: ReadonlyMap<string, string>): string[] {
  if (entry.parent === undefined) return entry.inMenu ? [] : [ACCOUNT_PLACE];
  const parentLabel = topLabels.get(entry.parent);
  const place = parentLabel === undefined ? [] : [parentLabel];
  if (entry.group !== undefined) place.push(`panelGroup.${entry.group}`);
  return place;
}

export function topLabelsOf(table: RouteTable): ReadonlyMap<string, string> {
  return new Map(table.top.map((top) => [top.path, top.label]));
}
