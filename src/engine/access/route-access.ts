/**
 * Who may see which route: a route is visible when every show rule on its way
 * down holds and the user holds at least one of its permissions; a parent is visible only through
 * a visible menu child, besides its own rule and permissions.
 */
import type { SessionInfo } from '../../generated/types/session-info';
import type { RouteEntry, RouteTable } from '../manifest/route-table';
import { createRuleEvaluator } from './facts';
import { hasAnyPermission } from './permissions';

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

  const ownRulesHold = (entry: RouteEntry): boolean =>
    entry.showRules.every(evaluate) && hasAnyPermission(session.permission, entry.permissions);

  const menuChildren = (parentPath: string): RouteEntry[] =>
    (table.children.get(parentPath) ?? []).filter((child) => child.inMenu && ownRulesHold(child));

  const allows = (entry: RouteEntry): boolean => {
    if (entry.view.kind !== 'parent') return ownRulesHold(entry);
    return ownRulesHold(entry) && menuChildren(entry.path).length > 0;
  };

  const landing = (entry: RouteEntry): string | null => {
    if (!allows(entry)) return null;
    if (entry.view.kind !== 'parent') return entry.path;
    return menuChildren(entry.path)[0]?.path ?? null;
  };

  const menuTop = (): RouteEntry[] => table.top.filter((entry) => entry.inMenu && allows(entry));

  const firstAllowedPath = (): string | null => {
    for (const entry of menuTop()) {
      const path = landing(entry);
      if (path !== null) return path;
    }
    return null;
  };

  return { allows, menuChildren, menuTop, landing, firstAllowedPath };
}
