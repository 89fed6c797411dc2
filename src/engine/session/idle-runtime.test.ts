import { describe, expect, it, vi } from 'vitest';
import type { TabChannel } from '../tabs/tab-channel';
import { createSessionGuard } from './expiry-runtime';
import { createIdleWatch } from './idle-runtime';

const MINUTE = 60_000;
const LIMIT = { limitMs: 3 * MINUTE, warnMs: MINUTE };

function watched() {
  let time = 0;
  const tabs: TabChannel = { post: vi.fn(), listen: vi.fn(() => () => {}), close: vi.fn() };
  const guard = createSessionGuard(
    { id: '1001', name: 'admin' },
    { tabs, signals: { publish: vi.fn() }, endSession: vi.fn(), reloadRoot: vi.fn() },
  );
  const events = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
  const watch = createIdleWatch(LIMIT, { guard, tabs, events, now: () => time, since: 0 });
  const stop = watch.start();
  return { watch, guard, stop, at: (ms: number) => (time = ms) };
}

describe('the idle watch', () => {
  it('warns before the limit, and the warning goes when another tab finds the session gone', () => {
    vi.useFakeTimers();
    const { watch, guard, stop, at } = watched();
    at(2 * MINUTE + 1);
    vi.advanceTimersByTime(2 * MINUTE + 1);
    expect(watch.phase()).toBe('warning');
    guard.dispatch({ type: 'expired-elsewhere' });
    expect(watch.phase()).toBe('ended');
    // Signed in again: activity enough, and the clock starts over.
    guard.dispatch({ type: 'signed-in-here', account: { id: '1001', name: 'admin' } });
    expect(watch.phase()).toBe('active');
    stop();
    vi.useRealTimers();
  });

  it('at the limit the guard covers the tab and ends the session', () => {
    vi.useFakeTimers();
    const { watch, guard, stop, at } = watched();
    at(3 * MINUTE);
    vi.advanceTimersByTime(3 * MINUTE);
    expect(guard.getState().phase).toBe('covered');
    expect(watch.phase()).toBe('ended');
    stop();
    vi.useRealTimers();
  });
});
