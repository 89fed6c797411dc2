import { describe, expect, it } from 'vitest';
import {
  causeOfEndedByItself,
  causeOfEndedReply,
  encodeEndedNote,
  ENDED_NOTE_LIFETIME_MS,
  EXPIRY_SLACK_MS,
  readEndedNote,
} from './support-end';

const END = Date.parse('2026-12-07T10:06:00Z');

describe('why a session that ended by itself (1221) ended', () => {
  it.each([
    { name: 'past expires_at: its time was up', now: END + 1_000, expires: END, cause: 'expiry' },
    { name: 'at expires_at', now: END, expires: END, cause: 'expiry' },
    { name: 'just before, within the slack', now: END - EXPIRY_SLACK_MS, expires: END, cause: 'expiry' },
    { name: 'minutes before: the customer ended it', now: END - 3 * 60_000, expires: END, cause: 'customer' },
    { name: 'no expires_at known: time', now: END, expires: null, cause: 'expiry' },
  ] as const)('$name', ({ now, expires, cause }) => {
    expect(causeOfEndedByItself(now, expires)).toBe(cause);
  });
});

describe('the cause read from the 1221 reply’s own Date, whatever this browser’s clock says', () => {
  const EXPIRES = '2026-12-07T10:06:00Z';
  const BEHIND = END - 10 * 60_000; // a browser clock ten minutes slow
  const AHEAD = END + 10 * 60_000; // ten minutes fast
  it.each([
    { name: 'reply at the end, browser slow: its time was up', date: 'Mon, 07 Dec 2026 10:06:01 GMT', browser: BEHIND, cause: 'expiry' },
    {
      name: 'reply minutes before, browser fast: the customer ended it',
      date: 'Mon, 07 Dec 2026 10:01:00 GMT',
      browser: AHEAD,
      cause: 'customer',
    },
    { name: 'no Date: this browser’s clock (slow: the customer)', date: null, browser: BEHIND, cause: 'customer' },
    { name: 'an unreadable Date: this browser’s clock (fast: time)', date: 'soon', browser: AHEAD, cause: 'expiry' },
  ] as const)('$name', ({ date, browser, cause }) => {
    expect(causeOfEndedReply(date, EXPIRES, browser)).toBe(cause);
  });

  it('no expires_at known: time', () => {
    expect(causeOfEndedReply('Mon, 07 Dec 2026 10:01:00 GMT', undefined, END)).toBe('expiry');
  });
});

describe('the note said once on the supporter’s own page', () => {
  const at = 1_000_000;
  it.each([
    {
      name: 'expiry',
      stored: encodeEndedNote({ cause: 'expiry', account: 'ACME' }, at),
      now: at + 500,
      note: { cause: 'expiry', account: 'ACME' },
    },
    {
      name: 'customer',
      stored: encodeEndedNote({ cause: 'customer', account: 'ACME' }, at),
      now: at,
      note: { cause: 'customer', account: 'ACME' },
    },
    {
      name: 'supporter',
      stored: encodeEndedNote({ cause: 'supporter', account: 'A' }, at),
      now: at,
      note: { cause: 'supporter', account: 'A' },
    },
    {
      name: 'too old',
      stored: encodeEndedNote({ cause: 'expiry', account: 'ACME' }, at),
      now: at + ENDED_NOTE_LIFETIME_MS + 1,
      note: null,
    },
    { name: 'none', stored: null, now: at, note: null },
    { name: 'not JSON', stored: 'expiry 123', now: at, note: null },
    { name: 'unknown cause', stored: JSON.stringify({ cause: 'boom', account: 'A', at }), now: at, note: null },
    { name: 'no account', stored: JSON.stringify({ cause: 'expiry', at }), now: at, note: null },
    { name: 'JSON null', stored: 'null', now: at, note: null },
  ])('$name', ({ stored, now, note }) => {
    expect(readEndedNote(stored, now)).toEqual(note);
  });
});
