import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  elapsedSince,
  formatCountdown,
  onBrowserClock,
  parseTime,
  supportView,
  warningAt,
  warningToSay,
  type BrowserNow,
  type Warning,
} from './support-clock';

// The server's own clock: the reply was made at 10:00:00 UTC by its Date header.
const SERVER_AT = Date.parse('2026-12-07T10:00:00Z');
const DATE_HEADER = 'Mon, 07 Dec 2026 10:00:00 GMT';
const MIN = 60_000;
const times = (expiresInMin: number, writeInMin: number | null = null) => ({
  expiresAt: SERVER_AT + expiresInMin * MIN,
  writeUntil: writeInMin === null ? null : SERVER_AT + writeInMin * MIN,
});

describe('the countdown is read against the server clock, whatever the browser clock says', () => {
  // skew: the browser's wall clock minus the server's at the reply; mono: performance.now() at the reply.
  const cases: ReadonlyArray<{
    name: string;
    skewMs: number;
    monoElapsed: number;
    wallElapsed: number;
    expiresInMin: number;
    remaining: number;
    resync: boolean;
  }> = [
    { name: 'clocks agree, just read', skewMs: 0, monoElapsed: 0, wallElapsed: 0, expiresInMin: 6, remaining: 6 * MIN, resync: false },
    {
      name: 'clocks agree, 1 min later',
      skewMs: 0,
      monoElapsed: MIN,
      wallElapsed: MIN,
      expiresInMin: 6,
      remaining: 5 * MIN,
      resync: false,
    },
    {
      name: 'browser 7 min ahead',
      skewMs: 7 * MIN,
      monoElapsed: 30_000,
      wallElapsed: 30_000,
      expiresInMin: 6,
      remaining: 5.5 * MIN,
      resync: false,
    },
    {
      name: 'browser 12 min behind',
      skewMs: -12 * MIN,
      monoElapsed: 30_000,
      wallElapsed: 30_000,
      expiresInMin: 6,
      remaining: 5.5 * MIN,
      resync: false,
    },
    {
      name: 'browser 3 h ahead, past the end by its own clock',
      skewMs: 3 * 60 * MIN,
      monoElapsed: 0,
      wallElapsed: 0,
      expiresInMin: 60,
      remaining: 60 * MIN,
      resync: false,
    },
    {
      name: 'browser clock set back by 10 min while running',
      skewMs: 0,
      monoElapsed: 2 * MIN,
      wallElapsed: -8 * MIN,
      expiresInMin: 6,
      remaining: 4 * MIN,
      resync: false,
    },
    {
      name: 'a sleep of 20 min: the monotonic clock paused, the wall went on',
      skewMs: 0,
      monoElapsed: MIN,
      wallElapsed: 21 * MIN,
      expiresInMin: 30,
      remaining: 9 * MIN,
      resync: true,
    },
    {
      name: 'a sleep past the end',
      skewMs: 4 * MIN,
      monoElapsed: 10_000,
      wallElapsed: 60 * MIN,
      expiresInMin: 6,
      remaining: 0,
      resync: true,
    },
    {
      name: 'wall ahead of monotonic within the slack: no sleep',
      skewMs: 0,
      monoElapsed: MIN,
      wallElapsed: MIN + 1_500,
      expiresInMin: 6,
      remaining: 5 * MIN,
      resync: false,
    },
    {
      name: 'past the end: never below 0',
      skewMs: -MIN,
      monoElapsed: 7 * MIN,
      wallElapsed: 7 * MIN,
      expiresInMin: 6,
      remaining: 0,
      resync: false,
    },
  ];
  it.each(cases)('$name', ({ skewMs, monoElapsed, wallElapsed, expiresInMin, remaining, resync }) => {
    const wallAtReply = SERVER_AT + skewMs;
    const anchor = anchorOf(DATE_HEADER, { mono: 5_000, wall: wallAtReply });
    expect(anchor.serverAt).toBe(SERVER_AT);
    const now: BrowserNow = { mono: 5_000 + monoElapsed, wall: wallAtReply + wallElapsed };
    const view = supportView(times(expiresInMin), anchor, now);
    expect(view.remainingMs).toBe(remaining);
    expect(view.resync).toBe(resync);
  });

  it('without a Date header the browser clock stands in', () => {
    const anchor = anchorOf(null, { mono: 0, wall: 1234 });
    expect(anchor.serverAt).toBe(1234);
    expect(anchorOf('not a date', { mono: 0, wall: 99 }).serverAt).toBe(99);
  });

  it('elapsed time never runs backwards on the monotonic clock', () => {
    expect(elapsedSince({ serverAt: 0, monoAt: 100, wallAt: 0 }, { mono: 50, wall: 0 }).ms).toBe(0);
  });
});

