import { describe, expect, it } from 'vitest';
import {
  IDLE,
  stepUpTransition,
  type AskedFactor,
  type Factor,
  type Problem,
  type StepUpEffect,
  type StepUpEvent,
  type StepUpState,
  type Waiter,
} from './step-up-machine';

const PAGE = '/administration/account-management';
const pageWaiter = (slot = 1, id = 'save-1', challenge = 'c1', again = false): Waiter => ({
  kind: 'page',
  slot,
  id,
  page: PAGE,
  challenge,
  again,
  action: null,
});
const callWaiter = (key = 7, challenge = 'c1', again = false): Waiter => ({
  kind: 'call',
  key,
  page: PAGE,
  challenge,
  again,
  action: null,
});

function asking(
  factor: Factor,
  waiters: readonly Waiter[] = [pageWaiter()],
  extra: { problem?: Problem; wrong?: number; challenge?: string; waitMinutes?: number } = {},
): StepUpState {
  return {
    status: 'asking',
    challenge: extra.challenge ?? 'c1',
    factor,
    waiters,
    problem: extra.problem ?? null,
    wrong: extra.wrong ?? 0,
    waitMinutes: extra.waitMinutes ?? null,
  };
}
const proving = (factor: Factor, waiters: readonly Waiter[] = [pageWaiter()], wrong = 0): StepUpState => ({
  status: 'proving',
  challenge: 'c1',
  factor,
  waiters,
  problem: null,
  wrong,
  waitMinutes: null,
});

const verified = (
  state: 'pending' | 'done' | 'expired' | 'unknown',
  factor: AskedFactor = 'password',
  slot = 1,
  id = 'save-1',
  challenge = 'c1',
  again = false,
): StepUpEvent => ({
  type: 'verified',
  slot,
  id,
  challenge,
  page: PAGE,
  state,
  factor,
  again,
  label: null,
});

const replyTo = (slot: number, id: string, outcome: 'done' | 'cancelled' | 'expired', factor: AskedFactor = 'password'): StepUpEffect[] => [
  { type: 'reply', slot, id, outcome },
  { type: 'audit', via: 'page', factor, outcome },
];
const settle = (key: number, outcome: 'done' | 'cancelled' | 'expired', factor: AskedFactor = 'password'): StepUpEffect[] => [
  { type: 'settle', key, outcome },
  { type: 'audit', via: 'call', factor, outcome },
];

