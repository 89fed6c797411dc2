import { useEffect, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../components/services/services-context';
import { CODE_LOAD_START, codeLoadStep, type CodeLoadEvent, type CodeLoadState } from '../../engine/reachability/code-load';
import type { Reachability } from '../../engine/reachability/reachability';
import { emitSignal } from '../../engine/telemetry/signal-event';

export interface CodeLoad<T> {
  /** The loaded code, once it is in memory. */
  readonly loaded: T | null;
  /** The failure notice is to show. */
  readonly failed: boolean;
  /** The user asks for the part: loaded unless it is in memory; resolves with it, or null when the load failed. */
  readonly ask: () => Promise<T | null>;
  /** The user closes the failure notice. */
  readonly close: () => void;
}

interface Snapshot<T> {
  readonly state: CodeLoadState;
  readonly loaded: T | null;
}

/** The store behind the hook: the decisions' state, the loaded code, and whoever waits for a load. */
function createCodeLoader<T>(load: () => Promise<T>, loadFailed: (error: unknown) => Promise<boolean>) {
  let snapshot: Snapshot<T> = { state: CODE_LOAD_START, loaded: null };
  const listeners = new Set<() => void>();
  let waiting: ((code: T | null) => void)[] = [];
  const set = (next: Snapshot<T>): void => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  const settle = (code: T | null): void => {
    const done = waiting;
    waiting = [];
    done.forEach((resolve) => resolve(code));
  };
  const send = (event: CodeLoadEvent): void => {
    const step = codeLoadStep(snapshot.state, event);
    set({ ...snapshot, state: step.state });
    if (step.effect !== 'load') return;
    load().then(
      (code) => {
        set({ ...snapshot, loaded: code });
        send({ type: 'loaded' });
        settle(code);
      },
      async (error: unknown) => {
        const replaced = await loadFailed(error);
        send({ type: 'load-failed', replaced });
        settle(null);
      },
    );
  };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => snapshot,
    ask: (): Promise<T | null> =>
      new Promise<T | null>((resolve) => {
        waiting.push(resolve);
        send({ type: 'ask' });
      }),
    close: () => send({ type: 'close' }),
    /** Calls `send` with `service-answers` each time the service is reachable again; returns the function that stops. */
    follow: (reachability: Pick<Reachability, 'state' | 'subscribe'>) => {
      let before = reachability.state().status;
      return reachability.subscribe(() => {
        const now = reachability.state().status;
        if (now === 'reachable' && before !== 'reachable') send({ type: 'service-answers' });
        before = now;
      });
    },
  };
}

/**
 * The console's own code for one part, loaded when first asked for (decisions in
 * engine/reachability/code-load.ts): a failed load shows a notice the user can close, tells
 * telemetry, the reachability watch (a chunk that met no reply is confirmed as any call is) and the
 * version watch (a new deployment removed the old chunks: its prompt says so instead), and is loaded
 * again once the service answers. `load` must not keep a failure (`loadAgainAfterFailure`,
 * engine/reachability/read-again.ts).
 */
export function useCodeLoad<T>(load: () => Promise<T>): CodeLoad<T> {
  const { reachability, startState } = useServices();
  const [loader] = useState(() =>
    createCodeLoader(load, async (error) => {
      // It handles its own failure, so Vite's preload error does not tell telemetry: this does.
      emitSignal({ kind: 'caught', source: 'lazy-load', error });
      // A chunk that met no reply says what a call that met none says: the watch confirms it with a try.
      reachability.met({ status: null, code: 'ERR_NETWORK' });
      return import('../../engine/version/version-watch').then(
        ({ versionWatchOfStart }) => startState(versionWatchOfStart).afterLoadFailure(),
        () => false,
      );
    }),
  );
  const { state, loaded } = useSyncExternalStore(loader.subscribe, loader.snapshot);
  useEffect(() => loader.follow(reachability), [loader, reachability]);
  return { loaded, failed: state.failed, ask: loader.ask, close: loader.close };
}
