import { describe, expect, it } from 'vitest';
import { LEAVE_ACT_KEYS, placesToGo } from './leave-question';

describe('placesToGo', () => {
  it('lists only the pages holding input that are not on screen', () => {
    const pages = [
      { slot: 1, name: 'Policy Events' },
      { slot: 2, name: 'Audit Log', onScreen: true },
      { slot: 3, name: 'Mail Tracking', onScreen: false },
    ];
    expect(placesToGo(pages).map((page) => page.name)).toEqual(['Policy Events', 'Mail Tracking']);
    expect(placesToGo([{ slot: 2, name: 'Audit Log', onScreen: true }])).toEqual([]);
  });

  it('names each act in its own words', () => {
    expect(LEAVE_ACT_KEYS['log-off'].discard).toBe('unsaved.discardAndLogOff');
    // Every act has a discard and a body of its own: no two share their words.
    const acts = Object.values(LEAVE_ACT_KEYS);
    expect(new Set(acts.map((keys) => keys.discard)).size).toBe(acts.length);
    expect(new Set(acts.map((keys) => keys.body)).size).toBe(acts.length);
  });
});
