/**
 * The one host of the console's state machines. A machine is a pure transition (state, event →
 * state, effects); the host holds its state for the view and hands each effect to `run`, the one
 * place per layer where effects meet the world. `dispatch` takes an event through the transition,
 * tells the listeners once when the state object changed, then runs the effects in order. An event
 * dispatched while another is being handled (by a listener, or by an effect: the router answering a
 * navigate) is queued and taken after it, in order. An effect that throws ends the dispatch: what was
 * queued is dropped and the host takes the next event afresh.
 */
export interface MachineStep<S, F> {
  readonly state: S;
  readonly effects: readonly F[];
}

export interface MachineHost<S, E> {
  readonly getState: () => S;
  readonly subscribe: (listener: () => void) => () => void;
  readonly dispatch: (event: E) => void;
}

export function createMachineHost<S, E, F>(
  initial: S,
  transition: (state: S, event: E) => MachineStep<S, F>,
  run: (effect: F, dispatch: (event: E) => void) => void,
): MachineHost<S, E> {
  let state = initial;
  const listeners = new Set<() => void>();
  const queue: E[] = [];
  let busy = false;

  const dispatch = (event: E): void => {
    queue.push(event);
    if (busy) return;
    busy = true;
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const step = transition(state, next);
        if (step.state !== state) {
          state = step.state;
          for (const listener of [...listeners]) listener();
        }
        for (const effect of step.effects) run(effect, dispatch);
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
  };
}
