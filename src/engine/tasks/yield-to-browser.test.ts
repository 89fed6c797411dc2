import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToBrowser', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('goes on in a later task, not in a microtask of this one', async () => {
    const order: string[] = [];
    const done = yieldToBrowser().then(() => order.push('after the yield'));
    await Promise.resolve();
    queueMicrotask(() => order.push('microtask'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await done;
    expect(order).toEqual(['microtask', 'after the yield']);
  });

  it('falls back to a timer where there is no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    try {
      let resolved = false;
      void yieldToBrowser().then(() => (resolved = true));
      await Promise.resolve();
      expect(resolved).toBe(false);
      await vi.runAllTimersAsync();
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
