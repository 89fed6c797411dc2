import { describe, expect, it } from 'vitest';
import {
  idleLimitFrom,
  noteLocalActivity,
  noteRemoteActivity,
  readIdleClock,
  shouldPostActivity,
  ACTIVITY_POST_INTERVAL_MS,
} from './idle-clock';

const MIN = 60_000;
const limit = { limitMs: 10 * MIN, warnMs: 2 * MIN };

describe('idleLimitFrom', () => {
  it.each([
    { name: 'no session settings: no idle logic', session: undefined, expected: null },
    { name: 'no idle limit: none', session: { warnMinutes: 3 }, expected: null },
    { name: 'a limit with the default lead', session: { idleMinutes: 30 }, expected: { limitMs: 30 * MIN, warnMs: 2 * MIN } },
    { name: 'a limit with its own lead', session: { idleMinutes: 30, warnMinutes: 5 }, expected: { limitMs: 30 * MIN, warnMs: 5 * MIN } },
    {
      name: 'a lead longer than the limit warns from the start',
      session: { idleMinutes: 1, warnMinutes: 5 },
      expected: { limitMs: MIN, warnMs: MIN },
    },
  ])('$name', ({ session, expected }) => {
    expect(idleLimitFrom(session)).toEqual(expected);
  });
});

describe('readIdleClock', () => {
  it.each([
    { name: 'just active', now: 0, expected: { phase: 'active', nextAt: 8 * MIN } },
    { name: 'a moment before the warning', now: 8 * MIN - 1, expected: { phase: 'active', nextAt: 8 * MIN } },
    { name: 'the warning starts', now: 8 * MIN, expected: { phase: 'warning', nextAt: 10 * MIN } },
    { name: 'a moment before the limit', now: 10 * MIN - 1, expected: { phase: 'warning', nextAt: 10 * MIN } },
    { name: 'the limit', now: 10 * MIN, expected: { phase: 'ended', nextAt: null } },
    { name: 'long after', now: 99 * MIN, expected: { phase: 'ended', nextAt: null } },
  ])('$name', ({ now, expected }) => {
    expect(readIdleClock(limit, 0, now)).toEqual(expected);
  });
});

describe('activity', () => {
  it.each([
    { name: 'counts while active', last: 0, now: 5 * MIN, expected: 5 * MIN },
    { name: 'does not count while the warning shows', last: 0, now: 9 * MIN, expected: 0 },
    { name: 'does not count once ended', last: 0, now: 11 * MIN, expected: 0 },
    { name: 'never moves the clock back', last: 5 * MIN, now: 4 * MIN, expected: 5 * MIN },
  ])('local: $name', ({ last, now, expected }) => {
    expect(noteLocalActivity(limit, last, now)).toBe(expected);
  });

  it.each([
    { name: 'a newer one from another tab counts', last: MIN, at: 3 * MIN, expected: 3 * MIN },
    { name: 'an older one changes nothing', last: 3 * MIN, at: MIN, expected: 3 * MIN },
  ])('remote: $name', ({ last, at, expected }) => {
    expect(noteRemoteActivity(last, at)).toBe(expected);
  });

  it.each([
    { name: 'never posted: post', lastPosted: null, now: 0, expected: true },
    { name: 'posted just now: wait', lastPosted: 1000, now: 1000 + ACTIVITY_POST_INTERVAL_MS - 1, expected: false },
    { name: 'posted an interval ago: post', lastPosted: 1000, now: 1000 + ACTIVITY_POST_INTERVAL_MS, expected: true },
  ])('posting: $name', ({ lastPosted, now, expected }) => {
    expect(shouldPostActivity(lastPosted, now)).toBe(expected);
  });
});
