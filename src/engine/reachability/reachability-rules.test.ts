import { describe, expect, it } from 'vitest';
import { initialWorkspace, type Slot, type WorkspaceState } from '../frames/workspace-machine';
import {
  REACHABLE,
  type CallOutcome,
  type ReachabilityEffect,
  type ReachabilityEvent,
  type ReachabilityState,
} from './reachability-machine';
import {
  FIRST_DELAY_MS,
  frameNewlyUnreachable,
  MAX_DELAY_MS,
  MIN_DELAY_MS,
  outcomeMeaning,
  reachabilityStep,
  reachabilityTransition,
  retryDelay,
  type OutcomeMeaning,
} from './reachability-rules';

const NOW = 1_000_000;
/** A random source that always rolls `value` (0 ≤ value < 1). */
const rolls = (value: number) => () => value;
const context = { now: NOW, random: rolls(0.5) };

const reply = (status: number): CallOutcome => ({ status });
const noReply: CallOutcome = { status: null, code: 'ERR_NETWORK' };
const cancelled: CallOutcome = { status: null, code: 'ERR_CANCELED' };

describe('what a reply says about the service', () => {
  it.each<[string, CallOutcome, OutcomeMeaning]>([
    ['a success', reply(200), 'answered'],
    ['a 401 (signed out is still an answer)', reply(401), 'answered'],
    ['a 404', reply(404), 'answered'],
    ['a 500 from the service itself', reply(500), 'answered'],
    ['a gateway: 502', reply(502), 'no-reply'],
    ['a gateway: 503', reply(503), 'no-reply'],
    ['a gateway: 504', reply(504), 'no-reply'],
    ['no reply (refused, reset, offline)', noReply, 'no-reply'],
    ['a call the console cancelled', cancelled, 'unknown'],
    ['an error without a code', { status: null, code: undefined }, 'unknown'],
  ])('%s', (_case, outcome, meaning) => {
    expect(outcomeMeaning(outcome)).toBe(meaning);
  });
});

describe('the back-off: full jitter under a ceiling that doubles from 2 s to 60 s', () => {
  it.each<[number, number, number]>([
    // attempt, roll, delay
    [0, 0.999_999, FIRST_DELAY_MS - 1],
    [0, 0.5, 1_000],
    [1, 0.5, 2_000],
    [2, 0.5, 4_000],
    [4, 0.5, 16_000],
    [5, 0.5, 30_000],
    [5, 0.999_999, MAX_DELAY_MS - 1],
    [6, 0.999_999, MAX_DELAY_MS - 1],
    [60, 0.999_999, MAX_DELAY_MS - 1],
    [60, 0.5, 30_000],
    [0, 0, MIN_DELAY_MS],
    [10, 0.001, MIN_DELAY_MS],
  ])('attempt %i, roll %f: %i ms', (attempt, roll, delay) => {
    expect(retryDelay(attempt, rolls(roll))).toBe(delay);
  });

  it('never waits less than the floor nor more than the cap, whatever the roll', () => {
    let seed = 42;
    // A small linear congruential generator: the same rolls on every run.
    const seeded = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const delay = retryDelay(attempt, seeded);
      expect(delay).toBeGreaterThanOrEqual(MIN_DELAY_MS);
      expect(delay).toBeLessThan(Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt) + 1);
    }
  });
});

const CONFIRMING: ReachabilityState = { status: 'confirming', attempt: 0, nextTryAt: null, trying: true };
const WAITING: ReachabilityState = { status: 'unreachable', attempt: 2, nextTryAt: NOW + 3_000, trying: false };
const TRYING: ReachabilityState = { status: 'unreachable', attempt: 2, nextTryAt: null, trying: true };
/** Unreachable at the first attempt, next try after a roll of 0.5 of 2 s. */
const FIRST_WAIT: ReachabilityState = { status: 'unreachable', attempt: 0, nextTryAt: NOW + 1_000, trying: false };

const TRY: ReachabilityEffect = { type: 'try' };
const TELL_GONE: ReachabilityEffect = { type: 'tell', reachable: false };
const TELL_BACK: ReachabilityEffect = { type: 'tell', reachable: true };