describe('the step-up broker', () => {
  it.each<{ name: string; from: StepUpState; event: StepUpEvent; to: StepUpState; effects: readonly StepUpEffect[] }>([
    // A page's message: nothing shows before the server calls its challenge pending.
    {
      name: 'a page asks: the challenge is verified first, nothing on screen',
      from: IDLE,
      event: { type: 'page-asked', slot: 1, id: 'save-1', challenge: 'c1', page: PAGE, again: false, label: null },
      to: IDLE,
      effects: [{ type: 'verify', slot: 1, id: 'save-1', challenge: 'c1', page: PAGE, again: false, label: null }],
    },
    {
      name: 'the same ask again while it waits: not verified again',
      from: asking('password'),
      event: { type: 'page-asked', slot: 1, id: 'save-1', challenge: 'c1', page: PAGE, again: false, label: null },
      to: asking('password'),
      effects: [],
    },
    { name: 'pending: the dialog asks for the password', from: IDLE, event: verified('pending'), to: asking('password'), effects: [] },
    { name: 'pending for an MFA account: the code', from: IDLE, event: verified('pending', 'otp'), to: asking('otp'), effects: [] },
    {
      name: 'pending for an SSO account: the identity provider',
      from: IDLE,
      event: verified('pending', 'sso'),
      to: asking('sso'),
      effects: [],
    },
    { name: 'a forged challenge (404): nothing', from: IDLE, event: verified('unknown'), to: IDLE, effects: [] },
    {
      name: 'a challenge the server calls done (replayed, or proved meanwhile): answered expired, so the page may ask anew',
      from: IDLE,
      event: verified('done'),
      to: IDLE,
      effects: replyTo(1, 'save-1', 'expired'),
    },
    {
      name: 'an expired challenge: answered expired',
      from: IDLE,
      event: verified('expired'),
      to: IDLE,
      effects: replyTo(1, 'save-1', 'expired'),
    },
    {
      name: 'an expired challenge while the dialog is open for others: answered, the dialog unchanged',
      from: asking('password'),
      event: verified('expired', 'password', 2, 'save-2', 'c9'),
      to: asking('password'),
      effects: replyTo(2, 'save-2', 'expired'),
    },
    {
      name: 'a page asking again right after a proof joins with its own challenge, marked again',
      from: IDLE,
      event: verified('pending', 'password', 1, 'save-2', 'c5', true),
      to: asking('password', [pageWaiter(1, 'save-2', 'c5', true)], { challenge: 'c5' }),
      effects: [],
    },
    // One dialog for every waiter.
    {
      name: 'a second frame asks while the dialog is open: it joins, the question stays',
      from: asking('password'),
      event: verified('pending', 'password', 2, 'save-9', 'c2'),
      to: asking('password', [pageWaiter(), pageWaiter(2, 'save-9', 'c2')]),
      effects: [],
    },
    {
      name: 'a call answered 1210 while a page waits: it joins',
      from: asking('password'),
      event: { type: 'call-asked', key: 7, challenge: 'c3', factor: 'password', page: PAGE, again: false },
      to: asking('password', [pageWaiter(), callWaiter(7, 'c3')]),
      effects: [],
    },
    {
      name: 'a call answered 1210 with nothing open: the dialog asks for its challenge',
      from: IDLE,
      event: { type: 'call-asked', key: 7, challenge: 'c1', factor: 'otp', page: PAGE, again: false },
      to: asking('otp', [callWaiter()]),
      effects: [],
    },
    {
      name: 'a call whose repeat after a proof met 1210 again: asked again, marked again (never taken for a refusal)',
      from: IDLE,
      event: { type: 'call-asked', key: 8, challenge: 'c1', factor: 'password', page: PAGE, again: true },
      to: asking('password', [callWaiter(8, 'c1', true)]),
      effects: [],
    },
    // Answers.
    {
      name: 'the password is sent for the challenge; it never enters the state',
      from: asking('password'),
      event: { type: 'submit', secret: 'hunter2' },
      to: proving('password'),
      effects: [{ type: 'prove', challenge: 'c1', factor: 'password', secret: 'hunter2' }],
    },
    {
      name: 'an empty answer is not sent',
      from: asking('password'),
      event: { type: 'submit', secret: '' },
      to: asking('password'),
      effects: [],
    },
    {
      name: 'no second answer while one is checked',
      from: proving('otp'),
      event: { type: 'submit', secret: '123456' },
      to: proving('otp'),
      effects: [],
    },
    {
      name: 'never a password for an SSO account',
      from: asking('sso'),
      event: { type: 'submit', secret: 'x' },
      to: asking('sso'),
      effects: [],
    },
    {
      name: 'proved: every waiter done, each audited, the other tabs told',
      from: proving('password', [pageWaiter(), pageWaiter(2, 'b'), callWaiter()]),
      event: { type: 'answered', result: 'proved' },
      to: IDLE,
      effects: [...replyTo(1, 'save-1', 'done'), ...replyTo(2, 'b', 'done'), ...settle(7, 'done'), { type: 'tell-tabs', challenge: 'c1' }],
    },
    {
      name: 'a pending page with its own label: the waiter keeps the words for the dialog',
      from: IDLE,
      event: { ...verified('pending'), label: 'Save the policy' } as StepUpEvent,
      to: asking('password', [{ ...pageWaiter(), action: { label: 'Save the policy' } }]),
      effects: [],
    },
    {
      name: 'a named call (Start Sync): the waiter keeps its name',
      from: IDLE,
      event: {
        type: 'call-asked',
        key: 7,
        challenge: 'c1',
        factor: 'password',
        page: PAGE,
        again: false,
        action: 'licenseCheck.startSync',
      },
      to: asking('password', [{ ...callWaiter(), action: { key: 'licenseCheck.startSync' } }]),
      effects: [],
    },
    {
      name: 'a call’s challenge ended: the notice knows a call waited (try again, not save again)',
      from: proving('password', [callWaiter()]),
      event: { type: 'answered', result: 'ended' },
      to: { status: 'ended', ending: 'expired', factor: 'password', page: PAGE, via: 'call' },
      effects: settle(7, 'expired'),
    },
    {
      name: 'a wrong password: said, asked again',
      from: proving('password'),
      event: { type: 'answered', result: 'wrong' },
      to: asking('password', [pageWaiter()], { wrong: 1, problem: 'wrong-password' }),
      effects: [],
    },
    {
      name: 'a wrong or used code: said, asked again',
      from: proving('otp'),
      event: { type: 'answered', result: 'wrong' },
      to: asking('otp', [pageWaiter()], { wrong: 1, problem: 'wrong-code' }),
      effects: [],
    },
    {
      name: 'the challenge expired while the user typed: the waiters get expired, the dialog says so',
      from: proving('password', [pageWaiter(), callWaiter()]),
      event: { type: 'answered', result: 'ended' },
      to: { status: 'ended', ending: 'expired', factor: 'password', page: PAGE, via: 'page' },
      effects: [...replyTo(1, 'save-1', 'expired'), ...settle(7, 'expired')],
    },
    {
      name: 'the dialog’s challenge ended while another waiter holds its own: that one is answered, the dialog asks for the next',
      from: proving('password', [pageWaiter(), callWaiter(7, 'c2')], 2),
      event: { type: 'answered', result: 'ended' },
      to: asking('password', [callWaiter(7, 'c2')], { challenge: 'c2' }),
      effects: replyTo(1, 'save-1', 'expired'),
    },
    {
      name: 'the fifth wrong answer spent it: too many tries',
      from: proving('password', [pageWaiter()], 4),
      event: { type: 'answered', result: 'ended' },
      to: { status: 'ended', ending: 'spent', factor: 'password', page: PAGE, via: 'page' },
      effects: replyTo(1, 'save-1', 'expired'),
    },
    {
      name: 'too many tries for now (429): said, the waiters still wait',
      from: proving('password'),
      event: { type: 'answered', result: 'too-many' },
      to: asking('password', [pageWaiter()], { problem: 'too-many' }),
      effects: [],
    },
    {
      name: 'too many tries with the wait the reply named: kept for the dialog to say',
      from: proving('password'),
      event: { type: 'answered', result: 'too-many', waitMinutes: 3 },
      to: asking('password', [pageWaiter()], { problem: 'too-many', waitMinutes: 3 }),
      effects: [],
    },
    {
      name: 'a wrong answer after a 429: the wait is no longer said',
      from: { ...proving('password'), waitMinutes: 3 } as StepUpState,
      event: { type: 'answered', result: 'wrong' },
      to: asking('password', [pageWaiter()], { wrong: 1, problem: 'wrong-password' }),
      effects: [],
    },
    {
      name: 'no usable reply: said, the user may try again',
      from: proving('password'),
      event: { type: 'answered', result: 'failed' },
      to: asking('password', [pageWaiter()], { problem: 'failed' }),
      effects: [],
    },
    { name: 'an answer nobody waits for: nothing', from: IDLE, event: { type: 'answered', result: 'proved' }, to: IDLE, effects: [] },
    // The identity provider.
    {
      name: 'the pop-up blocked: said',
      from: asking('sso'),
      event: { type: 'popup', opened: false },
      to: asking('sso', [pageWaiter()], { problem: 'popup-blocked' }),
      effects: [],
    },
    {
      name: 'the pop-up opened on a second try: the word goes',
      from: asking('sso', [pageWaiter()], { problem: 'popup-blocked' }),
      event: { type: 'popup', opened: true },
      to: asking('sso'),
      effects: [],
    },
    {
      name: 'the pop-up says done: the server is asked before anyone is told',
      from: asking('sso'),
      event: { type: 'popup-done', challenge: 'c1' },
      to: proving('sso'),
      effects: [{ type: 'confirm', challenge: 'c1' }],
    },
    {
      name: 'the pop-up closed by hand: said, and it may be opened again',
      from: asking('sso'),
      event: { type: 'popup-closed' },
      to: asking('sso', [pageWaiter()], { problem: 'popup-closed' }),
      effects: [],
    },
    {
      name: 'the pop-up closed while its word is checked: the check decides',
      from: proving('sso'),
      event: { type: 'popup-closed' },
      to: proving('sso'),
      effects: [],
    },
    {
      name: 'a pop-up closing under a password dialog: nothing',
      from: asking('password'),
      event: { type: 'popup-closed' },
      to: asking('password'),
      effects: [],
    },
    {
      name: 'a pop-up word for another challenge: nothing',
      from: asking('sso'),
      event: { type: 'popup-done', challenge: 'c9' },
      to: asking('sso'),
      effects: [],
    },
    {
      name: 'a pop-up word for a password dialog: nothing',
      from: asking('password'),
      event: { type: 'popup-done', challenge: 'c1' },
      to: asking('password'),
      effects: [],
    },
    // Cancel, the other tabs, the session.
    {
      name: 'Cancel: every waiter cancelled',
      from: asking('password', [pageWaiter(), callWaiter()]),
      event: { type: 'cancel' },
      to: IDLE,
      effects: [...replyTo(1, 'save-1', 'cancelled'), ...settle(7, 'cancelled')],
    },
    {
      name: 'Cancel while an answer is checked: its answer decides',
      from: proving('password'),
      event: { type: 'cancel' },
      to: proving('password'),
      effects: [],
    },
    {
      name: 'another tab says it proved the user: the server is asked about the challenge it names, nothing closes yet',
      from: asking('otp', [pageWaiter(), callWaiter()]),
      event: { type: 'heard-proved', challenge: 'c8' },
      to: asking('otp', [pageWaiter(), callWaiter()]),
      effects: [{ type: 'check-elsewhere', challenge: 'c8' }],
    },
    {
      name: 'another tab says it proved, nothing open: nothing asked',
      from: IDLE,
      event: { type: 'heard-proved', challenge: 'c8' },
      to: IDLE,
      effects: [],
    },
    {
      name: 'another tab says it proved, naming no challenge: nothing asked',
      from: asking('password'),
      event: { type: 'heard-proved', challenge: '' },
      to: asking('password'),
      effects: [],
    },
    {
      name: 'another tab proved the user: closed as done, not told back',
      from: asking('otp', [pageWaiter(), callWaiter()]),
      event: { type: 'proved-elsewhere' },
      to: IDLE,
      effects: [...replyTo(1, 'save-1', 'done', 'otp'), ...settle(7, 'done', 'otp')],
    },
    { name: 'another tab proved the user, nothing open: nothing', from: IDLE, event: { type: 'proved-elsewhere' }, to: IDLE, effects: [] },
    {
      name: 'logged off or expired while open: cancelled',
      from: proving('sso', [pageWaiter()]),
      event: { type: 'session-ended' },
      to: IDLE,
      effects: replyTo(1, 'save-1', 'cancelled', 'sso'),
    },
    // A factor this console does not offer (a richer server's).
    {
      name: 'a call asks with a factor this console does not offer: cancelled, and the dialog says why',
      from: IDLE,
      event: { type: 'call-asked', key: 7, challenge: 'c1', factor: 'unsupported', page: PAGE, again: false },
      to: { status: 'ended', ending: 'unsupported', factor: 'unsupported', page: PAGE, via: 'call' },
      effects: settle(7, 'cancelled', 'unsupported'),
    },
    {
      name: 'a page asks with a factor this console does not offer: cancelled, and the dialog says why',
      from: IDLE,
      event: verified('pending', 'unsupported'),
      to: { status: 'ended', ending: 'unsupported', factor: 'unsupported', page: PAGE, via: 'page' },
      effects: replyTo(1, 'save-1', 'cancelled', 'unsupported'),
    },
    {
      name: 'a factor not offered while a dialog is open: that waiter cancelled, the dialog goes on',
      from: asking('password'),
      event: { type: 'call-asked', key: 8, challenge: 'c5', factor: 'unsupported', page: PAGE, again: false },
      to: asking('password'),
      effects: settle(8, 'cancelled', 'unsupported'),
    },
    {
      name: 'the notice of an ended challenge closes',
      from: { status: 'ended', ending: 'spent', factor: 'password', page: PAGE, via: 'page' },
      event: { type: 'close' },
      to: IDLE,
      effects: [],
    },
    {
      name: 'a new ask while the notice shows: the dialog asks again',
      from: { status: 'ended', ending: 'expired', factor: 'password', page: PAGE, via: 'page' },
      event: verified('pending', 'password', 1, 'save-2', 'c4'),
      to: {
        status: 'asking',
        challenge: 'c4',
        factor: 'password',
        waiters: [pageWaiter(1, 'save-2', 'c4')],
        problem: null,
        wrong: 0,
        waitMinutes: null,
      },
      effects: [],
    },
  ])('$name', ({ from, event, to, effects }) => {
    const step = stepUpTransition(from, event);
    expect(step.state).toEqual(to);
    expect(step.effects).toEqual(effects);
    expect(JSON.stringify(step.state)).not.toContain('hunter2');
  });
});
