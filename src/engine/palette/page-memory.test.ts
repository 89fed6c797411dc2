import { describe, expect, it } from 'vitest';
import {
  EMPTY_MEMORY,
  isUrlOfRoute,
  keepOpenable,
  readAccountMemory,
  pageMemoryOwner,
  RECENT_LIMIT,
  rememberVisit,
  toggleFavourite,
  writeAccountMemory,
} from './page-memory';

describe('rememberVisit', () => {
  it('puts the page first, once per route, with the url it was last open at', () => {
    let memory = rememberVisit(EMPTY_MEMORY, 'logs/audit-log', '/logs/audit-log');
    memory = rememberVisit(memory, 'dashboard', '/dashboard');
    memory = rememberVisit(memory, 'logs/audit-log', '/logs/audit-log?day=3');
    expect(memory.recents).toEqual([
      { route: 'logs/audit-log', url: '/logs/audit-log?day=3' },
      { route: 'dashboard', url: '/dashboard' },
    ]);
  });

  it(`keeps the last ${RECENT_LIMIT}`, () => {
    let memory = EMPTY_MEMORY;
    for (let i = 0; i < 14; i += 1) memory = rememberVisit(memory, `page-${i}`, `/page-${i}`);
    expect(memory.recents).toHaveLength(RECENT_LIMIT);
    expect(memory.recents[0]?.route).toBe('page-13');
    expect(memory.recents.at(-1)?.route).toBe('page-4');
  });

  it('ignores a url that is not the route’s own page', () => {
    expect(rememberVisit(EMPTY_MEMORY, 'dashboard', '//evil.example/dashboard')).toBe(EMPTY_MEMORY);
    expect(rememberVisit(EMPTY_MEMORY, 'dashboard', '/dashboards')).toBe(EMPTY_MEMORY);
  });
});

describe('isUrlOfRoute', () => {
  it.each([
    ['/logs/audit-log', true],
    ['/logs/audit-log?day=3', true],
    ['/logs/audit-log#/uiserver/legacy/logs/audit-log/detail/7', true],
    ['/logs/audit-log-x', false],
    ['https://evil.example/logs/audit-log', false],
    ['/logs/audit-log?\\x', false],
    ['/logs/audit-log?a=\n', false],
  ])('%j → %s', (url, expected) => {
    expect(isUrlOfRoute(url, 'logs/audit-log')).toBe(expected);
  });
});

describe('toggleFavourite', () => {
  it('adds a route at the end and removes it again', () => {
    const one = toggleFavourite(toggleFavourite(EMPTY_MEMORY, 'a'), 'b');
    expect(one.favourites).toEqual(['a', 'b']);
    expect(toggleFavourite(one, 'a').favourites).toEqual(['b']);
  });
});

describe('keepOpenable', () => {
  it('drops recents and favourites the account may no longer open, and duplicates', () => {
    const memory = {
      recents: [
        { route: 'a', url: '/a' },
        { route: 'admin', url: '/admin' },
      ],
      favourites: ['admin', 'a', 'a'],
    };
    expect(keepOpenable(memory, (route) => route !== 'admin')).toEqual({ recents: [{ route: 'a', url: '/a' }], favourites: ['a'] });
  });
});

describe('stored value', () => {
  it('keeps each account’s lists apart', () => {
    const first = writeAccountMemory('{}', '200001', { recents: [{ route: 'a', url: '/a?x=1' }], favourites: ['a'] });
    const both = writeAccountMemory(first, '200002', { recents: [], favourites: ['b'] });
    expect(readAccountMemory(both, '200001')).toEqual({ recents: [{ route: 'a', url: '/a?x=1' }], favourites: ['a'] });
    expect(readAccountMemory(both, '200002')).toEqual({ recents: [], favourites: ['b'] });
    expect(readAccountMemory(both, '200003')).toEqual(EMPTY_MEMORY);
  });

  it.each(['', 'not json', '[]', 'null', '{"200001": 5}', '{"200001": {"recents": "x", "favourites": {}}}'])(
    'reads %j as empty',
    (stored) => {
      expect(readAccountMemory(stored, '200001')).toEqual(EMPTY_MEMORY);
    },
  );

  it('skips malformed items and urls that are not their route’s page', () => {
    const stored = JSON.stringify({
      '200001': {
        recents: [{ route: 'a', url: 'https://evil.example/a' }, { route: 'b' }, 7, { route: 'c', url: '/c?q=1' }],
        favourites: ['a', 3, null],
      },
    });
    expect(readAccountMemory(stored, '200001')).toEqual({ recents: [{ route: 'c', url: '/c?q=1' }], favourites: ['a'] });
  });

  it('does not read inherited names as accounts', () => {
    expect(readAccountMemory('{}', '__proto__')).toEqual(EMPTY_MEMORY);
    expect(readAccountMemory('{}', 'constructor')).toEqual(EMPTY_MEMORY);
  });

  it('replaces an unreadable value when writing', () => {
    expect(JSON.parse(writeAccountMemory('garbage', '1', EMPTY_MEMORY))).toEqual({ '1': EMPTY_MEMORY });
  });
});

describe('pageMemoryOwner: a support session keeps the supporter’s own lists', () => {
  it.each([
    { name: 'the signed-in account', previous: undefined, expected: '1036' },
    { name: 'an assumed account (no support session): its own, as before', previous: { assumeas_id: '7' }, expected: '1036' },
    {
      name: 'a support session: the supporter’s, apart from their everyday lists',
      previous: { assumeas_id: '7', expires_at: '2026-12-07T11:00:00Z' },
      expected: 'support:7',
    },
  ])('$name', ({ previous, expected }) => {
    expect(pageMemoryOwner('1036', previous)).toBe(expected);
  });

  it('a visit in a support session is written under the supporter, never into the customer’s lists', () => {
    const customer = writeAccountMemory('{}', '1036', { recents: [{ route: 'dashboard', url: '/dashboard' }], favourites: ['domains'] });
    const owner = pageMemoryOwner('1036', { assumeas_id: '7', expires_at: '2026-12-07T11:00:00Z' });
    const stored = writeAccountMemory(customer, owner, rememberVisit(readAccountMemory(customer, owner), 'quarantine', '/quarantine'));
    expect(readAccountMemory(stored, '1036')).toEqual(readAccountMemory(customer, '1036'));
    expect(readAccountMemory(stored, 'support:7').recents).toEqual([{ route: 'quarantine', url: '/quarantine' }]);
  });
});