describe('reachabilityStep', () => {
  it.each<[string, ReachabilityState, ReachabilityEvent, ReachabilityState, ReachabilityEffect[]]>([
    // Reachable: a failure is confirmed by a try of the tab's own before any notice.
    ['reachable, a call answers: nothing', REACHABLE, { type: 'call', outcome: reply(200) }, REACHABLE, []],
    ['reachable, a call answers 500: nothing', REACHABLE, { type: 'call', outcome: reply(500) }, REACHABLE, []],
    ['reachable, a call gets no reply: confirm', REACHABLE, { type: 'call', outcome: noReply }, CONFIRMING, [TRY]],
    ['reachable, a gateway 503: confirm', REACHABLE, { type: 'call', outcome: reply(503) }, CONFIRMING, [TRY]],
    ['reachable, a cancelled call: nothing', REACHABLE, { type: 'call', outcome: cancelled }, REACHABLE, []],
    ['reachable, a frame cannot reach its page: confirm', REACHABLE, { type: 'frame-unreachable' }, CONFIRMING, [TRY]],
    ['reachable, the timer (a stale one): nothing', REACHABLE, { type: 'due' }, REACHABLE, []],
    ['reachable, online: nothing', REACHABLE, { type: 'try-now', why: 'online' }, REACHABLE, []],
    ['reachable, shown: nothing', REACHABLE, { type: 'try-now', why: 'shown' }, REACHABLE, []],
    [
      'reachable, a stale try comes back failed: nothing',
      { ...REACHABLE, trying: true },
      { type: 'tried', outcome: noReply },
      REACHABLE,
      [],
    ],
    ['reachable, told gone: the notice, own back-off, no echo', REACHABLE, { type: 'told', reachable: false }, FIRST_WAIT, []],
    ['reachable, told back: nothing', REACHABLE, { type: 'told', reachable: true }, REACHABLE, []],
    // Confirming: the tab's own try decides.
    [
      'confirming, the try fails: unreachable, and the tabs are told',
      CONFIRMING,
      { type: 'tried', outcome: noReply },
      FIRST_WAIT,
      [TELL_GONE],
    ],
    ['confirming, the try meets a gateway: unreachable', CONFIRMING, { type: 'tried', outcome: reply(502) }, FIRST_WAIT, [TELL_GONE]],
    ['confirming, the try is answered: reachable, nobody told', CONFIRMING, { type: 'tried', outcome: reply(200) }, REACHABLE, []],
    ['confirming, the try is answered 500: reachable', CONFIRMING, { type: 'tried', outcome: reply(500) }, REACHABLE, []],
    ['confirming, another call fails: still one try', CONFIRMING, { type: 'call', outcome: noReply }, CONFIRMING, []],
    ['confirming, another frame fails: still one try', CONFIRMING, { type: 'frame-unreachable' }, CONFIRMING, []],
    ['confirming, a call answers: reachable', CONFIRMING, { type: 'call', outcome: reply(200) }, { ...REACHABLE, trying: true }, []],
    ['confirming, told back: its own try decides', CONFIRMING, { type: 'told', reachable: true }, CONFIRMING, []],
    [
      'confirming, told gone: unreachable at once, its try still under way',
      CONFIRMING,
      { type: 'told', reachable: false },
      { ...FIRST_WAIT, trying: true },
      [],
    ],
    ['confirming, the user asks: the try is under way', CONFIRMING, { type: 'try-now', why: 'user' }, CONFIRMING, []],
    // Unreachable, waiting: the timer, online, shown and the user try at once; only GET is ever sent.
    ['waiting, the timer: try', WAITING, { type: 'due' }, TRYING, [TRY]],
    ['waiting, online: try at once', WAITING, { type: 'try-now', why: 'online' }, TRYING, [TRY]],
    ['waiting, shown: try at once', WAITING, { type: 'try-now', why: 'shown' }, TRYING, [TRY]],
    ['waiting, Try now: try at once', WAITING, { type: 'try-now', why: 'user' }, TRYING, [TRY]],
    ['waiting, a call fails: nothing more', WAITING, { type: 'call', outcome: noReply }, WAITING, []],
    ['waiting, a frame fails: nothing more', WAITING, { type: 'frame-unreachable' }, WAITING, []],
    ['waiting, a call answers: back, and the tabs are told', WAITING, { type: 'call', outcome: reply(200) }, REACHABLE, [TELL_BACK]],
    ['waiting, a call answers 401: back', WAITING, { type: 'call', outcome: reply(401) }, REACHABLE, [TELL_BACK]],
    ['waiting, a gateway 504: nothing more', WAITING, { type: 'call', outcome: reply(504) }, WAITING, []],
    ['waiting, told back: back, no echo', WAITING, { type: 'told', reachable: true }, REACHABLE, []],
    ['waiting, told gone: nothing', WAITING, { type: 'told', reachable: false }, WAITING, []],
    // Unreachable, trying: one try at a time.
    ['trying, the timer: no second try', TRYING, { type: 'due' }, TRYING, []],
    ['trying, online: no second try', TRYING, { type: 'try-now', why: 'online' }, TRYING, []],
    ['trying, Try now: no second try', TRYING, { type: 'try-now', why: 'user' }, TRYING, []],
    [
      'trying, the try fails: the next wait doubles its ceiling',
      TRYING,
      { type: 'tried', outcome: noReply },
      { status: 'unreachable', attempt: 3, nextTryAt: NOW + 8_000, trying: false },
      [],
    ],
    ['trying, the try is answered: back, and the tabs are told', TRYING, { type: 'tried', outcome: reply(200) }, REACHABLE, [TELL_BACK]],
    ['trying, told back: back, the try still under way', TRYING, { type: 'told', reachable: true }, { ...REACHABLE, trying: true }, []],
  ])('%s', (_case, state, event, next, effects) => {
    const step = reachabilityStep(state, event, context);
    expect(step.state).toEqual(next);
    expect(step.effects).toEqual(effects);
  });

  it('the wait after many failures stays under the cap', () => {
    const long: ReachabilityState = { status: 'unreachable', attempt: 30, nextTryAt: null, trying: true };
    const { state } = reachabilityStep(long, { type: 'tried', outcome: noReply }, { now: NOW, random: rolls(0.999_999) });
    expect(state.nextTryAt).toBe(NOW + MAX_DELAY_MS - 1);
  });

  it('a tab that recovers tells once; the tab told does not tell back', () => {
    const found = reachabilityStep(TRYING, { type: 'tried', outcome: reply(200) }, context);
    expect(found.effects).toEqual([TELL_BACK]);
    const told = reachabilityStep(WAITING, { type: 'told', reachable: true }, context);
    expect(told.effects).toEqual([]);
  });
});

