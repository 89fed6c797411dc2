import { describe, expect, it } from 'vitest';
import { HELD_BEYOND_LIMIT, showRecent } from './recent-pages';

describe('showRecent', () => {
  it('keeps the last N shown, dropping the least recently shown', () => {
    let kept: readonly string[] = [];
    const dropped: string[] = [];
    for (const page of ['a', 'b', 'c', 'd', 'e']) ({ kept } = showRecent(kept, page, 5));
    expect(kept).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Showing a again makes b the least recent.
    ({ kept } = showRecent(kept, 'a', 5));
    expect(kept).toEqual(['b', 'c', 'd', 'e', 'a']);
    const next = showRecent(kept, 'f', 5);
    dropped.push(...next.dropped);
    expect(next.kept).toEqual(['c', 'd', 'e', 'a', 'f']);
    expect(dropped).toEqual(['b']);
  });

  it('always keeps the page on screen', () => {
    expect(showRecent(['a', 'b'], 'c', 0)).toEqual({ kept: ['c'], dropped: ['a', 'b'], ask: null });
    expect(showRecent(['a', 'b', 'c'], 'b', 2)).toEqual({ kept: ['c', 'b'], dropped: ['a'], ask: null });
  });
});

describe('pages with unsaved input (upper case: holding input)', () => {
  const held = (key: string) => key === key.toUpperCase();
  it('the room beyond the limit is what the table assumes', () => expect(HELD_BEYOND_LIMIT).toBe(3));

  it.each<[string, string[], string, number, { kept: string[]; dropped: string[]; ask: string | null }]>([
    ['within the limit: nothing goes', ['A', 'b'], 'c', 3, { kept: ['A', 'b', 'c'], dropped: [], ask: null }],
    [
      'the least recent page without input goes in its place',
      ['A', 'b', 'c'],
      'd',
      3,
      { kept: ['A', 'c', 'd'], dropped: ['b'], ask: null },
    ],
    ['several go, the held ones stay', ['A', 'b', 'C', 'd', 'e'], 'f', 2, { kept: ['A', 'C', 'f'], dropped: ['b', 'd', 'e'], ask: null }],
    ['held pages fill the room beyond the limit', ['A', 'B', 'C'], 'd', 1, { kept: ['A', 'B', 'C', 'd'], dropped: [], ask: null }],
    [
      'beyond the room: the least recent held page is asked about',
      ['A', 'B', 'C', 'D'],
      'e',
      1,
      { kept: ['A', 'B', 'C', 'D', 'e'], dropped: [], ask: 'A' },
    ],
    [
      'the page on screen holding input is never asked about',
      ['A', 'B', 'C', 'D'],
      'A',
      1,
      { kept: ['B', 'C', 'D', 'A'], dropped: [], ask: null },
    ],
    [
      'a clean page goes before a held one is asked about',
      ['A', 'B', 'C', 'D', 'e'],
      'f',
      1,
      { kept: ['A', 'B', 'C', 'D', 'f'], dropped: ['e'], ask: 'A' },
    ],
  ])('%s', (_name, kept, shown, limit, expected) => {
    expect(showRecent(kept, shown, limit, held)).toEqual(expected);
  });
});
