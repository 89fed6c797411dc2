/**
 * The log's refresh while the screen is open: one small runtime, started when the screen mounts and
 * stopped when it unmounts, rather than timers and listeners spread over effects.
 *
 * Rules (each pinned by log-refresh.test.ts):
 * - the first read at once (the screen's own first load), if the document is visible;
 * - a read every `intervalMs` after the previous one finished, never two at once;
 * - only while the document is visible: hidden, no timer runs; visible again, a read at once when the
 *   last one is older than the interval, else at the interval;
 * - stop ends it all: no timer, no listener, and a read still in flight schedules nothing after it.
 */

export interface RefreshPorts {
  /** One read of the log; its failure is the screen's to show, the refresh carries on. */
  readonly read: () => Promise<unknown>;
  readonly visible: () => boolean;
  /** Subscribes to visibility changes; returns the unsubscribe. */
  readonly onVisibilityChange: (listener: () => void) => () => void;
  readonly now: () => number;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
}

export const LOG_REFRESH_MS = 15_000;

/** Starts reading: at once, then every interval. Returns stop. */
export function startLogRefresh(ports: RefreshPorts, intervalMs: number = LOG_REFRESH_MS): () => void {
  let stopped = false;
  let reading = false;
  let timer: unknown = null;
  // Never read yet: the first read is due at once.
  let lastRead = Number.NEGATIVE_INFINITY;

  const cancel = (): void => {
    if (timer !== null) ports.clearTimer(timer);
    timer = null;
  };

  const schedule = (): void => {
    cancel();
    if (stopped || reading || !ports.visible()) return;
    const due = Math.max(0, lastRead + intervalMs - ports.now());
    timer = ports.setTimer(() => {
      timer = null;
      void readOnce();
    }, due);
  };

  const readOnce = async (): Promise<void> => {
    if (stopped || reading) return;
    reading = true;
    try {
      await ports.read();
    } catch {
      // The screen shows what failed; the next read may well succeed.
    } finally {
      reading = false;
      lastRead = ports.now();
      schedule();
    }
  };

  const unsubscribe = ports.onVisibilityChange(schedule);
  schedule();

  return () => {
    if (stopped) return;
    stopped = true;
    cancel();
    unsubscribe();
  };
}

/** The browser's ports: the document's visibility and the window's timers. */
export function browserRefreshPorts(read: () => Promise<unknown>, doc: Document = document): RefreshPorts {
  return {
    read,
    visible: () => doc.visibilityState === 'visible',
    onVisibilityChange: (listener) => {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
    now: () => Date.now(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  };
}
