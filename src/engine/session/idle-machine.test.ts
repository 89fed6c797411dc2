import { describe, expect, it } from 'vitest';
import { idleStart, idleTransition, type IdleEffect, type IdleEvent, type IdleState } from './idle-machine';

const MIN = 60_000;
const limit = { limitMs: 10 * MIN, warnMs: 2 * MIN };

describe('idleTransition', () => {
  const step = idleTransition(limit);
  const open = idleStart(0);
  const at = (state: Partial<IdleState>): IdleState => ({ ...open, ...state });
  it.each<{ name: string; state: IdleState; event: IdleEvent; expected: IdleState; effects: IdleEffect[] }>([
    {
      name: 'the watch starts: wake at the warning',
      state: open,
      event: { type: 'due', now: 0 },
      expected: open,
      effects: [{ type: 'wake', at: 8 * MIN }],
    },
    {
      name: 'activity moves the clock, is posted and wakes later',
      state: open,
      event: { type: 'activity', now: MIN },
      expected: at({ last: MIN, lastPosted: MIN }),
      effects: [
        { type: 'post', at: MIN },
        { type: 'wake', at: 9 * MIN },
      ],
    },
    {
      name: 'activity soon after a post is not posted again',
      state: at({ last: MIN, lastPosted: MIN }),
      event: { type: 'activity', now: MIN + 1_000 },
      expected: at({ last: MIN + 1_000, lastPosted: MIN }),
      effects: [{ type: 'wake', at: 9 * MIN + 1_000 }],
    },
    {
      name: 'activity at the same moment changes nothing',
      state: at({ last: MIN }),
      event: { type: 'activity', now: MIN },
      expected: at({ last: MIN }),
      effects: [],
    },
    {
      name: 'stray activity while the warning shows does not dismiss it',
      state: at({ phase: 'warning' }),
      event: { type: 'activity', now: 9 * MIN },
      expected: at({ phase: 'warning' }),
      effects: [],
    },
    {
      name: 'the warning is due',
      state: open,
      event: { type: 'due', now: 8 * MIN },
      expected: at({ phase: 'warning' }),
      effects: [{ type: 'wake', at: 10 * MIN }],
    },
    {
      name: 'the limit: the session ends',
      state: at({ phase: 'warning' }),
      event: { type: 'due', now: 10 * MIN },
      expected: at({ phase: 'ended' }),
      effects: [{ type: 'wake', at: null }, { type: 'end' }],
    },
    {
      name: 'another tab saw activity: the warning goes',
      state: at({ phase: 'warning' }),
      event: { type: 'heard', at: 9 * MIN, now: 9 * MIN },
      expected: at({ last: 9 * MIN }),
      effects: [{ type: 'wake', at: 17 * MIN }],
    },
    {
      name: 'an older activity from another tab changes nothing',
      state: at({ last: 5 * MIN }),
      event: { type: 'heard', at: 2 * MIN, now: 6 * MIN },
      expected: at({ last: 5 * MIN }),
      effects: [{ type: 'wake', at: 13 * MIN }],
    },
    {
      name: 'stay: the clock starts now and every tab hears it',
      state: at({ phase: 'warning', lastPosted: MIN }),
      event: { type: 'stay', now: 9 * MIN },
      expected: at({ last: 9 * MIN, lastPosted: 9 * MIN }),
      effects: [
        { type: 'post', at: 9 * MIN },
        { type: 'wake', at: 17 * MIN },
      ],
    },
    {
      name: 'covered: the clock stands and the warning goes',
      state: at({ phase: 'warning' }),
      event: { type: 'session', open: false, now: 9 * MIN },
      expected: at({ phase: 'ended', open: false }),
      effects: [{ type: 'wake', at: null }],
    },
    {
      name: 'covered: activity is not counted',
      state: at({ phase: 'ended', open: false }),
      event: { type: 'activity', now: 11 * MIN },
      expected: at({ phase: 'ended', open: false }),
      effects: [],
    },
    {
      name: 'covered: a due read does nothing but stop the timer',
      state: at({ phase: 'ended', open: false }),
      event: { type: 'due', now: 11 * MIN },
      expected: at({ phase: 'ended', open: false }),
      effects: [{ type: 'wake', at: null }],
    },
    {
      name: 'signed in again: activity enough, the clock starts over',
      state: at({ phase: 'ended', open: false }),
      event: { type: 'session', open: true, now: 20 * MIN },
      expected: at({ last: 20 * MIN }),
      effects: [{ type: 'wake', at: 28 * MIN }],
    },
    {
      name: 'the guard says open while open: nothing',
      state: open,
      event: { type: 'session', open: true, now: MIN },
      expected: open,
      effects: [],
    },
  ])('$name', ({ state, event, expected, effects }) => {
    expect(step(state, event)).toEqual({ state: expected, effects });
  });

  it('keeps the state object when nothing changed, so the host tells no listener', () => {
    expect(step(open, { type: 'due', now: MIN }).state).toBe(open);
    expect(step(open, { type: 'session', open: true, now: MIN }).state).toBe(open);
  });
});
