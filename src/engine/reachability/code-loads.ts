/**
 * The console start's parts of code that failed to load (docs/reachability.md, "Recovery"): whoever
 * loads a part on demand (the page search) tells this store of a failure and of a later success; the
 * store decides with code-load.ts whether the part's notice shows, tells telemetry, the reachability
 * watch and the version watch of the failure, and loads the part again once the service answers.
 * The shell's service notices show its notices.
 *
 * Not in the shell's first code: it arrives with the service notices, just after the shell shows,
 * so it is in memory before an outage it explains; whoever tells it imports it (the same chunk).
 */
import type { RunningScope } from '../machines/running-scope';
import type { ConsoleSignals } from '../signals/console-signals';
import { versionWatchIn } from '../version/version-runtime';
import { CODE_LOAD_START, codeLoadTransition, type CodeLoadEvent, type CodeLoadState } from './code-load';
import { isPartHeld } from './fresh-import';
import type { Reachability } from './reachability';

/** A part of the console's code loaded on demand. */
export interface CodeLoadPart {
  readonly id: string;
  /** The translation key of its failure notice. */
  readonly text: string;
  /** Loads it; must not keep a failure (fresh-import.ts, and no React.lazy in between). */
  readonly load: () => Promise<unknown>;
  /**
   * Its failure shows in its own place (a lazily loaded part's boundary, components/lazy-part), not
   * in a notice at the foot of the window; the store still tells telemetry and the watches, and loads
   * it again once the service answers.
   */
  readonly inPlace?: boolean;
}

export interface CodeLoads {
  /** The parts whose failure notice shows at the foot of the window, in the order they failed. */
  shown(): readonly CodeLoadPart[];
  /** Whether only a reload loads the part (its notice offers Reload, not Retry). */
  held(id: string): boolean;
  /** Calls `listener` on every change of `shown`; returns the function that stops. */
  subscribe(listener: () => void): () => void;
  /** A load of `part` failed. */
  failed(part: CodeLoadPart, error: unknown): Promise<void>;
  /** A load of the part succeeded (its notice, if any, goes). */
  loaded(id: string): void;
  /** The user closes the part's notice. */
  close(id: string): void;
  /** The user asks for the part again: its code is loaded again at once. */
  retry(id: string): void;
}

/** What the store needs of its console start: it asks the signed-in scope's version watch on a failure. */
export interface CodeLoadsServices {
  readonly reachability: Reachability;
  readonly signals: ConsoleSignals;
  /** The signed-in scope running now: its version watch is asked on a failure. */
  readonly runningScope: RunningScope;
}

export function createCodeLoads({ reachability, runningScope, signals }: CodeLoadsServices): CodeLoads {
  const parts = new Map<string, { part: CodeLoadPart; state: CodeLoadState }>();
  const listeners = new Set<() => void>();
  let shown: readonly CodeLoadPart[] = [];

  const send = (part: CodeLoadPart, event: CodeLoadEvent): void => {
    const before = parts.get(part.id)?.state ?? CODE_LOAD_START;
    const step = codeLoadTransition(before, event);
    parts.set(part.id, { part, state: step.state });
    const next = [...parts.values()].filter(({ state, part: { inPlace } }) => state.failed && inPlace !== true).map((entry) => entry.part);
    // A new list also when a part becomes held: its notice's words and button change.
    const becameHeld = step.state.held !== before.held;
    if (becameHeld || next.length !== shown.length || next.some((entry, index) => entry !== shown[index])) {
      shown = next;
      listeners.forEach((listener) => listener());
    }
    if (step.effect === 'load')
      part.load().then(
        () => send(part, { type: 'loaded' }),
        (error: unknown) => send(part, { type: 'load-failed', replaced: false, held: isPartHeld(error) }),
      );
  };

  // The service answers again (after an outage, or a confirmation that it still answers).
  let before = reachability.state().status;
  reachability.subscribe(() => {
    const now = reachability.state().status;
    if (now === 'reachable' && before !== 'reachable') parts.forEach(({ part }) => send(part, { type: 'service-answers' }));
    before = now;
  });

  return {
    shown: () => shown,
    held: (id) => parts.get(id)?.state.held === true,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    failed: async (part, error) => {
      // The loader handles its own failure, so Vite's preload error does not tell telemetry: this does.
      signals.publish('signal', { kind: 'caught', source: 'lazy-load', error });
      const held = isPartHeld(error);
      // A chunk that met no reply says what a call that met none says: the watch confirms it with a
      // try. A held part met a reply (the server answers for it): no outage to confirm.
      if (!held) reachability.met({ status: null, code: 'ERR_NETWORK' });
      // The signed-in scope's watch (a failure outside one, none to ask: nothing was replaced that this can tell).
      const scope = runningScope.current?.() ?? null;
      const replaced = scope === null ? false : await versionWatchIn(scope).afterLoadFailure();
      send(part, { type: 'load-failed', replaced, held });
    },
    loaded: (id) => {
      const entry = parts.get(id);
      if (entry) send(entry.part, { type: 'loaded' });
    },
    close: (id) => {
      const entry = parts.get(id);
      if (entry) send(entry.part, { type: 'close' });
    },
    retry: (id) => {
      const entry = parts.get(id);
      if (entry) send(entry.part, { type: 'retry' });
    },
  };
}

/** The store of one console start (`services.startState(codeLoadsOfStart)`). */
export const codeLoadsOfStart = (services: CodeLoadsServices): CodeLoads => createCodeLoads(services);
