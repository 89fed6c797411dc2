/**
 * How a part of the console that meets a signal (an unreadable reply, an expired session, an error
 * a boundary caught, a change of the frame workspace) tells telemetry, without knowing whether telemetry runs: it
 * dispatches a DOM event on the page, as the browser tells of an uncaught error or a CSP violation,
 * and the page's recorder (telemetry-recorder.ts) hears it or nobody does. Dispatching costs nothing
 * worth measuring, and no module of the engine needs the recorder handed down to it.
 */
import type { WorkspaceState } from '../frames/workspace-machine';
import type { RawSignal } from './signals';

export const SIGNAL_EVENT = 'console:telemetry-signal';

/** Tells whoever listens on `target` (the page) of `signal`; outside a browser, nobody. */
export function emitSignal(signal: RawSignal, target: EventTarget | undefined = globalThis.window): void {
  if (target === undefined || typeof CustomEvent !== 'function') return;
  target.dispatchEvent(new CustomEvent<RawSignal>(SIGNAL_EVENT, { detail: signal }));
}

/**
 * The frame workspace's state changes, published the same way: telemetry tells failed frames and
 * switch timings from them (frames/workspace-signals.ts) when it runs.
 */
export const WORKSPACE_CHANGE_EVENT = 'console:workspace-change';

/**
 * Telemetry has started: the workspace publishes its whole state once more (as a change from an
 * empty workspace), so a frame that failed before telemetry was loaded is still told.
 */
export const TELEMETRY_STARTED_EVENT = 'console:telemetry-started';

export interface WorkspaceChange {
  readonly prev: WorkspaceState;
  readonly next: WorkspaceState;
  /** `performance.now()` at the change. */
  readonly at: number;
  /** The whole state published again for telemetry that has just started: no switch happened. */
  readonly replay: boolean;
}

export function publishWorkspaceChange(
  prev: WorkspaceState,
  next: WorkspaceState,
  replay = false,
  target: EventTarget | undefined = globalThis.window,
): void {
  if (target === undefined || typeof CustomEvent !== 'function') return;
  target.dispatchEvent(new CustomEvent<WorkspaceChange>(WORKSPACE_CHANGE_EVENT, { detail: { prev, next, at: performance.now(), replay } }));
}
