import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../components/services/services-context';
import { CODE_LOAD_START, codeLoadStep, type CodeLoadEvent, type CodeLoadState } from '../../engine/reachability/code-load';
import { emitSignal } from '../../engine/telemetry/signal-event';

export interface CodeLoad<T> {
  /** The loaded code, once it is in memory. */
  readonly loaded: T | null;
  /** The failure notice is to show. */
  readonly failed: boolean;
  /** A load is under way. */
  readonly loading: boolean;
  /** The user asks for the part: it is loaded unless it is in memory already. */
  readonly ask: () => void;
  /** The user closes the failure notice. */
  readonly close: () => void;
}

/**
 * The console's own code for one part, loaded when first asked for (decisions in
 * engine/reachability/code-load.ts): a failed load shows a notice the user can close, tells the
 * reachability watch (a chunk that met no reply is confirmed as any call is) and the version watch
 * (a new deployment has removed the old chunks: its prompt says so instead), and is loaded again
 * once the service answers. `load` must not keep a failure (engine/reachability/read-again.ts's
 * `loadAgainAfterFailure`).
 */
export function useCodeLoad<T>(load: () => Promise<T>): CodeLoad<T> {
  const { reachability, startState } = useServices();
  const [loaded, setLoaded] = useState<T | null>(null);
  const [state, setState] = useState<CodeLoadState>(CODE_LOAD_START);
  const current = useRef<CodeLoadState>(CODE_LOAD_START);
  const send = useRef<(event: CodeLoadEvent) => void>(() => undefined);

  send.current = (event) => {
    const step = codeLoadStep(current.current, event);
    current.current = step.state;
    setState(step.state);
    if (step.effect !== 'load') return;
    load().then(
      (code) => {
        setLoaded(() => code);
        send.current({ type: 'loaded' });
      },
      async (error: unknown) => {
        // It handles its own failure, so Vite's preload error does not tell telemetry: this does.
        emitSignal({ kind: 'caught', source: 'lazy-load', error });
        // A chunk that met no reply says what a call that met none says: the watch confirms it with a try.
        reachability.met({ status: null, code: 'ERR_NETWORK' });
        const replaced = await import('../../engine/version/version-watch').then(
          ({ versionWatchOfStart }) => startState(versionWatchOfStart).afterLoadFailure(),
          () => false,
        );
        send.current({ type: 'load-failed', replaced });
      },
    );
  };

  // The service answers again: a failure still shown loads again.
  useEffect(() => {
    let before = reachability.state().status;
    return reachability.subscribe(() => {
      const now = reachability.state().status;
      if (now === 'reachable' && before !== 'reachable') send.current({ type: 'service-answers' });
      before = now;
    });
  }, [reachability]);

  const ask = useCallback(() => send.current({ type: 'ask' }), []);
  const close = useCallback(() => send.current({ type: 'close' }), []);
  return { loaded, failed: state.failed, loading: state.loading, ask, close };
}
