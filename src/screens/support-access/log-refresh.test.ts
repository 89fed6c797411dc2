import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLogRefresh, type RefreshPorts } from './log-refresh';

const INTERVAL = 15_000;

/** Ports over vitest's fake timers, with a visibility the test sets and reads it can hold open. */
function harness() {
  let visible = true;
  const listeners = new Set<() => void>();
  const pending: Array<() => void> = [];
  let held = false;
  const read = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        if (held) pending.push(resolve);
        else resolve();
      }),
  );
  const ports: RefreshPorts = {
    read,
    visible: () => visible,
    onVisibilityChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };
  return {
    ports,
    read,
    listeners,
    setVisible(next: boolean) {
      visible = next;
      for (const listener of [...listeners]) listener();
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
      for (const resolve of pending.splice(0)) resolve();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startLogRefresh', () => {
  it('reads at once, then every interval while visible', async () => {
    const h = harness();
    const stop = startLogRefresh(h.ports, INTERVAL);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(h.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(h.read).toHaveBeenCalledTimes(5);
    stop();
  });

  /** Started and past its first read: the tests below count the reads after it. */
  async function started(h: ReturnType<typeof harness>): Promise<() => void> {
    const stop = startLogRefresh(h.ports, INTERVAL);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.read).toHaveBeenCalledTimes(1);
    h.read.mockClear();
    return stop;
  }

  it.each<[string, number, number]>([
    // [case, ms hidden after the last read, reads right after showing again]
    ['hidden longer than the interval: a read at once on showing', INTERVAL * 4, 1],
    ['hidden shorter than the interval: no read at once', INTERVAL / 3, 0],
  ])('%s', async (_name, hiddenFor, readsAtOnce) => {
    const h = harness();
    const stop = await started(h);
    h.setVisible(false);
    await vi.advanceTimersByTimeAsync(hiddenFor);
    expect(h.read).toHaveBeenCalledTimes(0);
    h.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.read).toHaveBeenCalledTimes(readsAtOnce);
    stop();
  });

  it('shown again before the interval is up: reads when the interval from the last read is', async () => {
    const h = harness();
    const stop = await started(h);
    await vi.advanceTimersByTimeAsync(5_000);
    h.setVisible(false);
    await vi.advanceTimersByTimeAsync(5_000);
    h.setVisible(true);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(h.read).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.read).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never reads twice at once: a slow read delays the next until an interval after it ends', async () => {
    const h = harness();
    const stop = await started(h);
    h.hold();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(h.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    // A visibility flicker while reading does not start another.
    h.setVisible(false);
    h.setVisible(true);
    expect(h.read).toHaveBeenCalledTimes(1);
    h.release();
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(h.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.read).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a failed read does not stop the refresh', async () => {
    const h = harness();
    h.read.mockRejectedValueOnce(new Error('offline'));
    const stop = startLogRefresh(h.ports, INTERVAL);
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    expect(h.read).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stop ends it all: no read, no listener, and a read in flight schedules nothing; a second stop is harmless', async () => {
    const h = harness();
    const stop = await started(h);
    expect(h.listeners.size).toBe(1);
    h.hold();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    stop();
    stop();
    expect(h.listeners.size).toBe(0);
    h.release();
    await vi.advanceTimersByTimeAsync(INTERVAL * 10);
    expect(h.read).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('started hidden: nothing until shown, then the first read at once', async () => {
    const h = harness();
    h.setVisible(false);
    const stop = startLogRefresh(h.ports, INTERVAL);
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(h.read).toHaveBeenCalledTimes(0);
    expect(vi.getTimerCount()).toBe(0);
    h.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.read).toHaveBeenCalledTimes(1);
    stop();
  });
});
