/**
 * Whether the console can reach its service (docs/reachability.md), as the shell reads it: one per
 * console start, in the services. This part is loaded with the services and kept small: it hears
 * what the API calls meet and holds the state, on the machine host (engine/machines). The watch (reachability-runtime.ts: the decisions, the
 * back-off, the other tabs, the frames) loads apart, at once, while the service that serves it still
 * answers; what the calls meet before it has loaded waits for it.
 */
import type { ApiClient } from '../api/http';
import { holdUntilLoaded } from '../machines/hold-until-loaded';
import { createMachineHost, type MachineStep } from '../machines/machine-host';
import type { ConsoleSignals } from '../signals/console-signals';
import type { TabChannel } from '../tabs/tab-channel';
import {
  REACHABLE,
  type CallOutcome,
  type ReachabilityEffect,
  type ReachabilityEvent,
  type ReachabilityState,
} from './reachability-machine';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The watch's own try: its outcome is the watch's to read, not counted as a call's. */
    reachabilityTry?: boolean;
  }
}

/**
 * What the watch brings when it has loaded: the machine's transition (reachability-rules.ts) and
 * where its effects meet the world (reachability-runtime.ts). Told apart from the store so that the
 * store, loaded with the services, stays small.
 */
export interface ReachabilityDriver {
  readonly step: (state: ReachabilityState, event: ReachabilityEvent) => MachineStep<ReachabilityState, ReachabilityEffect>;
  readonly run: (effect: ReachabilityEffect, dispatch: (event: ReachabilityEvent) => void) => void;
  /** Undoes what the runtime started (its listeners, its timer): run by the host as it stops. */
  readonly stop: () => void;
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
  /** The watch takes over: what the calls met so far is handed to it; returns how it sends events. */
  drive(driver: ReachabilityDriver): (event: ReachabilityEvent) => void;
  /** The console start ends: the host stops, and with it the watch (once loaded) stops hearing and trying. */
  stop(): void;
}

/** The state on the machine host; until the watch has loaded, what the calls meet is held for it. */
export function createReachability(): Reachability {
  let driver: ReachabilityDriver | null = null;

  const calls = holdUntilLoaded<CallOutcome>();
  const recovered = new Set<() => void>();
  const host = createMachineHost<ReachabilityState, ReachabilityEvent, ReachabilityEffect>(
    REACHABLE,
    // Only dispatched once a driver is there (below).
    (state, event) => driver!.step(state, event),
    (effect, dispatch) => {
      if (effect.type === 'recovered') recovered.forEach((listener) => listener());
      else driver!.run(effect, dispatch);
    },
  );
  return {
    state: host.getState,
    subscribe: host.subscribe,
    onRecovered: (listener) => {
      recovered.add(listener);
      return () => void recovered.delete(listener);
    },
    tryNow: () => driver && host.dispatch({ type: 'try-now', why: 'user' }),
    met: calls.take,
    drive: (taking) => {
      driver = taking;
      host.onStop(taking.stop);
      calls.release((outcome) => host.dispatch({ type: 'call', outcome }));
      return host.dispatch;
    },
    stop: () => {
      calls.stop();
      host.stop();
    },
  };
}

/**
 * The console start's reachability: hears every reply of `api` and starts the watch, which hears the
 * frame workspace through the start's `signals`. `stop` ends all of it.
 */
export function watchReachability(api: ApiClient, tabs: TabChannel, signals: ConsoleSignals): Reachability {
  const reachability = createReachability();
  let stopped = false;
  const interceptor = api.interceptors.response.use(
    (response) => {
      if (!response.config.reachabilityTry) reachability.met({ status: response.status });
      return response;
    },
    (error: { code?: string; config?: { reachabilityTry?: boolean } }) => {
      if (!error.config?.reachabilityTry) reachability.met({ status: null, code: error.code });
      throw error;
    },
  );
  void import('./reachability-runtime').then(
    ({ startReachabilityRuntime }) => {
      if (!stopped) startReachabilityRuntime(reachability, api, tabs, signals);
    },
    () => undefined,
  );
  return {
    ...reachability,
    stop: () => {
      stopped = true;
      api.interceptors.response.eject(interceptor);
      reachability.stop();
    },
  };
}
