// Table-driven: a 429's Retry-After said as whole minutes to wait (step-up-wait.ts).
import { describe, expect, it } from 'vitest';
import { waitMinutes } from './step-up-wait';

describe('waitMinutes: Retry-After in whole minutes, at least 1', () => {
  const now = Date.parse('Sun, 06 Dec 2026 20:00:00 GMT');
  it.each<[string, string | null | undefined, number | null]>([
    ['no header', null, null],
    ['undefined', undefined, null],
    ['empty', '', null],
    ['0 seconds: still at least a minute', '0', 1],
    ['1 second', '1', 1],
    ['59 seconds', '59', 1],
    ['60 seconds', '60', 1],
    ['61 seconds: rounded up', '61', 2],
    ['900 seconds', '900', 15],
    ['spaces around', ' 120 ', 2],
    ['a day', '86400', 1440],
    ['negative: no usable wait', '-5', null],
    ['a fraction: not the header’s form', '1.5', null],
    ['words', 'soon', null],
    ['an HTTP date 5 minutes on', 'Sun, 06 Dec 2026 20:05:00 GMT', 5],
    ['an HTTP date 90 s on: rounded up', 'Sun, 06 Dec 2026 20:01:30 GMT', 2],
    ['an HTTP date already past: at least a minute', 'Sun, 06 Dec 2026 19:00:00 GMT', 1],
    ['a date in another form', '2026-12-06T20:05:00Z', null],
    ['a malformed HTTP date', 'Sun, 99 Foo 2026 GMT', null],
  ])('%s', (_, header, minutes) => {
    expect(waitMinutes(header, now)).toBe(minutes);
  });
});
