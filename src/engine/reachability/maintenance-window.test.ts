import { describe, expect, it } from 'vitest';
import {
  maintenanceStanding,
  maintenanceText,
  readMaintenance,
  type MaintenanceConfig,
  type MaintenanceStanding,
} from './maintenance-window';

const WINDOW: MaintenanceConfig = {
  start: '2026-05-12T22:00:00+09:00',
  end: '2026-05-13T02:00:00+09:00',
  text: { en: 'Mail keeps flowing.', ja: 'メールは止まりません。' },
};
const START = Date.parse('2026-05-12T13:00:00Z');
const END = Date.parse('2026-05-12T17:00:00Z');

describe('where a maintenance window stands', () => {
  it.each<[string, MaintenanceConfig | undefined, number, MaintenanceStanding]>([
    ['no window configured', undefined, START, { phase: 'none', changesAt: null }],
    ['days before', WINDOW, START - 3 * 86_400_000, { phase: 'before', changesAt: START }],
    ['a millisecond before the start', WINDOW, START - 1, { phase: 'before', changesAt: START }],
    ['at the start', WINDOW, START, { phase: 'during', changesAt: END }],
    ['in the middle', WINDOW, START + 3_600_000, { phase: 'during', changesAt: END }],
    ['a millisecond before the end', WINDOW, END - 1, { phase: 'during', changesAt: END }],
    ['at the end', WINDOW, END, { phase: 'none', changesAt: null }],
    ['after the end', WINDOW, END + 86_400_000, { phase: 'none', changesAt: null }],
    [
      'in UTC as well',
      { ...WINDOW, start: '2026-05-12T13:00:00Z', end: '2026-05-12T17:00Z' },
      START + 1,
      { phase: 'during', changesAt: END },
    ],
    ['an end before the start', { ...WINDOW, start: WINDOW.end, end: WINDOW.start }, START - 1, { phase: 'none', changesAt: null }],
    ['an end equal to the start', { ...WINDOW, end: WINDOW.start }, START - 1, { phase: 'none', changesAt: null }],
    ['a day that does not exist', { ...WINDOW, start: '2026-02-31T22:00:00+09:00' }, START - 1, { phase: 'none', changesAt: null }],
  ])('%s', (_case, window, now, standing) => {
    expect(maintenanceStanding(window, now)).toEqual(standing);
  });
});

describe('the deployer’s text', () => {
  it.each<[string | undefined, string]>([
    ['en', 'Mail keeps flowing.'],
    ['ja', 'メールは止まりません。'],
    ['fr', 'Mail keeps flowing.'],
    [undefined, 'Mail keeps flowing.'],
  ])('in %s', (language, text) => {
    expect(maintenanceText(WINDOW, language)).toBe(text);
  });
});

describe('reading the window from console-config.json', () => {
  it.each<[string, unknown, boolean]>([
    ['none', undefined, false],
    ['a whole window', WINDOW, true],
    ['in UTC, without seconds', { ...WINDOW, start: '2026-05-12T13:00Z', end: '2026-05-12T17:00:00.000Z' }, true],
    ['no offset (a local time of whose zone?)', { ...WINDOW, start: '2026-05-12T22:00:00' }, false],
    ['a date without a time', { ...WINDOW, end: '2026-05-13' }, false],
    ['a number instead of a time', { ...WINDOW, start: 1_778_590_800_000 }, false],
    ['no Japanese text', { ...WINDOW, text: { en: 'Soon.' } }, false],
    ['an empty text', { ...WINDOW, text: { en: '', ja: 'まもなく' } }, false],
    ['a text in a language the console does not have', { ...WINDOW, text: { ...WINDOW.text, fr: 'Bientôt.' } }, false],
    ['a field of its own', { ...WINDOW, severity: 'high' }, false],
    ['no end', { start: WINDOW.start, text: WINDOW.text }, false],
    ['not an object', 'tonight', false],
  ])('%s', (_case, value, read) => {
    expect(readMaintenance(value)).toEqual(read ? value : undefined);
  });
});
