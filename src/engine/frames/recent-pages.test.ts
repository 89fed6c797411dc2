import { describe, expect, it } from 'vitest';
import { showRecent } from './recent-pages';

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
    expect(showRecent(['a', 'b'], 'c', 0)).toEqual({ kept: ['c'], dropped: ['a', 'b'] });
    expect(showRecent(['a', 'b', 'c'], 'b', 2)).toEqual({ kept: ['c', 'b'], dropped: ['a'] });
  });
});
