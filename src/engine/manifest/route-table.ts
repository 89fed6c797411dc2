/**
 * The route table: the manifests' nested routes flattened into entries with their full path and
 * the permissions and show rules they inherit, in menu order. Everything the renderer builds (menu,
 * Administration panel, guards) reads this one structure.
 */
import type { ChildRoute, MenuIcon, PanelGroup, ScreenId, ShowPart, TopRoute } from '../../generated/types/route-manifest';

export type RouteView = { kind: 'frame'; url: string } | { kind: 'screen'; screen: ScreenId } | { kind: 'parent' };

export interface RouteEntry {
  /** Full path without the leading slash, e.g. `inbound-protection/virus-filter/new`. */
  path: string;
  label: string;
  permissions: readonly string[];
  /** Every part of every show rule on the way down from the top route; all must hold. */
  showParts: readonly ShowPart[];
  inMenu: boolean;
  view: RouteView;
  /** Only on top-level entries. */
  order?: number;
  icon?: MenuIcon;
  navigation?: 'menu' | 'panel';
  /** Only on children: the top-level path and the panel group. */
  parent?: string;
  group?: PanelGroup;
}

export interface RouteTable {
  /** Top-level entries in menu order, each followed by nothing: children live in `children`. */
  top: readonly RouteEntry[];
  children: ReadonlyMap<string, readonly RouteEntry[]>;
  /** Every entry, top-level and child, in menu order. */
  all: readonly RouteEntry[];
}

/** One shared view for every parent and one empty part list for every top route without a rule: frozen, so no reader can change them for the others. */
const PARENT_VIEW: RouteView = Object.freeze({ kind: 'parent' });
const NO_PARTS: readonly ShowPart[] = Object.freeze([]);

function viewOf(route: TopRoute | ChildRoute): RouteView {
  if (route.frame !== undefined) return { kind: 'frame', url: route.frame };
  if (route.screen !== undefined) return { kind: 'screen', screen: route.screen };
  return PARENT_VIEW;
}

// Entries are built as one literal with the optional fields set afterwards (never spread in), so
// every entry of a kind has the same shape and a large table is built without a temporary object
// per optional field.
function childEntry(top: RouteEntry, child: ChildRoute): RouteEntry {
  const entry: RouteEntry = {
    path: `${top.path}/${child.path}`,
    label: child.label,
    permissions: child.permissions ?? top.permissions,
    showParts: child.show === undefined ? top.showParts : [...top.showParts, ...child.show],
    inMenu: child.menu ?? true,
    view: viewOf(child),
    parent: top.path,
  };
  if (child.group !== undefined) entry.group = child.group;
  return entry;
}

function topEntry(route: TopRoute): RouteEntry {
  const entry: RouteEntry = {
    path: route.path,
    label: route.label,
    permissions: route.permissions,
    showParts: route.show === undefined ? NO_PARTS : route.show,
    inMenu: route.menu ?? true,
    view: viewOf(route),
    navigation: route.navigation ?? 'menu',
  };
  if (route.order !== undefined) entry.order = route.order;
  if (route.icon !== undefined) entry.icon = route.icon;
  return entry;
}

/** Menu routes by order; routes outside the menu keep their manifest order after them. */
function byOrder(a: TopRoute, b: TopRoute): number {
  return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);
}

const NO_CHILD_ROUTES: readonly ChildRoute[] = [];

export function buildRouteTable(routes: readonly TopRoute[]): RouteTable {
  const top: RouteEntry[] = [];
  const children = new Map<string, RouteEntry[]>();
  const all: RouteEntry[] = [];
  for (const route of [...routes].sort(byOrder)) {
    const entry = topEntry(route);
    const childRoutes = route.children ?? NO_CHILD_ROUTES;
    const kids = new Array<RouteEntry>(childRoutes.length);
    top.push(entry);
    all.push(entry);
    for (let index = 0; index < childRoutes.length; index += 1) {
      const kid = childEntry(entry, childRoutes[index] as ChildRoute);
      kids[index] = kid;
      all.push(kid);
    }
    children.set(entry.path, kids);
  }
  return { top, children, all };
}
