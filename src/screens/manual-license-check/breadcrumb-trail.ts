/**
 * A native screen's breadcrumb, read from the route table: the route's parent (a link), its panel
 * group (a heading, not a page) and the route itself. Moving the screen in a manifest moves its
 * breadcrumb with it.
 */
import type { RouteTable } from '../../engine/manifest/route-table';
import type { ScreenId } from '../../generated/types/route-manifest';

export interface Crumb {
  /** Translation key. */
  label: string;
  /** Where the crumb leads; absent for a group heading and for the current page. */
  to?: string;
  current?: true;
}

/** The trail to the route that shows `screen`; empty when no route of the table shows it. */
export function breadcrumbTrail(table: RouteTable, screen: ScreenId): Crumb[] {
  const entry = table.all.find((candidate) => candidate.view.kind === 'screen' && candidate.view.screen === screen);
  if (entry === undefined) return [];
  const parent = entry.parent === undefined ? undefined : table.top.find((top) => top.path === entry.parent);
  return [
    ...(parent === undefined ? [] : [{ label: parent.label, to: `/${parent.path}` }]),
    ...(entry.group === undefined ? [] : [{ label: `panelGroup.${entry.group}` }]),
    { label: entry.label, current: true as const },
  ];
}