describe('the mode: write until write_until by the server clock, then read by itself', () => {
  const cases = [
    { name: 'read mode', writeInMin: null, elapsedMin: 0, mode: 'read', writeLeft: null },
    { name: 'write mode, 10 min left', writeInMin: 10, elapsedMin: 0, mode: 'write', writeLeft: 10 * MIN },
    { name: 'write mode, 1 min left', writeInMin: 10, elapsedMin: 9, mode: 'write', writeLeft: MIN },
    { name: 'write_until reached: read again', writeInMin: 10, elapsedMin: 10, mode: 'read', writeLeft: null },
    { name: 'write_until past the end: ends with the session', writeInMin: 90, elapsedMin: 59, mode: 'write', writeLeft: MIN },
  ] as const;
  it.each(cases)('$name', ({ writeInMin, elapsedMin, mode, writeLeft }) => {
    // The browser 5 minutes behind: the mode still follows the server's clock.
    const wallAtReply = SERVER_AT - 5 * MIN;
    const anchor = anchorOf(DATE_HEADER, { mono: 0, wall: wallAtReply });
    const view = supportView(times(60, writeInMin), anchor, { mono: elapsedMin * MIN, wall: wallAtReply + elapsedMin * MIN });
    expect(view.mode).toBe(mode);
    expect(view.writeRemainingMs).toBe(writeLeft);
  });
});

describe('the warnings at 5 minutes and 1 minute', () => {
  it.each([
    [6 * MIN, null],
    [5 * MIN + 1, null],
    [5 * MIN, 'five-minutes'],
    [2 * MIN, 'five-minutes'],
    [MIN, 'one-minute'],
    [0, 'one-minute'],
  ] as const)('%d ms left: %s', (left, warning) => {
    expect(warningAt(left)).toBe(warning);
  });

  const said: ReadonlyArray<[Warning | null, Warning | null, Warning | null]> = [
    [null, null, null],
    [null, 'five-minutes', 'five-minutes'],
    ['five-minutes', 'five-minutes', null],
    ['five-minutes', 'one-minute', 'one-minute'],
    // A jump over both (a sleep): only the nearer is said.
    [null, 'one-minute', 'one-minute'],
    ['one-minute', 'one-minute', null],
    // Extended past a warning: nothing said, the next crossing says it again.
    ['one-minute', null, null],
    ['one-minute', 'five-minutes', null],
  ];
  it.each(said)('from %s to %s says %s', (before, after, say) => {
    expect(warningToSay(before, after)).toBe(say);
  });
});

describe('what the bar writes', () => {
  it.each([
    [0, '0:00'],
    [999, '0:01'],
    [59_000, '0:59'],
    [6 * MIN, '6:00'],
    [61 * MIN + 5_000, '1:01:05'],
  ])('%d ms: %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));

  it('a server time is shown on the browser clock', () => {
    const anchor = anchorOf(DATE_HEADER, { mono: 0, wall: SERVER_AT + 7 * MIN });
    expect(onBrowserClock(SERVER_AT + 30 * MIN, anchor)).toBe(SERVER_AT + 37 * MIN);
  });

  it('reads ISO times, and nothing from what is missing', () => {
    expect(parseTime('2026-12-07T10:00:00Z')).toBe(SERVER_AT);
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('soon')).toBeNull();
  });
});
