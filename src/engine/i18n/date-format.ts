/**
 * Every date the console shows goes through here: per language a short, long, minute and
 * UTC form (en MM/DD/YYYY, ja YYYY/MM/DD), and the standard ISO form. Times show in the browser's
 * zone; the UTC form adds the browser's offset from UTC. Each call names its language, and every
 * pattern is numeric, so no dayjs locale is needed (none is loaded or set): a date follows a change of
 * language as soon as its component renders again.
 */
import dayjs, { type ConfigType } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** `time`: the time of day alone, to the second (a moment within the next minutes). */
export type DateStyle = 'short' | 'long' | 'minute' | 'time' | 'utc';

const PATTERNS: Record<'en' | 'ja', Record<Exclude<DateStyle, 'utc'>, string>> = {
  en: { short: 'MM/DD/YYYY', long: 'MM/DD/YYYY HH:mm:ss', minute: 'MM/DD/YYYY HH:mm', time: 'HH:mm:ss' },
  ja: { short: 'YYYY/MM/DD', long: 'YYYY/MM/DD HH:mm:ss', minute: 'YYYY/MM/DD HH:mm', time: 'HH:mm:ss' },
};

export const ISO_PATTERN = 'YYYY-MM-DD';

function patternsFor(language: string | undefined): Record<Exclude<DateStyle, 'utc'>, string> {
  return language === 'ja' ? PATTERNS.ja : PATTERNS.en;
}

/** The browser's offset from UTC for that moment, as `UTC+09:00`, `UTC-05:00`, `UTC+05:30`. */
export function utcOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const total = Math.abs(offsetMinutes);
  const hours = String(Math.floor(total / 60)).padStart(2, '0');
  const minutes = String(total % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${minutes}`;
}

/**
 * Formats a moment in the given style. An unreadable date yields '' so a screen shows a blank cell
 * rather than 'Invalid Date'. `offsetMinutes` overrides the browser's zone (tests, server times).
 */
export function formatDate(value: ConfigType, style: DateStyle, language: string | undefined, offsetMinutes?: number): string {
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '';
  const local = offsetMinutes === undefined ? parsed : parsed.utcOffset(offsetMinutes);
  const patterns = patternsFor(language);
  if (style === 'utc') return `${local.format(patterns.long)} (${utcOffsetLabel(local.utcOffset())})`;
  return local.format(patterns[style]);
}

export function formatIsoDate(value: ConfigType): string {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(ISO_PATTERN) : '';
}
