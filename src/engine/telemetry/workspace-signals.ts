/**
 * What the workspace's changes tell an operator: frames that failed, and how long a switch to a
 * legacy page took. Pure: the runtime hands each state change and the time to `observeWorkspace`,
 * and reports what comes back (the console start's signals: engine/signals/console-signals.ts).
 */
import type { WorkspaceState } from '../frames/workspace-machine';
import type { Signal } from './signals';

/** A switch to a legacy page under way: since when, and whether its frame was kept (loaded) or fresh. */
export interface PendingSwitch {
  readonly slot: number;
  readonly since: number;
  readonly kept: boolean;
}

export interface WorkspaceObservation {
  readonly signals: readonly Signal[];
  /** The switch still waiting for its page (a fresh frame loading); null when none is. */
  readonly pending: PendingSwitch | null;
  /** A kept frame came on screen: its switch ends at the next paint, which only the browser knows. */
  readonly paintEnds: PendingSwitch | null;
}

const slotOf = (state: WorkspaceState, id: number | null) => (id === null ? undefined : state.slots.find((slot) => slot.id === id));

export function observeWorkspace(
  prev: WorkspaceState,
  next: WorkspaceState,
  pending: PendingSwitch | null,
  now: number,
): WorkspaceObservation {
  const signals: Signal[] = [];
  for (const slot of next.slots) {
    const before = slotOf(prev, slot.id);
    if (before?.status === slot.status && before.load === slot.load) continue;
    // A frame that went to another site did not fail: it is not reported.
    if (slot.status === 'failed' && slot.failure !== 'foreign') {
      signals.push({ kind: 'frame-failed', reason: slot.failure ?? 'http', status: slot.httpStatus });
    } else if (slot.status === 'timed-out') signals.push({ kind: 'frame-failed', reason: 'timed-out', status: null });
  }

  let waiting = pending;
  let paintEnds: PendingSwitch | null = null;
  if (next.onScreen !== prev.onScreen) {
    const shown = slotOf(next, next.onScreen);
    waiting = null;
    if (shown !== undefined) {
      const started = { slot: shown.id, since: now, kept: shown.status === 'ready' };
      if (started.kept) paintEnds = started;
      else waiting = started;
    }
  }
  if (waiting !== null) {
    const slot = slotOf(next, waiting.slot);
    if (slot === undefined || slot.status === 'failed' || slot.status === 'timed-out') waiting = null;
    else if (slot.status === 'ready') {
      signals.push(switchTiming(waiting, now));
      waiting = null;
    }
  }
  return { signals, pending: waiting, paintEnds };
}

/** The timing of a switch that ended at `now`. */
export function switchTiming(started: PendingSwitch, now: number): Signal {
  return {
    kind: 'timing',
    name: 'console.frame.switch',
    value: Math.max(0, now - started.since),
    attributes: { 'console.frame.switch': started.kept ? 'kept' : 'fresh' },
  };
}
