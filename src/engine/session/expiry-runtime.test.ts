import { describe, expect, it, vi } from 'vitest';
import { createSessionGuard } from './expiry-runtime';

const ADMIN = { id: '1001', name: 'admin' };

function guard() {
  const deps = { tabs: { post: vi.fn() }, signals: { publish: vi.fn() }, endSession: vi.fn(), reloadRoot: vi.fn() };
  const created = createSessionGuard(ADMIN, deps);
  const changes = vi.fn();
  created.subscribe(changes);
  const resumed = vi.fn();
  created.onResume(resumed);
  return { guard: created, deps, changes, resumed };
}

describe('the session guard runs the machine’s effects', () => {
  it('a 401 covers, tells the other tabs once, and a sign-in as the same account resumes (the sign-in flow tells the other tabs)', () => {
    const { guard: g, deps, changes, resumed } = guard();
    g.dispatch({ type: 'lost', cause: 'api' });
    g.dispatch({ type: 'lost', cause: 'api' });
    expect(g.getState().phase).toBe('covered');
    expect(deps.tabs.post.mock.calls).toEqual([[{ type: 'session-expired' }]]);
    // Telemetry hears of it once, through the console start's signals.
    expect(deps.signals.publish.mock.calls).toEqual([['signal', { kind: 'session-expired' }]]);
    expect(changes).toHaveBeenCalledOnce();
    g.dispatch({ type: 'signed-in-here', account: ADMIN });
    expect(g.getState().phase).toBe('open');
    expect(deps.tabs.post).toHaveBeenCalledOnce();
    expect(resumed).toHaveBeenCalledExactlyOnceWith({ type: 'resume', reloadFrame: false, nativeAgain: true });
    expect(deps.reloadRoot).not.toHaveBeenCalled();
  });

  it('the idle limit ends the server session', () => {
    const { guard: g, deps } = guard();
    g.dispatch({ type: 'lost', cause: 'idle' });
    expect(deps.endSession).toHaveBeenCalledOnce();
  });

  it('another account signing in elsewhere reloads into it', () => {
    const { guard: g, deps, resumed } = guard();
    g.dispatch({ type: 'expired-elsewhere' });
    g.dispatch({ type: 'signed-in-elsewhere', account: { id: '1002', name: 'inbound' } });
    expect(deps.reloadRoot).toHaveBeenCalledOnce();
    expect(resumed).not.toHaveBeenCalled();
    expect(deps.tabs.post).not.toHaveBeenCalled();
  });
});
