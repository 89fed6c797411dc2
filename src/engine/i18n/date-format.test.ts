import { describe, expect, it } from 'vitest';
import { formatDate, formatIsoDate, utcOffsetLabel } from './date-format';

const moment = '2026-03-04T05:06:07Z';

describe('date formats', () => {
  it('gives en short, long, minute and UTC forms', () => {
    expect(formatDate(moment, 'short', 'en', 0)).toBe('03/04/2026');
    expect(formatDate(moment, 'long', 'en', 0)).toBe('03/04/2026 05:06:07');
    expect(formatDate(moment, 'minute', 'en', 0)).toBe('03/04/2026 05:06');
    expect(formatDate(moment, 'time', 'en', 0)).toBe('05:06:07');
    expect(formatDate(moment, 'utc', 'en', 0)).toBe('03/04/2026 05:06:07 (UTC+00:00)');
  });

  it('gives ja forms year first', () => {
    expect(formatDate(moment, 'short', 'ja', 540)).toBe('2026/03/04');
    expect(formatDate(moment, 'long', 'ja', 540)).toBe('2026/03/04 14:06:07');
    expect(formatDate(moment, 'minute', 'ja', 540)).toBe('2026/03/04 14:06');
    expect(formatDate(moment, 'utc', 'ja', 540)).toBe('2026/03/04 14:06:07 (UTC+09:00)');
  });

  it('handles half-hour and negative offsets', () => {
    expect(formatDate(moment, 'utc', 'en', 330)).toBe('03/04/2026 10:36:07 (UTC+05:30)');
    expect(formatDate(moment, 'utc', 'en', -570)).toBe('03/03/2026 19:36:07 (UTC-09:30)');
    expect(formatDate('2026-03-04T23:59:00Z', 'short', 'en', 345)).toBe('03/05/2026');
    expect(utcOffsetLabel(-300)).toBe('UTC-05:00');
    expect(utcOffsetLabel(0)).toBe('UTC+00:00');
  });

  it('falls back to en for other languages and yields nothing for bad input', () => {
    expect(formatDate(moment, 'short', 'fr', 0)).toBe('03/04/2026');
    expect(formatDate(moment, 'short', undefined, 0)).toBe('03/04/2026');
    expect(formatDate('not a date', 'long', 'en')).toBe('');
    expect(formatIsoDate('2026-12-31T10:00:00')).toBe('2026-12-31');
    expect(formatIsoDate('garbage')).toBe('');
  });
});
