/**
 * The menu first (issue 40): after Log On, and on a reload of a signed-in page, the browser paints the
 * side menu, the header and the content area's frame before anything else of the shell runs. Every
 * part that can wait starts behind one signal the layout raises, in phases:
 *
 * - `frame`: the first render, which is only the menu, the header and the content area's frame;
 * - `painted`: the frame that shows the menu is on screen (raised from a task queued by that frame's
 *   animation callback, which runs once the frame is rendered);
 * - `idle`: the browser was idle after that paint, or a bound passed (IDLE_BOUND_MS), whichever is first.
 *
 * The phases only move forward, once per console start: a shell shown again in the same start (the
 * brand link passes through the entry page) shows its parts at once. Pure: the layout raises the
 * phases (AfterShellPaint.tsx), the parts ask `partMayStart`.
 */
import type { StartStateFactory } from '../../engine/services/console-services';

export type ShellPhase = 'frame' | 'painted' | 'idle';

const ORDER: Readonly<Record<ShellPhase, number>> = { frame: 0, painted: 1, idle: 2 };

/** The parts of the signed-in shell that wait, and what each waits for. */
export const SHELL_PARTS = {
  // Its own calls and the pop-ups and banner they open: the user is looking for the menu first.
  'start-up-calls': 'painted',
  // The notices the service is unreachable, a maintenance window, parts that failed to load.
  'service-notices': 'painted',
  // The notice and promotion pop-ups.
  notices: 'painted',
  // The what's-new file of the header's panel.
  'whats-new': 'painted',
  // The legacy page's frame: its document loads in this renderer's main thread, and with it the top guard.
  workspace: 'painted',
  // The other tabs' messages (log off, the session) and the visibility check.
  'tab-watch': 'painted',
  // Theme, language and page lists changed in another tab.
  'settings-follow': 'painted',
  // Fresh proofs a page or a call asks for: no page can ask before the workspace is there.
  'step-up': 'painted',
  // A new build deployed: nothing the user must see in the first second.
  'version-watch': 'idle',
  // Telemetry and the guide tool (app/start-integrations.ts).
  integrations: 'idle',
} as const satisfies Record<string, Exclude<ShellPhase, 'frame'>>;

export type ShellPart = keyof typeof SHELL_PARTS;

/** After the browser was idle, or this long after the paint at most. */
export const IDLE_BOUND_MS = 1000;

/** Whether `part` may start (mount, call, load its code) in `phase`. */
export function partMayStart(part: ShellPart, phase: ShellPhase): boolean {
  return ORDER[phase] >= ORDER[SHELL_PARTS[part]];
}

/** The phase after `current` has been told `reached`: never back. */
export function nextPhase(current: ShellPhase, reached: ShellPhase): ShellPhase {
  return ORDER[reached] > ORDER[current] ? reached : current;
}

/** The phase of this console start, with who waits for it. */
export interface ShellPaintState {
  readonly phase: () => ShellPhase;
  /** Moves the phase forward (never back) and tells the waiting. */
  readonly reach: (phase: ShellPhase) => void;
  /** For React's useSyncExternalStore: returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Resolves once `phase` is reached, or after `boundMs` when given (a page that never shows the shell). */
  readonly when: (phase: ShellPhase, boundMs?: number) => Promise<void>;
}

export function createShellPaintState(): ShellPaintState {
  let phase: ShellPhase = 'frame';
  const listeners = new Set<() => void>();
  const reach = (reached: ShellPhase): void => {
    const next = nextPhase(phase, reached);
    if (next === phase) return;
    phase = next;
    for (const listener of [...listeners]) listener();
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const when = (wanted: ShellPhase, boundMs?: number): Promise<void> =>
    new Promise((resolve) => {
      if (ORDER[phase] >= ORDER[wanted]) {
        resolve();
        return;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = subscribe(() => {
        if (ORDER[phase] < ORDER[wanted]) return;
        done();
      });
      const done = (): void => {
        stop();
        if (timer !== undefined) clearTimeout(timer);
        resolve();
      };
      if (boundMs !== undefined) timer = setTimeout(done, boundMs);
    });
  return { phase: () => phase, reach, subscribe, when };
}

/** This console start's paint phase. */
export const shellPaintOfStart: StartStateFactory<ShellPaintState> = () => createShellPaintState();
