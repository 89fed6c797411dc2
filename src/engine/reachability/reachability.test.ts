import { describe, expect, it, vi } from 'vitest';
import { createReachability, type ReachabilityDriver } from './reachability';
import { REACHABLE, type CallOutcome, type ReachabilityEffect } from './reachability-machine';
import { reachabilityTransition } from './reachability-rules';

const NOW = 1_000_000;
const noReply: CallOutcome = { status: null, code: 'ERR_NETWORK' };

/** A driver with the real rules whose effects are recorded. */
function recordingDriver() {
  const effects: ReachabilityEffect[] = [];
  const stop = vi.fn();
  const driver: ReachabilityDriver = {
    step: reachabilityTransition(() => ({ now: NOW, random: () => 0.5 })),
    run: (effect) => effects.push(effect),
    stop,
  };
  return { driver, effects, stop };
}

describe('the reachability store', () => {
  it('holds what the calls met until the watch drives it, then hands it over in order', () => {
    const reachability = createReachability();
    reachability.met({ status: 200 });
    reachability.met(noReply);
    reachability.tryNow();
    expect(reachability.state()).toBe(REACHABLE);
    const { driver, effects } = recordingDriver();
    reachability.drive(driver);
    expect(reachability.state().status).toBe('confirming');
    expect(effects).toEqual([{ type: 'try' }]);
  });

  it('tells its listeners once per change and its recovery listeners only on the way back', () => {
    const reachability = createReachability();
    const { driver } = recordingDriver();
    const send = reachability.drive(driver);
    const changed = vi.fn();
    const recovered = vi.fn();
    reachability.subscribe(changed);
    const stopRecovered = reachability.onRecovered(recovered);
    send({ type: 'told', reachable: false });
    expect(reachability.state().status).toBe('unreachable');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(recovered).not.toHaveBeenCalled();
    reachability.met({ status: 200 });
    expect(reachability.state()).toEqual(REACHABLE);
    expect(changed).toHaveBeenCalledTimes(2);
    expect(recovered).toHaveBeenCalledTimes(1);
    stopRecovered();
    send({ type: 'told', reachable: false });
    send({ type: 'told', reachable: true });
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('sends the user\'s "Try now" to the machine while unreachable', () => {
    const reachability = createReachability();
    const { driver, effects } = recordingDriver();
    const send = reachability.drive(driver);
    send({ type: 'told', reachable: false });
    effects.length = 0;
    reachability.tryNow();
    expect(reachability.state().trying).toBe(true);
    expect(effects).toEqual([{ type: 'try' }, { type: 'wake', at: null }]);
  });

  it('keeps two stores apart', () => {
    const one = createReachability();
    const two = createReachability();
    one.drive(recordingDriver().driver)({ type: 'told', reachable: false });
    two.drive(recordingDriver().driver);
    expect(one.state().status).toBe('unreachable');
    expect(two.state()).toBe(REACHABLE);
  });

  it('stops through its host: the runtime is undone once, and nothing is heard or held after', () => {
    const reachability = createReachability();
    const { driver, effects, stop } = recordingDriver();
    const send = reachability.drive(driver);
    reachability.stop();
    reachability.stop();
    expect(stop).toHaveBeenCalledTimes(1);
    send({ type: 'told', reachable: false });
    reachability.met(noReply);
    expect(reachability.state()).toBe(REACHABLE);
    expect(effects).toEqual([]);
  });

  it('stopped before the runtime loads, it drops what it held and undoes the runtime as it arrives', () => {
    const reachability = createReachability();
    reachability.met(noReply);
    reachability.stop();
    const { driver, effects, stop } = recordingDriver();
    reachability.drive(driver);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(effects).toEqual([]);
  });
});
