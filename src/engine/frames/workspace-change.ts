/**
 * The frame workspace's topic on the console start's signals (signals/console-signals.ts): each
 * change of its state, which telemetry reads for failed frames and switch timings, and the
 * reachability watch for unreachable pages. Declared here, beside the state it carries.
 */
import type { WorkspaceState } from './workspace-machine';

/** A change of the frame workspace. */
export interface WorkspaceChange {
  readonly prev: WorkspaceState;
  readonly next: WorkspaceState;
  /** `performance.now()` at the change. */
  readonly at: number;
  /** The whole state published again for telemetry that has just started: no switch happened. */
  readonly replay: boolean;
}

declare module '../signals/console-signals' {
  interface SignalTopics {
    /** The frame workspace changed (workspace-runtime.ts publishes). */
    readonly 'workspace-change': WorkspaceChange;
  }
}
