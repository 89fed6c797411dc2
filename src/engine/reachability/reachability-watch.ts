/**
 * The tab's watch over the service (decisions in reachability-rules.ts): it hears the API calls
 * (through reachability.ts), the legacy pages that could not be reached (the frame workspace's
 * published changes: the workspace itself is not touched) and the other tabs, and carries out what
 * the rules say: one try at a time, a timer for the next, `online` and the tab being shown as
 * reasons to try at once while unreachable, and a word to the other tabs.
 *
 * Loaded as the services are built, while the service answers: a server that cannot be reached
 * cannot serve this module later.
 */
import type { ApiClient } from '../api/http';
import { WORKSPACE_CHANGE_EVENT, type WorkspaceChange } from '../telemetry/signal-event';
import type { TabChannel } from '../tabs/tab-channel';
import type { CallOutcome, Reachability } from './reachability';
import { frameNewlyUnreachable, reachabilityStep, type ReachabilityEffect, type ReachabilityEvent } from './reachability-rules';

/** The cheapest call the contract states that needs no session and changes nothing. */
export const TRY_CALL = 'withoutauth/starcloudversioninfo';
/** A try that hangs is a try that failed: the next one is not held up behind it. */
const TRY_TIMEOUT_MS = 10_000;

/** Only ever a GET: the watch repeats nothing of the console's own calls, and never one that changes state. */
async function sendTry(api: ApiClient): Promise<CallOutcome> {
  try {
    const { status } = await api.request({ method: 'get', url: TRY_CALL, timeout: TRY_TIMEOUT_MS, reachabilityTry: true });
    return { status };
  } catch {
    // Refused, reset, offline or timed out: whatever ends a try without a reply is no reply.
    return { status: null, code: 'ERR_NETWORK' };
  }
}

export function startReachabilityWatch(reachability: Reachability, api: ApiClient, tabs: TabChannel): void {
  let timer: number | undefined;
  let listening = false;
  const tryAtOnce = (why: 'online' | 'shown') => () => {
    if (why === 'online' || document.visibilityState === 'visible') step({ type: 'try-now', why });
  };
  const onOnline = tryAtOnce('online');
  const onShown = tryAtOnce('shown');

  const run = (effect: ReachabilityEffect): void => {
    if (effect.type === 'tell') tabs.post({ type: 'reachability', reachable: effect.reachable });
    else void sendTry(api).then((outcome) => step({ type: 'tried', outcome }));
  };

  const step = (event: ReachabilityEvent): void => {
    const before = reachability.state();
    const { state, effects } = reachabilityStep(before, event, { now: Date.now(), random: Math.random });
    if (state !== before) set(state);
    if (state.nextTryAt !== before.nextTryAt) {
      window.clearTimeout(timer);
      if (state.nextTryAt !== null) timer = window.setTimeout(() => step({ type: 'due' }), Math.max(0, state.nextTryAt - Date.now()));
    }
    const unreachable = state.status === 'unreachable';
    if (unreachable !== listening) {
      listening = unreachable;
      if (unreachable) {
        window.addEventListener('online', onOnline);
        document.addEventListener('visibilitychange', onShown);
      } else {
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onShown);
      }
    }
    effects.forEach(run);
  };

  const set = reachability.drive({
    met: (outcome) => step({ type: 'call', outcome }),
    tryNow: () => step({ type: 'try-now', why: 'user' }),
  });
  tabs.listen((message) => {
    if (message.type === 'reachability') step({ type: 'told', reachable: message.reachable });
  });
  window.addEventListener(WORKSPACE_CHANGE_EVENT, (event) => {
    const change = (event as CustomEvent<WorkspaceChange>).detail;
    if (!change.replay && frameNewlyUnreachable(change.prev, change.next)) step({ type: 'frame-unreachable' });
  });
}
