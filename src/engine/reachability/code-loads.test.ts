import { describe, expect, it, vi } from 'vitest';
import type { ConsoleServices } from '../services/console-services';
import { createCodeLoads, type CodeLoadPart } from './code-loads';
import { PartHeld } from './fresh-import';
import { REACHABLE, type ReachabilityState } from './reachability-machine';

/** A reachability store whose state the test sets, and a version watch that says whether a new version is deployed. */
function services(replaced = false) {
  let state: ReachabilityState = REACHABLE;
  const listeners = new Set<() => void>();
  const reachability = {
    state: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    met: vi.fn(),
  };
  const set = (status: ReachabilityState['status']) => {
    state = { ...state, status };
    listeners.forEach((listener) => listener());
  };
  // The signed-in scope running now, whose version watch (its child) says whether a new version is deployed.
  const watch = { afterLoadFailure: async () => replaced };
  const scope = { keep: () => watch };
  const runningScope = { current: () => scope };
  const signals = { publish: vi.fn(), subscribe: () => () => undefined };
  return {
    deps: { reachability, runningScope, signals } as unknown as Pick<ConsoleServices, 'reachability' | 'runningScope' | 'signals'>,
    reachability,
    set,
  };
}

const part = (load: () => Promise<unknown>): CodeLoadPart => ({ id: 'palette', text: 'palette.loadFailed', load });

describe('the start’s failed code loads', () => {
  it('a failure shows its notice and is told to the reachability watch as a call with no reply', async () => {
    const { deps, reachability } = services();
    const loads = createCodeLoads(deps);
    const palette = part(async () => 'code');
    await loads.failed(palette, new Error('no reply'));
    expect(loads.shown()).toEqual([palette]);
    expect(reachability.met).toHaveBeenCalledWith({ status: null, code: 'ERR_NETWORK' });
  });

  it('a failure because of a new version shows nothing (its prompt does)', async () => {
    const { deps } = services(true);
    const loads = createCodeLoads(deps);
    await loads.failed(
      part(async () => 'code'),
      new Error('gone'),
    );
    expect(loads.shown()).toEqual([]);
  });

  it('can always be closed, and goes when a later load succeeds', async () => {
    const { deps } = services();
    const loads = createCodeLoads(deps);
    const palette = part(async () => 'code');
    await loads.failed(palette, new Error('no reply'));
    loads.close('palette');
    expect(loads.shown()).toEqual([]);
    await loads.failed(palette, new Error('no reply'));
    loads.loaded('palette');
    expect(loads.shown()).toEqual([]);
  });

  it('loads the part again once the service answers, and the notice goes when that succeeds', async () => {
    const { deps, set } = services();
    const loads = createCodeLoads(deps);
    const load = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('still away')).mockResolvedValue('code');
    const palette = part(load);
    const changed = vi.fn();
    loads.subscribe(changed);
    await loads.failed(palette, new Error('no reply'));
    set('unreachable');
    expect(load).not.toHaveBeenCalled();
    // Back, but the first load again fails: the notice stays.
    set('reachable');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(loads.shown()).toEqual([palette]);
    // Back once more (after a confirmation): loaded, and the notice goes.
    set('confirming');
    set('reachable');
    await vi.waitFor(() => expect(loads.shown()).toEqual([]));
    expect(load).toHaveBeenCalledTimes(2);
    expect(changed).toHaveBeenCalled();
  });

  it('Retry loads the part again at once; the notice goes when that succeeds', async () => {
    const { deps } = services();
    const loads = createCodeLoads(deps);
    const load = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('still away')).mockResolvedValue('code');
    const palette = part(load);
    await loads.failed(palette, new Error('no reply'));
    loads.retry('palette');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(loads.shown()).toEqual([palette]);
    loads.retry('palette');
    await vi.waitFor(() => expect(loads.shown()).toEqual([]));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a part that shows its failure in its own place has no notice at the foot, yet is told and loaded again', async () => {
    const { deps, reachability, set } = services();
    const loads = createCodeLoads(deps);
    const load = vi.fn(async () => 'code');
    await loads.failed({ ...part(load), id: 'menu', inPlace: true }, new Error('no reply'));
    expect(loads.shown()).toEqual([]);
    expect(reachability.met).toHaveBeenCalledWith({ status: null, code: 'ERR_NETWORK' });
    set('unreachable');
    set('reachable');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('a closed failure is not loaded again on its own', async () => {
    const { deps, set } = services();
    const loads = createCodeLoads(deps);
    const load = vi.fn(async () => 'code');
    await loads.failed(part(load), new Error('no reply'));
    loads.close('palette');
    set('unreachable');
    set('reachable');
    expect(load).not.toHaveBeenCalled();
  });

  it('a part the browser holds: its notice offers a reload; nothing loads it again, and no outage is told', async () => {
    const { deps, reachability, set } = services();
    const loads = createCodeLoads(deps);
    const load = vi.fn(async () => 'code');
    const palette = part(load);
    const changed = vi.fn();
    loads.subscribe(changed);
    await loads.failed(palette, new Error('no reply'));
    expect(loads.held('palette')).toBe(false);
    // The user's Retry finds it held: the same notice, now held (its listeners hear of it).
    changed.mockClear();
    await loads.failed(palette, new PartHeld('https://console.example.com/assets/Part.js', new Error('kept')));
    expect(loads.shown()).toEqual([palette]);
    expect(loads.held('palette')).toBe(true);
    expect(changed).toHaveBeenCalled();
    expect(reachability.met).toHaveBeenCalledTimes(1);
    loads.retry('palette');
    set('unreachable');
    set('reachable');
    expect(load).not.toHaveBeenCalled();
  });

  it('a load after the service answered again that finds the part held makes it held', async () => {
    const { deps, set } = services();
    const loads = createCodeLoads(deps);
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValue(new PartHeld('https://console.example.com/assets/Part.js', new Error('kept')));
    await loads.failed(part(load), new Error('no reply'));
    set('unreachable');
    set('reachable');
    await vi.waitFor(() => expect(loads.held('palette')).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
