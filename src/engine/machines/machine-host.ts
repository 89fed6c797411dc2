/**
 * The one host of the console's state machines. A machine is a pure transition (state, event →
 * state, effects); the host holds its state for the view and hands each effect to `run`, the one
 * place per layer where effects meet the world. `dispatch` takes an event through the transition,
 * tells the listeners once when the state object changed, then runs the effects in order. An event
 * dispatched while another is being handled (by a listener, or by an effect: the router answering a
 * navigate) is queued and taken after it, in order. An effect that throws ends the dispatch: what was
 * queued is dropped and the host takes the next event afresh.
 *
 * A machine's teardown goes through its host: the runner registers what it must undo (its timers,
 * its listeners on the browser, the tabs and the start's signals) with `onStop`, and whoever owns
 * the machine calls `stop()` once. Events that come while a lazy part of the runner is still
 * loading wait in `holdUntilLoaded` (hold-until-loaded.ts) rather than a buffer of each runner's own.
 */
export interface MachineStep<S, F> {
  readonly state: S;
  readonly effects: readonly F[];
}

export interface MachineHost<S, E> {
  readonly getState: () => S;
  readonly subscribe: (listener: () => void) => () => void;
  readonly dispatch: (event: E) => void;
  /** Runs `cleanup` when the host stops (at once, when it has stopped already). */
  readonly onStop: (cleanup: () => void) => void;
  /**
   * Ends the machine: what is queued is dropped, later events are ignored, the listeners are let go
   * and every cleanup runs, the last registered first. A second call does nothing.
   */
  readonly stop: () => void;
}

export function createMachineHost<S, E, F>(
  initial: S,
  transition: (state: S, event: E) => MachineStep<S, F>,
  run: (effect: F, dispatch: (event: E) => void) => void,
): MachineHost<S, E> {
  let state = initial;
  const listeners = new Set<() => void>();
  const queue: E[] = [];
  // What to undo when the host stops, the last registered first; null once stopped.
  let cleanups: (() => void)[] | null = [];
  let busy = false;

  const dispatch = (event: E): void => {
    if (!cleanups) return;
    queue.push(event);
    if (busy) return;
    busy = true;
    try {
      // A stop empties the queue: the loop ends with the event being handled.
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const step = transition(state, next);
        if (step.state !== state) {
          state = step.state;
          for (const listener of [...listeners]) listener();
        }
        for (const effect of step.effects) if (cleanups) run(effect, dispatch);
      }
    } finally {
      busy = false;
      queue.length = 0;
    }
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch,
    onStop: (cleanup) => void (cleanups ? cleanups.unshift(cleanup) : cleanup()),
    stop: () => {
      const undo = cleanups;
      cleanups = null;
      queue.length = 0;
      listeners.clear();
      undo?.forEach((cleanup) => cleanup());
    },
  };
}
