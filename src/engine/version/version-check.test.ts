// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  readVersionFile,
  runningVersion,
  VISIBLE_CHECK_INTERVAL_MS,
  VERSION_WATCH_START,
  visibleCheckDue,
  versionTransition,
  type VersionFileReply,
  type VersionReading,
  type VersionWatchEffect,
  type VersionWatchEvent,
  type VersionWatchState,
} from './version-check';

const RUNNING = 'f00eb8c945e9e4f3';
const OTHER = '41a4778c360cdc8a';
const json = (data: unknown): VersionFileReply => ({ status: 200, body: JSON.stringify(data) });

describe('reading the version file and judging a failed load', () => {
  it.each<[string, VersionFileReply, VersionReading['kind'], string]>([
    ['unreachable (the request failed)', null, 'unreadable', 'unknown'],
    ['missing (404)', { status: 404, body: 'Not Found' }, 'unreadable', 'unknown'],
    ['a server error', { status: 503, body: '{"version":"41a4778c360cdc8a"}' }, 'unreadable', 'unknown'],
    [
      'an HTML page instead of JSON (a fallback)',
      { status: 200, body: '<!doctype html><html><head></head></html>' },
      'unreadable',
      'unknown',
    ],
    ['garbage JSON', { status: 200, body: '{"version": "41a4' }, 'unreadable', 'unknown'],
    ['empty', { status: 200, body: '' }, 'unreadable', 'unknown'],
    ['JSON of another shape (no version)', json({ build: OTHER }), 'unreadable', 'unknown'],
    ['JSON of another shape (a number)', json({ version: 7 }), 'unreadable', 'unknown'],
    ['JSON of another shape (extra fields)', json({ version: OTHER, builtAt: 'now' }), 'unreadable', 'unknown'],
    ['JSON of another shape (an array)', json([OTHER]), 'unreadable', 'unknown'],
    ['JSON of another shape (null)', json(null), 'unreadable', 'unknown'],
    ['a version with characters no build writes', json({ version: '<script>' }), 'unreadable', 'unknown'],
    ['an empty version', json({ version: '' }), 'unreadable', 'unknown'],
    ['the same version', json({ version: RUNNING }), 'version', 'same-version'],
    ['another version', json({ version: OTHER }), 'version', 'new-version'],
  ])('%s', (_case, reply, kind, verdict) => {
    const reading = readVersionFile(reply);
    expect(reading.kind).toBe(kind);
    expect(compareVersions(RUNNING, reading)).toBe(verdict);
  });

  it('says nothing is new for a page that names no version of its own', () => {
    expect(compareVersions(null, readVersionFile(json({ version: OTHER })))).toBe('unknown');
  });

  it('gives the reason a file names no version', () => {
    expect(readVersionFile({ status: 404, body: '' })).toEqual({ kind: 'unreadable', reason: 'status 404' });
    expect(readVersionFile(json({ version: OTHER }))).toEqual({ kind: 'version', version: OTHER });
  });
});

describe('the check when the tab becomes visible', () => {
  const T = 1_000_000;
  it.each<[string, number | null, number, boolean]>([
    ['never looked', null, T, true],
    ['looked just now', T, T, false],
    ['looked a minute ago', T, T + 60_000, false],
    ['looked just under the interval ago', T, T + VISIBLE_CHECK_INTERVAL_MS - 1, false],
    ['looked the interval ago', T, T + VISIBLE_CHECK_INTERVAL_MS, true],
    ['looked an hour ago', T, T + 3_600_000, true],
    ['the clock went back', T, T - 1, true],
  ])('%s', (_case, last, now, due) => {
    expect(visibleCheckDue(last, now)).toBe(due);
  });
});

describe('the version the page runs', () => {
  const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');
  it.each<[string, string, string | null]>([
    ['named by the build', `<head><meta name="console-version" content="${RUNNING}"></head>`, RUNNING],
    ['none (a development server)', '<head></head>', null],
    ['empty', '<head><meta name="console-version" content=""></head>', null],
    ['not a version', '<head><meta name="console-version" content="a b"></head>', null],
  ])('%s', (_case, html, version) => {
    expect(runningVersion(page(html))).toBe(version);
  });
});

describe('versionTransition', () => {
  const step = versionTransition(RUNNING);
  const start = VERSION_WATCH_START;
  const reply = (version: string) => ({ status: 200, body: JSON.stringify({ version }) });
  const read: VersionWatchEffect[] = [{ type: 'read-file' }];
  it.each<{ name: string; state: VersionWatchState; event: VersionWatchEvent; expected: VersionWatchState; effects: VersionWatchEffect[] }>(
    [
      {
        name: 'a failed load: read the file',
        state: start,
        event: { type: 'check', now: 10 },
        expected: { found: null, lastCheckedAt: 10, reading: true },
        effects: read,
      },
      {
        name: 'a burst shares the read under way',
        state: { ...start, reading: true },
        event: { type: 'check', now: 11 },
        expected: { ...start, reading: true },
        effects: [],
      },
      {
        name: 'shown, never looked: read',
        state: start,
        event: { type: 'shown', now: 10 },
        expected: { found: null, lastCheckedAt: 10, reading: true },
        effects: read,
      },
      {
        name: 'shown soon after a look: nothing',
        state: { ...start, lastCheckedAt: 10 },
        event: { type: 'shown', now: 20 },
        expected: { ...start, lastCheckedAt: 10 },
        effects: [],
      },
      {
        name: 'shown long after a look: read',
        state: { ...start, lastCheckedAt: 10 },
        event: { type: 'shown', now: 10 + VISIBLE_CHECK_INTERVAL_MS },
        expected: { found: null, lastCheckedAt: 10 + VISIBLE_CHECK_INTERVAL_MS, reading: true },
        effects: read,
      },
      {
        name: 'another version read: found',
        state: { ...start, reading: true },
        event: { type: 'read', reply: reply(OTHER) },
        expected: { ...start, found: OTHER },
        effects: [],
      },
      {
        name: 'the same version read: nothing found',
        state: { ...start, reading: true },
        event: { type: 'read', reply: reply(RUNNING) },
        expected: start,
        effects: [],
      },
      {
        name: 'an unreadable file: nothing found',
        state: { ...start, reading: true },
        event: { type: 'read', reply: null },
        expected: start,
        effects: [],
      },
      {
        name: 'found: nothing more is read',
        state: { ...start, found: OTHER },
        event: { type: 'check', now: 10 },
        expected: { ...start, found: OTHER },
        effects: [],
      },
    ],
  )('$name', ({ state, event, expected, effects }) => {
    expect(step(state, event)).toEqual({ state: expected, effects });
  });

  it('reads nothing for a page that names no version', () => {
    expect(versionTransition(null)(start, { type: 'check', now: 10 })).toEqual({ state: start, effects: [] });
  });
});
