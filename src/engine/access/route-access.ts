/**
 * Who may see which route: a route is visible when every show rule on its way
 * down holds and the user holds at least one of its permissions; a parent is visible only through
 * a visible menu child, besides its own rule and permissions.
 */
import type { SessionInfo } from '../../generated/types/session-info';
import type { RouteEntry, RouteTable } from '../manifest/route-table';
import { createRuleEvaluator } from './facts';
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

export function createRouteAccess(table: RouteTable, session: SessionInfo): RouteAccess {
  const evaluate = createRuleEvaluator(session);
  // The session does not change under one RouteAccess, so every answer is worked out once: a
  // sign-in asks about each entry several times (menu, panel, guard, placement, first route), and
  // over a large table re-deciding each time was most of its cost.
  const ownDecisions = new Map<RouteEntry, boolean>();
  const heldPermissions = new Map<string, boolean>();
  const visibleChildren = new Map<string, readonly RouteEntry[]>();
  let visibleTop: readonly RouteEntry[] | null = null;

  // A few dozen distinct permission entries recur over the whole table: each is parsed and decided once.
  const holdsPermission = (required: string): boolean => {
    let held = heldPermissions.get(required);
    if (held === undefined) {
      held = hasPermission(session.permission, required);
      heldPermissions.set(required, held);
    }
    return held;
  };

  const ownRulesHold = (entry: RouteEntry): boolean => {
    let holds = ownDecisions.get(entry);
    if (holds === undefined) {
      holds = entry.showRules.every(evaluate) && entry.permissions.some(holdsPermission);
      ownDecisions.set(entry, holds);
    }
    return holds;
  };

  const visibleChildrenOf = (parentPath: string): readonly RouteEntry[] => {
    let children = visibleChildren.get(parentPath);
    if (children === undefined) {
      children = (table.children.get(parentPath) ?? []).filter((child) => child.inMenu && ownRulesHold(child));
      visibleChildren.set(parentPath, children);
    }
    return children;
  };

  const allows = (entry: RouteEntry): boolean => {
    if (entry.view.kind !== 'parent') return ownRulesHold(entry);
    return ownRulesHold(entry) && visibleChildrenOf(entry.path).length > 0;
  };

  const landing = (entry: RouteEntry): string | null => {
    if (!allows(entry)) return null;
    if (entry.view.kind !== 'parent') return entry.path;
    return visibleChildrenOf(entry.path)[0]?.path ?? null;
  };

  const topOnce = (): readonly RouteEntry[] => (visibleTop ??= table.top.filter((entry) => entry.inMenu && allows(entry)));

  const firstAllowedPath = (): string | null => {
    for (const entry of topOnce()) {
      const path = landing(entry);
      if (path !== null) return path;
    }
    return null;
  };

  // Callers get their own arrays: the remembered ones must not change under them.
  return {
    allows,
    menuChildren: (parentPath) => [...visibleChildrenOf(parentPath)],
    menuTop: () => [...topOnce()],
    landing,
    firstAllowedPath,
  };
}
