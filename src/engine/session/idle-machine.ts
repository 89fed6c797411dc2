import { noteLocalActivity, noteRemoteActivity, readIdleClock, shouldPostActivity, type IdleLimit, type IdlePhase } from './idle-clock';
/**
 * One tab's idle clock as a machine (run by engine/machines/machine-host.ts; idle-runtime.ts
 * beside it carries out the effects). `open` follows the session guard: while the tab is
 * covered (the limit reached here, or the session lost in any tab) the clock stands still.
 */
export interface IdleState {
  /** The last activity this tab knows of, its own or one another tab posted (ms since 1970). */
  readonly last: number;
  /** When this tab last told the others of its activity (null: never). */
  readonly lastPosted: number | null;
  readonly phase: IdlePhase;
  readonly open: boolean;
}

export type IdleEvent =
  /** The user did something in this tab (or in one of its framed pages). */
  | { readonly type: 'activity'; readonly now: number }
  /** Another tab posted activity at `at`. */
  | { readonly type: 'heard'; readonly at: number; readonly now: number }
  /** The time the last `wake` asked for came (or the watch starts): read the clock. */
  | { readonly type: 'due'; readonly now: number }
  /** The user chose "Stay logged on" and the server kept the session. */
  | { readonly type: 'stay'; readonly now: number }
  /** The session guard opened or covered the tab. */
  | { readonly type: 'session'; readonly open: boolean; readonly now: number };

export type IdleEffect =
  /** Tell the other tabs of activity at `at`. */
  | { readonly type: 'post'; readonly at: number }
  /** Send `due` at `at`, in place of any earlier wake; null: none. */
  | { readonly type: 'wake'; readonly at: number | null }
  /** The limit is reached: the session guard ends the session and covers the tab. */
  | { readonly type: 'end' };

export interface IdleStep {
  readonly state: IdleState;
  readonly effects: readonly IdleEffect[];
}

export function idleStart(since: number): IdleState {
  return { last: since, lastPosted: null, phase: 'active', open: true };
}

/** Reads the clock at `now`: the phase, and the wake for its next change or the end. */
function readAt(limit: IdleLimit, state: IdleState, now: number, effects: IdleEffect[] = []): IdleStep {
  if (!state.open) return { state, effects: [...effects, { type: 'wake', at: null }] };
  const reading = readIdleClock(limit, state.last, now);
  const next = reading.phase === state.phase ? state : { ...state, phase: reading.phase };
  const ending: IdleEffect[] = reading.phase === 'ended' ? [{ type: 'end' }] : [];
  return { state: next, effects: [...effects, { type: 'wake', at: reading.nextAt }, ...ending] };
}

/** The idle clock's transition for `limit`. */
export function idleTransition(limit: IdleLimit) {
  return (state: IdleState, event: IdleEvent): IdleStep => {
    switch (event.type) {
      case 'activity': {
        if (!state.open) return { state, effects: [] };
        const last = noteLocalActivity(limit, state.last, event.now);
        if (last === state.last) return { state, effects: [] };
        const post = shouldPostActivity(state.lastPosted, event.now);
        const moved = { ...state, last, lastPosted: post ? event.now : state.lastPosted };
        return readAt(limit, moved, event.now, post ? [{ type: 'post', at: event.now }] : []);
      }
      case 'heard': {
        const last = noteRemoteActivity(state.last, event.at);
        return readAt(limit, last === state.last ? state : { ...state, last }, event.now);
      }
      case 'due':
        return readAt(limit, state, event.now);
      case 'stay': {
        const last = Math.max(state.last, event.now);
        return readAt(limit, { ...state, last, lastPosted: last }, event.now, [{ type: 'post', at: last }]);
      }
      case 'session':
        if (!event.open) return { state: { ...state, open: false, phase: 'ended' }, effects: [{ type: 'wake', at: null }] };
        // Back from a cover: signing in again was activity enough.
        if (!state.open) return readAt(limit, { ...state, open: true, last: event.now, phase: 'active' }, event.now);
        return { state, effects: [] };
    }
  };
}
