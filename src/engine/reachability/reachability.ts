/**
 * Whether the console can reach its service (docs/reachability.md), as the shell reads it: one per
 * console start, in the services. This part is loaded with the services and kept small: it hears
 * what the API calls meet and holds the state. The watch (reachability-watch.ts: the decisions, the
 * back-off, the other tabs, the frames) loads apart, at once, while the service that serves it still
 * answers; what the calls meet before it has loaded waits for it.
 */
import type { ApiClient } from '../api/http';
import type { TabChannel } from '../tabs/tab-channel';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The watch's own try: its outcome is the watch's to read, not counted as a call's. */
    reachabilityTry?: boolean;
  }
}

export interface ReachabilityState {
  /** `confirming`: a call or a frame met no reply, and a try of the watch's own is to say whether the service is gone. */
  readonly status: 'reachable' | 'confirming' | 'unreachable';
  /** Tries that failed since the service went: the back-off grows with them. */
  readonly attempt: number;
  /** When the next try is due (ms since 1970), while unreachable and none is under way. */
  readonly nextTryAt: number | null;
  /** A try is under way. */
  readonly trying: boolean;
}

/** What a call met: the reply's status, or no reply and axios's error code. */
export type CallOutcome = { readonly status: number } | { readonly status: null; readonly code: string | undefined };

/** How the watch drives the state: it hears the calls and the user's "Try now", and sets the state. */
export interface ReachabilityDriver {
  met(outcome: CallOutcome): void;
  tryNow(): void;
}

export interface Reachability {
  state(): ReachabilityState;
  /** Calls `listener` on every change of the state; returns the function that stops. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` each time the service answers again after it could not be reached. */
  onRecovered(listener: () => void): () => void;
  /** The user asks for a try now (the notice's button). */
  tryNow(): void;
  /** What an API call met (the client's interceptor tells). */
  met(outcome: CallOutcome): void;
  /** The watch takes over: what the calls met so far is handed to it; returns how it sets the state. */
  drive(driver: ReachabilityDriver): (next: ReachabilityState) => void;
}

export function createReachability(): Reachability {
  let current: ReachabilityState = { status: 'reachable', attempt: 0, nextTryAt: null, trying: false };
  let driver: ReachabilityDriver | null = null;
  const held: CallOutcome[] = [];
  const listeners = new Set<() => void>();
  const recovered = new Set<() => void>();
  const add = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const met = (outcome: CallOutcome): void => {
    if (driver) driver.met(outcome);
    else held.push(outcome);
  };
  return {
    state: () => current,
    subscribe: (listener) => add(listeners, listener),
    onRecovered: (listener) => add(recovered, listener),
    tryNow: () => driver?.tryNow(),
    met,
    drive: (taking) => {
      driver = taking;
      // Handed over once the watch holds the setter this returns.
      queueMicrotask(() => held.splice(0).forEach(met));
      return (next) => {
        const back = current.status === 'unreachable' && next.status === 'reachable';
        current = next;
        listeners.forEach((listener) => listener());
        if (back) recovered.forEach((listener) => listener());
      };
    },
  };
}

/** The console start's reachability: hears every reply of `api` and starts the watch. */
export function watchReachability(api: ApiClient, tabs: TabChannel): Reachability {
  const reachability = createReachability();
  api.interceptors.response.use(
    (response) => {
      if (!response.config.reachabilityTry) reachability.met({ status: response.status });
      return response;
    },
    (error: { code?: string; config?: { reachabilityTry?: boolean } }) => {
      if (!error.config?.reachabilityTry) reachability.met({ status: null, code: error.code });
      throw error;
    },
  );
  void import('./reachability-watch').then(
    ({ startReachabilityWatch }) => startReachabilityWatch(reachability, api, tabs),
    () => undefined,
  );
  return reachability;
}
