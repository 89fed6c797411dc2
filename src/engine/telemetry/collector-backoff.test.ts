import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  afterSuccess,
  FIRST_WAIT_MS,
  MAX_WAIT_MS,
  mayExport,
  READY,
  sampledIn,
  type BackoffState,
} from './collector-backoff';

describe('collector back-off', () => {
  it('sends at once until a failure, then waits 30 s (±20 %), doubling, capped at 10 min; a success resets', () => {
    const now = 1_000_000;
    expect(mayExport(READY, now)).toBe(true);
    const waits: number[] = [];
    let state: BackoffState = READY;
    for (let failure = 0; failure < 8; failure += 1) {
      state = afterFailure(state, now, 0.5);
      waits.push(state.closedUntil - now);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000, 600_000]);
    expect(mayExport(state, now + 599_999)).toBe(false);
    expect(mayExport(state, now + 600_000)).toBe(true);
    expect(afterSuccess()).toEqual(READY);
  });

  it.each([
    [0, FIRST_WAIT_MS * 0.8],
    [0.5, FIRST_WAIT_MS],
    [0.999999, FIRST_WAIT_MS * 1.2],
  ])('jitter %d spreads the first wait to %d ms', (random, wait) => {
    expect(afterFailure(READY, 0, random).closedUntil).toBeCloseTo(wait, 0);
  });

  it('never waits longer than the cap, whatever the jitter', () => {
    const long: BackoffState = { failures: 20, closedUntil: 0 };
    expect(afterFailure(long, 0, 0.999).closedUntil).toBe(MAX_WAIT_MS);
  });
});

describe('sampledIn', () => {
  it.each([
    [undefined, 0.99, true],
    [1, 0.999, true],
    [0, 0, false],
    [0.25, 0.2, true],
    [0.25, 0.25, false],
    [0.25, 0.9, false],
  ])('rate %s, draw %d → %s', (rate, draw, expected) => {
    expect(sampledIn(rate, draw)).toBe(expected);
  });
});
