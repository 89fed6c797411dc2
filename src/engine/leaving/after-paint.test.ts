import { describe, expect, it, vi } from 'vitest';
import { afterPaint, type PaintClock } from './after-paint';

function clock(hidden: boolean) {
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const fake: PaintClock = {
    hidden: () => hidden,
    nextFrame: (callback) => frames.push(callback),
    later: (callback, ms) => timers.push({ callback, ms }),
  };
  const runTimers = (ms: number): void => {
    for (const timer of timers.splice(0).filter((entry) => entry.ms === ms)) timer.callback();
  };
  return { fake, frames, timers, runTimers };
}

describe('afterPaint', () => {
  it('a hidden tab goes on at once: it paints nothing and runs no frames', () => {
    const { fake, frames } = clock(true);
    const then = vi.fn();
    afterPaint(then, 100, fake);
    expect(then).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });

  it('a visible tab waits for the next frame and the task after it, once', () => {
    const { fake, frames, timers } = clock(false);
    const then = vi.fn();
    afterPaint(then, 100, fake);
    expect(then).not.toHaveBeenCalled();
    frames.shift()?.();
    expect(then).not.toHaveBeenCalled();
    timers.find((timer) => timer.ms === 0)?.callback();
    expect(then).toHaveBeenCalledOnce();
    // The fallback finds it done.
    timers.find((timer) => timer.ms === 100)?.callback();
    expect(then).toHaveBeenCalledOnce();
  });

  it('a frame that never comes: the fallback goes on', () => {
    const { fake, runTimers } = clock(false);
    const then = vi.fn();
    afterPaint(then, 100, fake);
    runTimers(100);
    expect(then).toHaveBeenCalledOnce();
  });
});
