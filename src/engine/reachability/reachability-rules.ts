/**
 * Whether the console can reach its service, decided (docs/reachability.md). Pure: the machine host
 * (reachability.ts) hands each thing that happens to `reachabilityTransition`, which asks
 * `reachabilityStep` with the time and a random source, and the watch (reachability-runtime.ts)
 * carries out the effects: the tries, the word to the other tabs, the one timer, and listening for
 * `online` and for being shown (only while unreachable).
 */
import { GATEWAY_STATUSES } from '../api/envelope';
import type { WorkspaceState } from '../frames/workspace-machine';
import {
  REACHABLE,
  type CallOutcome,
  type ReachabilityEvent,
  type ReachabilityState,
  type ReachabilityStep,
  type StepContext,
} from './reachability-machine';

/** What a reply, or its absence, says about the service. */
export type OutcomeMeaning = 'answered' | 'no-reply' | 'unknown';

/**
 * No reply at all is axios's `ERR_NETWORK` (connection refused or reset, offline, DNS). A call the
 * console cancelled, or any other error, says nothing either way.
 */
export function outcomeMeaning(outcome: CallOutcome): OutcomeMeaning {
  if (outcome.status === null) return outcome.code === 'ERR_NETWORK' ? 'no-reply' : 'unknown';
  return GATEWAY_STATUSES.has(outcome.status) ? 'no-reply' : 'answered';
}

export const FIRST_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 60_000;
/** Never sooner than this, however the dice fall: a try is a request to a server that may be struggling. */
export const MIN_DELAY_MS = 500;

/**
 * The wait before the try after `attempt` failed ones: full jitter (uniformly anywhere up to a
 * ceiling that doubles from 2 s per failure, capped at 60 s), so that the tabs of many users whose
 * service went at the same moment do not all come back at the same moment.
 */
export function retryDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt, 16));
  return Math.max(MIN_DELAY_MS, Math.floor(random() * ceiling));
}

const stay = (state: ReachabilityState): ReachabilityStep => ({ state, effects: [] });

function unreachable(state: ReachabilityState, attempt: number, { now, random }: StepContext): ReachabilityState {
  return { status: 'unreachable', attempt, nextTryAt: now + retryDelay(attempt, random), trying: state.trying };
}

/** Back: the notice goes, and each tab that found it by itself tells the others. */
function reached(state: ReachabilityState, tell: boolean): ReachabilityStep {
  return { state: { ...REACHABLE, trying: state.trying }, effects: tell ? [{ type: 'tell', reachable: true }] : [] };
}

/**
 * The next state and what to do. A failure seen while the service was answering is confirmed by a
 * try of its own before the notice shows (`confirming`): one refused call or frame is not yet an
 * unreachable service, and a legacy page that fails on a path of its own does not set the pages
 * reloading over and over. Only the tab that found a change by its own calls tells the others,
 * so a message is never echoed around the tabs.
 */
export function reachabilityStep(state: ReachabilityState, event: ReachabilityEvent, context: StepContext): ReachabilityStep {
  switch (event.type) {
    case 'call':
    case 'frame-unreachable': {
      const meaning = event.type === 'call' ? outcomeMeaning(event.outcome) : 'no-reply';
      if (meaning === 'answered') return state.status === 'reachable' ? stay(state) : reached(state, state.status === 'unreachable');
      if (meaning === 'unknown' || state.status !== 'reachable') return stay(state);
      return { state: { ...state, status: 'confirming', trying: true }, effects: state.trying ? [] : [{ type: 'try' }] };
    }
    case 'tried': {
      const done = { ...state, trying: false };
      const answered = outcomeMeaning(event.outcome) === 'answered';
      if (state.status === 'reachable') return stay(done);
      if (answered) return reached(done, state.status === 'unreachable');
      if (state.status === 'confirming') return { state: unreachable(done, 0, context), effects: [{ type: 'tell', reachable: false }] };
      return stay(unreachable(done, state.attempt + 1, context));
    }
    case 'due':
    case 'try-now':
      if (state.status !== 'unreachable' || state.trying) return stay(state);
      return { state: { ...state, nextTryAt: null, trying: true }, effects: [{ type: 'try' }] };
    case 'told':
      if (event.reachable) return state.status === 'unreachable' ? reached(state, false) : stay(state);
      return state.status === 'unreachable' ? stay(state) : stay(unreachable(state, 0, context));
  }
}

/**
 * A frame of the workspace failed for want of its server in this change (its page could not be
 * reached, the workspace's probe found no reply), rather than being still failed from before.
 */
export function frameNewlyUnreachable(prev: WorkspaceState, next: WorkspaceState): boolean {
  return next.slots.some((slot) => {
    if (slot.status !== 'failed' || slot.failure !== 'network') return false;
    const before = prev.slots.find((earlier) => earlier.id === slot.id);
    return before === undefined || before.status !== 'failed' || before.load !== slot.load;
  });
}

/**
 * The machine the host runs: the rules' step, with what the change of state asks of the world
 * besides (the one timer, the browser's signals while unreachable, the recovery).
 */
export function reachabilityTransition(context: () => StepContext) {
  return (state: ReachabilityState, event: ReachabilityEvent): ReachabilityStep => {
    const step = reachabilityStep(state, event, context());
    const next = step.state;
    const effects = [...step.effects];
    if (next.nextTryAt !== state.nextTryAt) effects.push({ type: 'wake', at: next.nextTryAt });
    const was = state.status === 'unreachable';
    if (was !== (next.status === 'unreachable')) effects.push({ type: 'listen', on: !was });
    if (was && next.status === 'reachable') effects.push({ type: 'recovered' });
    return { state: next, effects };
  };
}
