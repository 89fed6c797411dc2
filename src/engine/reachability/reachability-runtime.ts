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
import { versionInfoRequest } from '../../generated/calls/send/version-info';
import type { ApiClient } from '../api/http';
import type { ConsoleSignals } from '../signals/console-signals';
import type { TabChannel } from '../tabs/tab-channel';
import type { Reachability } from './reachability';
import type { CallOutcome, ReachabilityEffect, ReachabilityEvent } from './reachability-machine';
import { frameNewlyUnreachable, reachabilityTransition } from './reachability-rules';

/** A try that hangs is a try that failed: the next one is not held up behind it. */
const TRY_TIMEOUT_MS = 10_000;

/** Only ever a GET: the watch repeats nothing of the console's own calls, and never one that changes state. */
async function sendTry(api: ApiClient): Promise<CallOutcome> {
  try {
    // The cheapest call the contract states that needs no session and changes nothing.
    const { status } = await api.request({ ...versionInfoRequest, timeout: TRY_TIMEOUT_MS, reachabilityTry: true });
    return { status };
  } catch {
    // Refused, reset, offline or timed out: whatever ends a try without a reply is no reply.
    return { status: null, code: 'ERR_NETWORK' };
  }
}

/** Starts the watch on the store's host, which undoes it (every listener, the timer) as it stops. */
export function startReachabilityRuntime(reachability: Reachability, api: ApiClient, tabs: TabChannel, signals: ConsoleSignals): void {
  let timer: number | undefined;
  const tryAtOnce = (why: 'online' | 'shown') => () => {
    if (why === 'online' || document.visibilityState === 'visible') dispatch({ type: 'try-now', why });
  };
  const onOnline = tryAtOnce('online');
  const onShown = tryAtOnce('shown');

  // Where the machine's effects meet the world (the recovery is the store's: reachability.ts).
  const run = (effect: ReachabilityEffect, send: (event: ReachabilityEvent) => void): void => {
    if (effect.type === 'tell') tabs.post({ type: 'reachability', reachable: effect.reachable });
    else if (effect.type === 'try') void sendTry(api).then((outcome) => send({ type: 'tried', outcome }));
    else if (effect.type === 'wake') {
      window.clearTimeout(timer);
      if (effect.at !== null) timer = window.setTimeout(() => send({ type: 'due' }), Math.max(0, effect.at - Date.now()));
    } else if (effect.type === 'listen') {
      const listening = effect.on ? 'addEventListener' : 'removeEventListener';
      window[listening]('online', onOnline);
      document[listening]('visibilitychange', onShown);
    }
  };

  const stops: (() => void)[] = [];
  const stop = (): void => {
    for (const each of stops) each();
    window.clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onShown);
  };
  const dispatch = reachability.drive({ step: reachabilityTransition(() => ({ now: Date.now(), random: Math.random })), run, stop });
  stops.push(
    tabs.listen((message) => {
      if (message.type === 'reachability') dispatch({ type: 'told', reachable: message.reachable });
    }),
    signals.subscribe('workspace-change', (change) => {
      if (!change.replay && frameNewlyUnreachable(change.prev, change.next)) dispatch({ type: 'frame-unreachable' });
    }),
  );
}
