/**
 * The workspace machine's state, held for the view: `dispatch` takes an event through the machine,
 * tells the listeners (React) of a new state, then hands each effect to `run`. An event dispatched
 * while another's effects run (the router's answer to a navigate) waits for them, so events are
 * taken one at a time, in order.
 */
import { transition, type WorkspaceEffect, type WorkspaceEvent, type WorkspaceState } from '../../engine/frames/workspace-machine';

export interface WorkspaceStore {
  readonly getState: () => WorkspaceState;
  readonly subscribe: (listener: () => void) => () => void;
  readonly dispatch: (event: WorkspaceEvent) => void;
}

export function createWorkspaceStore(initial: WorkspaceState, run: (effect: WorkspaceEffect) => void): WorkspaceStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const queue: WorkspaceEvent[] = [];
  let busy = false;

  const dispatch = (event: WorkspaceEvent): void => {
    queue.push(event);
    if (busy) return;
    busy = true;
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const result = transition(state, next);
        if (result.state !== state) {
          state = result.state;
          for (const listener of listeners) listener();
        }
        for (const effect of result.effects) run(effect);
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
      return () => listeners.delete(listener);
    },
    dispatch,
  };
}
