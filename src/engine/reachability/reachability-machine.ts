/**
 * The reachability machine's words (docs/reachability.md): its state, the events it hears and the
 * effects it asks for. Shared by the store loaded with the services (reachability.ts), the rules
 * and the watch loaded apart (reachability-rules.ts, reachability-runtime.ts).
 */
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

export const REACHABLE: ReachabilityState = { status: 'reachable', attempt: 0, nextTryAt: null, trying: false };

export type ReachabilityEvent =
  /** An API call of the console came back (or did not); never the watch's own try. */
  | { readonly type: 'call'; readonly outcome: CallOutcome }
  /** A legacy page could not be reached (the workspace's probe found no reply). */
  | { readonly type: 'frame-unreachable' }
  /** The watch's own try came back. */
  | { readonly type: 'tried'; readonly outcome: CallOutcome }
  /** The back-off's timer fired. */
  | { readonly type: 'due' }
  /** Try at once: the browser is online again, the tab was shown, or the user asked. */
  | { readonly type: 'try-now'; readonly why: 'online' | 'shown' | 'user' }
  /** Another tab says what it found. */
  | { readonly type: 'told'; readonly reachable: boolean };

export type ReachabilityEffect =
  /** Send the try (GET withoutauth/starcloudversioninfo). */
  | { readonly type: 'try' }
  /** Tell the other tabs what this tab found by its own calls. */
  | { readonly type: 'tell'; readonly reachable: boolean }
  /** Send `due` at `at`, in place of any earlier wake; null: none (`reachabilityTransition` adds it). */
  | { readonly type: 'wake'; readonly at: number | null }
  /** Try at once when the browser is online again or the tab is shown: only while unreachable (added likewise). */
  | { readonly type: 'listen'; readonly on: boolean }
  /** The service answers again after it could not be reached: failed pages reload (added likewise). */
  | { readonly type: 'recovered' };

export interface ReachabilityStep {
  readonly state: ReachabilityState;
  readonly effects: readonly ReachabilityEffect[];
}

export interface StepContext {
  readonly now: number;
  readonly random: () => number;
}
