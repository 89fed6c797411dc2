/**
 * Each lazily loaded part fails alone (docs/reachability.md, "Recovery"): a part whose code cannot
 * be loaded (the network gone, or a newer build has removed its chunk) or that fails as it renders
 * is caught by a boundary of its own, in its place, and never reaches the shell's error page, which
 * would take the layout (and every other part) with it.
 *
 * - In its place (`inPlace`: a menu's list, a panel): "could not load" with Retry, in the user's
 *   language. Elsewhere (a dialog, which has no place until it shows): nothing in place; the notice
 *   at the foot of the window says so, with Retry (shell/reachability/LoadFailureNotices.tsx).
 * - Either way the start's store of failed loads hears of it (telemetry, the reachability watch, the
 *   new-version watch), and loads it again once the service answers; the part then shows by itself.
 * - Retry loads it again at once, under a fresh url where the browser keeps the failed fetch
 *   (engine/reachability/fresh-import.ts). React.lazy alone would keep the failure for the tab's life:
 *   each try makes a new lazy component over the one loader, which keeps the part once loaded.
 *   Where no try can (the browser keeps a failed script the part imports), the place says so and
 *   offers Reload instead.
 * - Asked for again (mounted anew: a dialog opened again, a menu's list at its next opening), a part
 *   whose failure has shown makes one new try, as Retry does: what the user asks for is tried, not
 *   refused for an old failure. Whoever shows it decides what a new ask is, by its key.
 */
import { lazy, use, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { browserFreshImport, freshImport, isPartHeld } from '../../engine/reachability/fresh-import';
import type { ConsoleServices } from '../../engine/services/console-services';
import { FailsInPlace } from '../fails-in-place/FailsInPlace';
import { ServicesContext } from '../services/services-context';
import { PartFailed } from './PartFailed';
import { tellCodeLoads } from './tell-code-loads';

export interface LazyPartOptions<P> {
  /** Says so in its own place (true), or in the notice at the foot of the window (a dialog). */
  readonly inPlace: boolean;
  /**
   * Told with the part's props when it fails, so that whoever shows it is honest about it: a menu
   * whose list failed is closed (its button no longer says it is expanded), and opens when next asked.
   */
  readonly onFailed?: (props: P) => void;
  /** What else the user can do, said after the failure (a translation key): the session cover's other tab. */
  readonly also?: string;
}

interface BoundaryProps {
  readonly id: string;
  readonly inPlace: boolean;
  /** The start's store, where the part is rendered under the services (a test may render it alone). */
  readonly startState: ConsoleServices['startState'] | null;
  /** Loads the part's code again (for the store, once the service answers). */
  readonly load: () => Promise<unknown>;
  /** A new try: a new lazy component, this boundary made anew. */
  readonly retry: () => void;
  /** Told when the part fails. */
  readonly failed: () => void;
  readonly also: string | undefined;
  readonly children: ReactNode;
}

/** The part's own error boundary (the house's one, FailsInPlace): what failed in it stays in it. */
function PartBoundary({ id, inPlace, load, retry, startState, failed, also, children }: BoundaryProps): ReactNode {
  const told = (error: Error): void => {
    failed();
    if (startState === null) return;
    // The store loads it again once the service answers; the part then shows by itself.
    tellCodeLoads(startState, (store) => store.failed({ id, text: 'parts.loadFailed', inPlace, load: () => load().then(retry) }, error));
  };
  // Retry is the part's own: a new lazy component, this boundary made anew (its key), not just drawn again.
  return (
    <FailsInPlace
      onError={told}
      fallback={(error) => (inPlace ? <PartFailed id={id} held={isPartHeld(error)} also={also} onRetry={retry} /> : null)}
    >
      {children}
    </FailsInPlace>
  );
}

/**
 * A component whose code loads on first render, failing alone. `id` names the part in telemetry and
 * in the failure's test id (`${id}-load-failed`); `load` imports its module (`() => import('./X')`)
 * and `pick` takes the component from it (`(module) => module.X`): apart, so that a try under a fresh
 * url (fresh-import.ts) takes the component from the module it imported. Suspense is the caller's:
 * the part suspends to the nearest boundary above, as React.lazy does.
 */
export function lazyPart<M, P extends object>(
  id: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { inPlace, onFailed, also }: LazyPartOptions<P>,
): ComponentType<P> {
  // Module-wide, lazily: the browser's origin is read at the first load, not at import.
  let loader: (() => Promise<ComponentType<P>>) | null = null;
  const loadPart = (): Promise<ComponentType<P>> => {
    loader ??= freshImport(load, pick, browserFreshImport());
    return loader();
  };
  // The lazy component of the current try, held here, not in a component's state: a tree that
  // suspends as it first mounts keeps no state, so one made in render would be made anew, and
  // suspend anew, for ever. A try that failed is replaced by a new one at Retry (React.lazy keeps its
  // first outcome for good); the loader below keeps the part once loaded, so later tries are instant.
  let failed = false;
  // A failure the user has seen: its boundary caught it, in the commit. Only then does a part mounted
  // anew (a dialog or a menu asked for again) make a new try. Not on any mount after a failure: a tree
  // that suspended as it first mounted is mounted anew when its load settles, and would try again,
  // fail, and mount again, for ever.
  let failureShown = false;
  // A new try that succeeds tells the start's store (`told`), so that the notice of the failure goes
  // with it (the store's own reload tells it itself).
  const makeLazy = (told: BoundaryProps['startState']): LazyExoticComponent<ComponentType<P>> => {
    const made = lazy(async () => {
      try {
        const part = await loadPart();
        if (told !== null) tellCodeLoads(told, (store) => store.loaded(id));
        return { default: part };
      } catch (error) {
        if (current === made) failed = true;
        throw error;
      }
    });
    return made;
  };
  let current = makeLazy(null);
  const tryAgain = (startState: BoundaryProps['startState']): void => {
    failureShown = false;
    if (!failed) return;
    failed = false;
    current = makeLazy(startState);
  };
  function LazyPart(props: P) {
    const startState = use(ServicesContext)?.startState ?? null;
    // Asked for again after its failure showed: one new try, as Retry makes (module state, changed in
    // render: idempotent, so React's second render of a mount changes nothing more).
    const [attempt, setAttempt] = useState(() => {
      if (failureShown) tryAgain(startState);
      return 0;
    });
    const retry = () => {
      tryAgain(startState);
      setAttempt((tries) => tries + 1);
    };
    const Loaded = current;
    return (
      <PartBoundary
        key={attempt}
        id={id}
        inPlace={inPlace}
        startState={startState}
        load={loadPart}
        retry={retry}
        also={also}
        failed={() => {
          failureShown = true;
          onFailed?.(props);
        }}
      >
        <Loaded {...props} />
      </PartBoundary>
    );
  }
  LazyPart.displayName = `LazyPart(${id})`;
  return LazyPart;
}
