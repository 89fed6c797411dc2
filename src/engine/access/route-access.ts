/**
 * Who may see which route: a route is visible when every show rule on its way
 * down holds and the user holds at least one of its permissions; a parent is visible only through
 * a visible menu child, besides its own rule and permissions.
 */
import type { SessionInfo } from '../../generated/types/session-info';
import type { RouteEntry, RouteTable } from '../manifest/route-table';
import { createRuleEvaluator, prepareRules } from './facts';
import { hasPermission } from './permissions';

export interface RouteAccess {
  /** May the user open this route (typed by hand or from the menu)? */
  allows(entry: RouteEntry): boolean;
  /** The children of a top-level route the menu or panel lists for this user. */
  menuChildren(parentPath: string): RouteEntry[];
  /** The top-level routes the side menu lists for this user, in order. */
  menuTop(): RouteEntry[];
  /** Where a top-level route leads: itself, or its first visible child. */
  landing(entry: RouteEntry): string | null;
  /** The first route the user may open, in menu order; null when there is none. */
  firstAllowedPath(): string | null;
}

/** What one walk over the table decides for the menu: the listed top-level routes and each one's listed children. */
interface MenuWalk {
  top: readonly RouteEntry[];
  children: ReadonlyMap<string, readonly RouteEntry[]>;
}

const NO_CHILDREN: readonly RouteEntry[] = Object.freeze([]);

/** Parses the table's show rules before an account needs them (they are the same for every account). */
export function prepareRouteAccess(table: RouteTable): void {
  prepareRules(new Set(table.all.flatMap((entry) => entry.showRules)));
}

export function createRouteAccess(table: RouteTable, session: SessionInfo): RouteAccess {
  const evaluate = createRuleEvaluator(session);
  // A few dozen distinct permission entries and show rules recur over the whole table, so each is
  // decided once per session (the evaluator keeps its own rule answers) and an entry's decision is
  // a handful of lookups: cheaper than remembering an answer per entry, which over a large table
  // cost more in bookkeeping and garbage than it saved.
  const heldPermissions = new Map<string, boolean>();

  const holdsPermission = (required: string): boolean => {
    let held = heldPermissions.get(required);
    if (held === undefined) {
      held = hasPermission(session.permission, required);
      heldPermissions.set(required, held);
    }
    return held;
  };

  const ownRulesHold = (entry: RouteEntry): boolean => {
    const { showRules, permissions } = entry;
    for (let index = 0; index < showRules.length; index += 1) {
      if (!evaluate(showRules[index] as string)) return false;
    }
    for (let index = 0; index < permissions.length; index += 1) {
      if (holdsPermission(permissions[index] as string)) return true;
    }
    return false;
  };

  // The menu, every parent's visible children and so the first allowed route all come from one walk
  // over the table, made on the first question that needs it and kept: the session does not change
  // under one RouteAccess (a new sign-in or an assumed account makes a new one).
  let walk: MenuWalk | null = null;

  const menuWalk = (): MenuWalk => {
    if (walk !== null) return walk;
    const top: RouteEntry[] = [];
    const children = new Map<string, readonly RouteEntry[]>();
    for (const entry of table.top) {
      const all = table.children.get(entry.path);
      let visible: RouteEntry[] | null = null;
      if (all !== undefined) {
        for (const child of all) {
          if (!child.inMenu || !ownRulesHold(child)) continue;
          (visible ??= []).push(child);
        }
      }
      children.set(entry.path, visible ?? NO_CHILDREN);
      if (entry.inMenu && ownRulesHold(entry) && (entry.view.kind !== 'parent' || visible !== null)) top.push(entry);
    }
    walk = { top, children };
    return walk;
  };

  const visibleChildrenOf = (parentPath: string): readonly RouteEntry[] => menuWalk().children.get(parentPath) ?? NO_CHILDREN;

  const allows = (entry: RouteEntry): boolean => {
    if (!ownRulesHold(entry)) return false;
    return entry.view.kind !== 'parent' || visibleChildrenOf(entry.path).length > 0;
  };

  const landing = (entry: RouteEntry): string | null => {
    if (!allows(entry)) return null;
    if (entry.view.kind !== 'parent') return entry.path;
    return visibleChildrenOf(entry.path)[0]?.path ?? null;
  };

  // Every listed top-level route is allowed, and an allowed parent has a visible child, so the
  // first listed route's landing is the first route the user may open.
  const firstAllowedPath = (): string | null => {
    const first = menuWalk().top[0];
    if (first === undefined) return null;
    return first.view.kind === 'parent' ? (visibleChildrenOf(first.path)[0]?.path ?? null) : first.path;
  };

  // Callers get their own arrays: the remembered ones must not change under them.
  return {
    allows,
    menuChildren: (parentPath) => visibleChildrenOf(parentPath).slice(),
    menuTop: () => menuWalk().top.slice(),
    landing,
    firstAllowedPath,
  };
}
