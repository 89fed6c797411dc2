/**
 * The menu first (issue 40): after Log On, and on a reload of a signed-in page, the browser paints the
 * side menu, the header and the content area's frame before anything else of the shell runs. Every
 * part that can wait starts behind one signal the layout drives (AfterShellPaint.tsx): none in the
 * first render; the first part in the task the frame that shows the menu queues once it is rendered;
 * then one part per idle task (RELEASE_BOUND_MS at most apart), so that no two parts' renders and
 * code share one long task. Once started, a part stays started for the console start: a shell shown
 * again in the same start (the brand link passes through the entry page) shows its parts at once.
 * Pure: the parts ask `partMayStart`.
 */
import type { StartStateFactory } from '../../engine/services/console-services';

/** The parts of the signed-in shell that wait, in the order they start. */
export const SHELL_PARTS = [
  // The header's tools (find a page, the clock, what's new, the bell, help, the theme, the account
  // menu): the bar with its brand paints with the menu, its tools in the next frame, in the place the
  // bar keeps for them (nothing moves). They were 95 ms of the 160 ms that the first frame's render
  // took beyond the floor's at 4x CPU, Log On to the menu painted.
  'header-tools',
  // Its own calls (the notices; the upgrade banner only when the sign-in or the layout's loader did
  // not ask for it beside the account, engine/header/upgrade-banner.ts): first, since they only ask
  // the server.
  'start-up-calls',
  // The notice and promotion pop-ups, before the frame: a pop-up is modal, so the page behind it
  // waits for it anyway, and shown first it is read while the frame loads, rather than painted over
  // a page that just appeared (with the frame's work before it, it came a second later at 4x CPU,
  // the page's largest paint in Lighthouse). With no pop-up to show this is the host's code alone.
  'notices',
  // The legacy page's frame: its document loads in this renderer's main thread, and with it the top guard.
  'workspace',
  // The other tabs' messages (log off, the session) and the visibility check.
  'tab-watch',
  // The notices the service is unreachable, a maintenance window, parts that failed to load.
  'service-notices',
  // Fresh proofs a page or a call asks for (the asks wait for it: engine/step-up/step-up-broker.ts).
  'step-up',
  // The what's-new file of the header's panel.
  'whats-new',
  // Theme, language and page lists changed in another tab.
  'settings-follow',
  // A new build deployed: nothing the user must see in the first second.
  'version-watch',
  // Telemetry and the guide tool (app/start-integrations.ts).
  'integrations',
] as const;

export type ShellPart = (typeof SHELL_PARTS)[number];

/** A part waits this long at most for the browser to be idle before it starts. */
export const RELEASE_BOUND_MS = 250;

/** Whether `part` may start (mount, call, load its code) once `started` parts have. */
export function partMayStart(part: ShellPart, started: number): boolean {
  return SHELL_PARTS.indexOf(part) < started;
}

/** How many parts of this console start have started, with who waits for more. */
export interface ShellPaintState {
  readonly started: () => number;
  /** Starts the next part; false once all have. */
  readonly release: () => boolean;
  /** For React's useSyncExternalStore: returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Resolves once `part` may start, or after `boundMs` when given (a page that never shows the shell). */
  readonly when: (part: ShellPart, boundMs?: number) => Promise<void>;
}

export function createShellPaintState(): ShellPaintState {
  let started = 0;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const release = (): boolean => {
    if (started >= SHELL_PARTS.length) return false;
    started += 1;
    for (const listener of [...listeners]) listener();
    return true;
  };
  const when = (part: ShellPart, boundMs?: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        stop();
        clearTimeout(timer);
        resolve();
      };
      const stop = subscribe(() => {
        if (partMayStart(part, started)) done();
      });
      const timer = boundMs === undefined ? undefined : setTimeout(done, boundMs);
      if (partMayStart(part, started)) done();
    });
  return { started: () => started, release, subscribe, when };
}

/** This console start's shell parts. */
export const shellPaintOfStart: StartStateFactory<ShellPaintState> = () => createShellPaintState();
