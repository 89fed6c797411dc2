/**
 * The console's router as the frame workspace needs it (its state, its changes as they happen and
 * its navigate: the app's React Router has them all; this names only what the workspace reads, so
 * the engine knows no router library), and its locations as the machine's `routed` events.
 */
import type { RoutedEvent } from './workspace-machine';

export interface WorkspaceRouterState {
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string; readonly key: string };
  /** `POP` for Back, Forward or a jump in the history. */
  readonly historyAction: string;
  /** The routes the location matched, the innermost last. */
  readonly matches: readonly { readonly route: { readonly path?: string } }[];
}

export interface WorkspaceRouter {
  readonly state: WorkspaceRouterState;
  subscribe(listener: (state: WorkspaceRouterState) => void): () => void;
  navigate(url: string, options: { replace: boolean }): Promise<void>;
}

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
    committed,
  };
}

/** A frame went somewhere else: the console url follows, replaced (the frame's navigation already is the history entry). */
export function navigateConsole(router: WorkspaceRouter, url: string): void {
  void router.navigate(url, { replace: true });
}
