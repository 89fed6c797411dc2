import { describe, expect, it } from 'vitest';
import type { LeaveAct } from '../../engine/leaving/leave-guard';
import { copyOffered, LEAVE_ACT_KEYS, placesToGo } from './leave-question';

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

describe('copyOffered', () => {
  // Only where the input cannot be saved where it is any more: a support session that ended.
  it.each<[LeaveAct, string | undefined, boolean]>([
    ['support-ended', 'Quarantine note for the CEO', true],
    ['support-ended', '  \n ', false],
    ['support-ended', '', false],
    ['support-ended', undefined, false],
    ['log-off', 'typed', false],
    ['release', 'typed', false],
    ['reload', 'typed', false],
  ])('%s with %j: %s', (act, typed, offered) => {
    expect(copyOffered(act, { slot: 1, name: 'Policy Events', ...(typed === undefined ? {} : { typed }) })).toBe(offered);
  });
});