const slot = (id: number, status: Slot['status'], failure: Slot['failure'] = null, load = 1): Slot =>
  ({ id, status, failure, load }) as unknown as Slot;
const workspace = (...slots: Slot[]): WorkspaceState => ({ ...initialWorkspace([]), slots });

describe('a frame newly unreachable in a workspace change', () => {
  it.each<[string, WorkspaceState, WorkspaceState, boolean]>([
    ['a frame checking then failed for want of its server', workspace(slot(1, 'checking')), workspace(slot(1, 'failed', 'network')), true],
    ['a new frame failed at once', workspace(), workspace(slot(1, 'failed', 'network')), true],
    ['still failed, nothing new', workspace(slot(1, 'failed', 'network')), workspace(slot(1, 'failed', 'network')), false],
    ['failed again on a new load', workspace(slot(1, 'failed', 'network', 1)), workspace(slot(1, 'failed', 'network', 2)), true],
    ['failed with an error status', workspace(slot(1, 'checking')), workspace(slot(1, 'failed', 'http')), false],
    ['refused to be framed', workspace(slot(1, 'checking')), workspace(slot(1, 'failed', 'refused')), false],
    ['went to another site', workspace(slot(1, 'checking')), workspace(slot(1, 'failed', 'foreign')), false],
    ['loaded', workspace(slot(1, 'loading')), workspace(slot(1, 'ready')), false],
    [
      'another frame failed while one was failed before',
      workspace(slot(1, 'failed', 'network'), slot(2, 'loading')),
      workspace(slot(1, 'failed', 'network'), slot(2, 'failed', 'network')),
      true,
    ],
  ])('%s', (_case, prev, next, unreachable) => {
    expect(frameNewlyUnreachable(prev, next)).toBe(unreachable);
  });
});

describe('reachabilityTransition: what the change of state asks besides', () => {
  const step = reachabilityTransition(() => context);
  const down: ReachabilityState = { status: 'unreachable', attempt: 0, nextTryAt: NOW + 1_000, trying: false };
  it.each<[string, ReachabilityState, ReachabilityEvent, ReachabilityEffect[]]>([
    ['reachable, an answer: nothing', REACHABLE, { type: 'call', outcome: reply(200) }, []],
    ['confirming: the try only', REACHABLE, { type: 'call', outcome: noReply }, [{ type: 'try' }]],
    [
      'confirmed gone: tell, wake for the next try, listen for online and shown',
      { ...REACHABLE, status: 'confirming', trying: true },
      { type: 'tried', outcome: noReply },
      [
        { type: 'tell', reachable: false },
        { type: 'wake', at: NOW + 1_000 },
        { type: 'listen', on: true },
      ],
    ],
    ['due: the try, and no wake left', down, { type: 'due' }, [{ type: 'try' }, { type: 'wake', at: null }]],
    [
      'back by a try of its own: tell, stop listening, recovered',
      { ...down, nextTryAt: null, trying: true },
      { type: 'tried', outcome: reply(200) },
      [{ type: 'tell', reachable: true }, { type: 'listen', on: false }, { type: 'recovered' }],
    ],
    [
      'told back by another tab: no echo, the timer and listening stop, recovered',
      down,
      { type: 'told', reachable: true },
      [{ type: 'wake', at: null }, { type: 'listen', on: false }, { type: 'recovered' }],
    ],
    [
      'confirming answered: back without having been gone, nothing to recover',
      { ...REACHABLE, status: 'confirming', trying: true },
      { type: 'call', outcome: reply(200) },
      [],
    ],
  ])('%s', (_name, state, event, effects) => {
    expect(step(state, event).effects).toEqual(effects);
  });
});
