/**
 * Who may see which route, and why not: a route is visible when every part of the show rules on its
 * way down holds and the user holds at least one of its permissions; a parent is visible only
 * through a visible menu child, besides its own rules and permissions. The guard, the menu, the
 * Administration panel, the palette and the access report all ask this one module.
 */
import type { SessionInfo } from '../../generated/types/session-info';
import type { RouteEntry, RouteTable } from '../manifest/route-table';
import { createRuleEvaluator, prepareRules } from './facts';
import { hasPermission } from './permissions';

/** One reason a route is refused, in terms a page can put into plain words. */
export type Refusal =
  /** The account holds none of the route's permissions: any one of these would do. */
  | { kind: 'permission'; needsOneOf: readonly string[] }
  /** A part of a show rule failed; `reason` is the translation key of the sentence the manifest gives it. */
  | { kind: 'show'; reason: string }
  /** A parent route whose own rules hold, but none of whose pages the account may open. */
  | { kind: 'no-page' };

/** Allowed, or not with at least one reason. */
export type AccessDecision = { allowed: true } | { allowed: false; reasons: readonly Refusal[] };

/** A route refused to the account, with why: what a not-allowed page is given to explain. */
export interface RouteRefusal {
  entry: RouteEntry;
  reasons: readonly Refusal[];
}

export interface RouteAccess {
  /** May the user open this route (typed by hand or from the menu), and if not, why not? */
  decide(entry: RouteEntry): AccessDecision;
  /** `decide(entry).allowed`. */
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
/** The refusals of an entry whose own rules all hold: one frozen list, so the menu's walk allocates nothing for it. */
const NONE: readonly Refusal[] = Object.freeze([]);
const ALLOWED: AccessDecision = Object.freeze({ allowed: true });
const NO_PAGE: readonly Refusal[] = Object.freeze([Object.freeze({ kind: 'no-page' as const })]);

/** Parses the table's show rules before an account needs them (they are the same for every account). */
export function prepareRouteAccess(table: RouteTable): void {
  prepareRules(new Set(table.all.flatMap((entry) => entry.showParts.map((part) => part.rule))));
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

  // Every failing part is named, not only the first: the refusal page tells them all, once each
  // (a parent's part and a child's may give the same sentence).
  const ownRefusals = (entry: RouteEntry): readonly Refusal[] => {
    const { showParts, permissions } = entry;
    let refusals: Refusal[] | null = null;
    for (let index = 0; index < showParts.length; index += 1) {
      const part = showParts[index] as (typeof showParts)[number];
      if (evaluate(part.rule)) continue;
      refusals ??= [];
      if (!refusals.some((known) => known.kind === 'show' && known.reason === part.reason)) {
        refusals.push({ kind: 'show', reason: part.reason });
      }
    }
    let holdsOne = false;
    for (let index = 0; index < permissions.length && !holdsOne; index += 1) {
      holdsOne = holdsPermission(permissions[index] as string);
    }
    if (!holdsOne) (refusals ??= []).push({ kind: 'permission', needsOneOf: permissions });
    return refusals ?? NONE;
  };

  const ownRulesHold = (entry: RouteEntry): boolean => ownRefusals(entry) === NONE;

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

  const decide = (entry: RouteEntry): AccessDecision => {
    const refusals = ownRefusals(entry);
    if (refusals !== NONE) return { allowed: false, reasons: refusals };
    if (entry.view.kind === 'parent' && visibleChildrenOf(entry.path).length === 0) return { allowed: false, reasons: NO_PAGE };
    return ALLOWED;
  };

  const allows = (entry: RouteEntry): boolean => decide(entry).allowed;

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
    decide,
    allows,
    menuChildren: (parentPath) => visibleChildrenOf(parentPath).slice(),
    menuTop: () => menuWalk().top.slice(),
    landing,
    firstAllowedPath,
  };
}
