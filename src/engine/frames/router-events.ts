/**
 * The console's router as the frame workspace needs it (its state, its changes as they happen and
 * its navigate: the app's React Router has them all; this names only what the workspace reads, so
 * the engine knows no router library), and its locations as the machine's `routed` events.
 */
import type { RoutedEvent } from './workspace-machine';

export interface WorkspaceRouterState {
  readonly location: {
    readonly pathname: string;
    readonly search: string;
    readonly hash: string;
    readonly key: string;
    /** The history entry's state: the console's own following of a frame is marked there (`navigateConsole`). */
    readonly state?: unknown;
  };
  /** `POP` for Back, Forward or a jump in the history. */
  readonly historyAction: string;
  /** The routes the location matched, the innermost last. */
  readonly matches: readonly { readonly route: { readonly path?: string } }[];
}

export interface WorkspaceRouter {
  readonly state: WorkspaceRouterState;
  subscribe(listener: (state: WorkspaceRouterState) => void): () => void;
  navigate(url: string, options: { replace: boolean; state?: unknown }): Promise<void>;
}

/**
 * The history entry's mark of a url the console took to follow its frame. A user's choice of the same
 * url (a menu item, a link of the console's: React Router replaces an entry that is already the
 * location) carries no such mark, so the two are told apart by what made them, not by their url.
 */
const FOLLOWS_FRAME = 'consoleFollowsFrame';

const followsFrame = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[FOLLOWS_FRAME] === true;

/** The router's location as the machine's event. The manifest routes' paths are the route table's (app/manifest-routes.tsx). */
export function routedEvent(state: WorkspaceRouterState, committed: boolean): RoutedEvent {
  const { location, historyAction, matches } = state;
  return {
    type: 'routed',
    route: matches.at(-1)?.route.path ?? null,
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    key: location.key,
    traversal: historyAction === 'POP',
    // Back or Forward to such an entry is the user's traversal, not the console following.
    follows: historyAction !== 'POP' && followsFrame(location.state),
    committed,
  };
}

/** A frame went somewhere else: the console url follows, replaced (the frame's navigation already is the history entry). */
export function navigateConsole(router: WorkspaceRouter, url: string): void {
  void router.navigate(url, { replace: true, state: { [FOLLOWS_FRAME]: true } });
}
