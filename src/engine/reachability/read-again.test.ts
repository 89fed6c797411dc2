import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/envelope';
import { failedForWantOfService } from '../api/envelope';
import { onceRecovered } from './read-again';

const http = (status: number): ApiError => ({ kind: 'http', call: 'x', status });

describe('failedForWantOfService', () => {
  it.each<[string, ApiError, boolean]>([
    ['no reply', { kind: 'network', call: 'x', reason: 'ERR_NETWORK' }, true],
    ['a gateway 502', http(502), true],
    ['a gateway 503', http(503), true],
    ['a gateway 504', http(504), true],
    ['a 500: the service answered', http(500), false],
    ['a 404', http(404), false],
    ['an error code in the reply', { kind: 'code', call: 'x', code: '1', message: '', result: null }, false],
    ['a reply of another shape', { kind: 'shape', call: 'x', problem: 'p' }, false],
  ])('%s: %s', (_name, error, expected) => {
    expect(failedForWantOfService(error)).toBe(expected);
  });
});

/** A reachability store's recovery listeners, told by hand. */
function recoveries() {
  const listeners = new Set<() => void>();
  return {
    onRecovered: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    recover: () => [...listeners].forEach((listener) => listener()),
    count: () => listeners.size,
  };
}

describe('onceRecovered', () => {
  it('calls once, on the next recovery only, and stops listening', () => {
    const reachability = recoveries();
    const again = vi.fn();
    onceRecovered(reachability, again);
    expect(again).not.toHaveBeenCalled();
    reachability.recover();
    reachability.recover();
    expect(again).toHaveBeenCalledTimes(1);
    expect(reachability.count()).toBe(0);
  });

  it('calls nothing once stopped', () => {
    const reachability = recoveries();
    const again = vi.fn();
    onceRecovered(reachability, again)();
    reachability.recover();
    expect(again).not.toHaveBeenCalled();
    expect(reachability.count()).toBe(0);
  });
});
