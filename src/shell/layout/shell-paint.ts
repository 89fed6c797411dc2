/**
 * The menu first (issue 40): after Log On, and on a reload of a signed-in page, the browser paints the
 * side menu, the header and the content area's frame before anything else of the shell runs. Every
 * part that can wait starts behind one signal the layout raises, in phases:
 *
 * - `frame`: the first render, which is only the menu, the header and the content area's frame;
 * - `painted`: the frame that shows the menu is on screen (raised from a task queued by that frame's
 *   animation callback, which runs once the frame is rendered);
 * - `idle`: the parts that wait for the paint have started, and the browser was idle once more.
 *
 * Once painted, the parts start one at a time, in the order of SHELL_PARTS, each in an idle task of
 * its own. The phases and parts only move forward, once per console start: a shell shown again in
 * the same start (the brand link passes through the entry page) shows its parts at once. Pure: the
 * layout drives it (AfterShellPaint.tsx), the parts ask `partMayStart`.
 */
import type { StartStateFactory } from '../../engine/services/console-services';

export type ShellPhase = 'frame' | 'painted' | 'idle';

const ORDER: Readonly<Record<ShellPhase, number>> = { frame: 0, painted: 1, idle: 2 };

/**
 * The parts of the signed-in shell that wait, in the order they start, and the phase each waits for.
 * After the paint they start one at a time, each in a task of its own when the browser is next idle
 * (RELEASE_BOUND_MS at most), so that no two parts' renders and code share one long task.
 */
export const SHELL_PARTS = {
  // Its own calls (the banner above the header, the notices): first, in the paint's own task, since
  // they only ask the server, and the banner, which moves the shell down, should come soon.
  'start-up-calls': 'painted',
  // The legacy page's frame: its document loads in this renderer's main thread, and with it the top guard.
  workspace: 'painted',
  // The other tabs' messages (log off, the session) and the visibility check.
  'tab-watch': 'painted',
  // The notice and promotion pop-ups.
  notices: 'painted',
  // The notices the service is unreachable, a maintenance window, parts that failed to load.
  'service-notices': 'painted',
  // Fresh proofs a page or a call asks for (the asks wait for it: engine/step-up/step-up-broker.ts).
  'step-up': 'painted',
  // The what's-new file of the header's panel.
  'whats-new': 'painted',
  // Theme, language and page lists changed in another tab.
  'settings-follow': 'painted',
  // A new build deployed: nothing the user must see in the first second.
  'version-watch': 'idle',
  // Telemetry and the guide tool (app/start-integrations.ts).
  integrations: 'idle',
} as const satisfies Record<string, Exclude<ShellPhase, 'frame'>>;

export type ShellPart = keyof typeof SHELL_PARTS;

const PARTS = Object.keys(SHELL_PARTS) as readonly ShellPart[];

/** Where the start is: its phase and how many parts (in SHELL_PARTS' order) have started. */
export interface ShellProgress {
  readonly phase: ShellPhase;
  readonly started: number;
}

export const FIRST_FRAME: ShellProgress = { phase: 'frame', started: 0 };

/** A part waits this long at most for the browser to be idle before it starts (or `idle` is reached). */
export const RELEASE_BOUND_MS = 250;

/** Whether `part` may start (mount, call, load its code) yet. */
export function partMayStart(part: ShellPart, progress: ShellProgress): boolean {
  return PARTS.indexOf(part) < progress.started;
}

/** Whether every part has started. */
export function allStarted(progress: ShellProgress): boolean {
  return progress.started >= PARTS.length;
}

/** The phase after `current` has been told `reached`: never back. */
export function nextPhase(current: ShellPhase, reached: ShellPhase): ShellPhase {
  return ORDER[reached] > ORDER[current] ? reached : current;
}

/**
 * The progress after one more release (one idle task after the paint, or the paint itself): the next
 * part starts if its phase has come; none does in the first frame.
 */
export function releaseNext(progress: ShellProgress): ShellProgress {
  const part = PARTS[progress.started];
  if (part === undefined || ORDER[progress.phase] < ORDER[SHELL_PARTS[part]]) return progress;
  return { ...progress, started: progress.started + 1 };
}

/** The progress of this console start, with who waits for it. */
export interface ShellPaintState {
  readonly progress: () => ShellProgress;
  /** Moves the phase forward (never back) and tells the waiting. */
  readonly reach: (phase: ShellPhase) => void;
  /** Starts the next part whose phase has come; false when none could start. */
  readonly release: () => boolean;
  /** For React's useSyncExternalStore: returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Resolves once `part` may start, or after `boundMs` when given (a page that never shows the shell). */
  readonly when: (part: ShellPart, boundMs?: number) => Promise<void>;
}

export function createShellPaintState(): ShellPaintState {
  let progress = FIRST_FRAME;
  const listeners = new Set<() => void>();
  const set = (next: ShellProgress): boolean => {
    if (next === progress) return false;
    progress = next;
    for (const listener of [...listeners]) listener();
    return true;
  };
  const reach = (reached: ShellPhase): void => {
    const phase = nextPhase(progress.phase, reached);
    if (phase !== progress.phase) set({ ...progress, phase });
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const when = (part: ShellPart, boundMs?: number): Promise<void> =>
    new Promise((resolve) => {
      if (partMayStart(part, progress)) {
        resolve();
        return;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = subscribe(() => {
        if (partMayStart(part, progress)) done();
      });
      const done = (): void => {
        stop();
        if (timer !== undefined) clearTimeout(timer);
        resolve();
      };
      if (boundMs !== undefined) timer = setTimeout(done, boundMs);
    });
  return { progress: () => progress, reach, release: () => set(releaseNext(progress)), subscribe, when };
}

/** This console start's paint phase. */
export const shellPaintOfStart: StartStateFactory<ShellPaintState> = () => createShellPaintState();
