/**
 * Fresh authentication for sensitive actions (step-up; contract.md "Fresh authentication for
 * sensitive actions", docs/step-up.md): the console brokers the proof between whoever needs it (a
 * framed legacy page's `reauth-required` message, an API call answered 401 with code 1210) and the
 * user, in one dialog of its own over the workspace. This module decides; the runtime beside it
 * (step-up-runtime.ts, beside it) carries out the effects and the dialog renders the state.
 *
 * - A page's ask is acted on only once `GET session/reauth/{challenge}` calls the challenge pending
 *   for this session (`verify`): a forged or replayed message raises nothing.
 * - One dialog serves every page and call waiting at once: the proof holds for the whole session, so
 *   one proof answers them all `done`. Each waiter keeps its own challenge: the dialog answers the
 *   first's, and when the server ends that one (expired, used, spent by wrong tries) its waiters are
 *   answered `expired` while the dialog goes on with the next waiter's; with none left it says why
 *   until it is closed.
 * - A page whose challenge the server already calls `expired` or `done` is answered `expired` at once
 *   (it may ask again); a challenge the server does not hold for this session raises nothing.
 * - A waiter that meets another 1210 right after a proof (a server whose proof serves one action
 *   only) is asked again, with a line saying this action needs its own confirmation: never that the
 *   user did not confirm.
 * - Cancel answers them all `cancelled`.
 * - A proof made in another tab closes the dialog as `done` once the server calls the challenge that
 *   tab names done; the session ending (here or in another tab) closes it as `cancelled`.
 * - A factor this console does not offer (a richer server's) is said in the dialog and its waiter is
 *   answered `cancelled`: never taken for an expired session.
 *
 * What the user types never enters the state: `submit` hands it to the `prove` effect only.
 */

import type { AskedFactor, Factor, StepUpOutcome } from '../api/step-up-required';

// The factors and outcomes are the API client's words (it reads the 1210 and waits for the outcome).
export type { AskedFactor, Factor, StepUpOutcome };

/** A page's own words for its action, or the text key of a call's name. */
export type WaiterAction = { readonly label: string } | { readonly key: string };

/** Who waits for the proof: a framed page (its slot and its own name for the ask) or an API call. */
export type Waiter = (
  { readonly kind: 'page'; readonly slot: number; readonly id: string } | { readonly kind: 'call'; readonly key: number }
) & {
  readonly page: string;
  /**
   * What the dialog calls its action: a page's own label (already checked, step-up-label.ts) or a
   * call's text key (e.g. Start Sync); null: the dialog names the page.
   */
  readonly action: WaiterAction | null;
  /** Its own challenge: the one the server gave for this action. */
  readonly challenge: string;
  /** Asked again right after a proof: this action needs a proof of its own. */
  readonly again: boolean;
};

/**
 * What the dialog says beside the question: a wrong answer, too many tries for now (429), the
 * identity provider's pop-up blocked, or no usable reply (the user may try again).
 */
export type Problem = 'wrong-password' | 'wrong-code' | 'too-many' | 'popup-blocked' | 'popup-closed' | 'failed';

/**
 * Why the challenge ended without a proof: its time ran out, five wrong answers spent it, or it asks
 * for a factor this console does not offer.
 */
export type Ending = 'expired' | 'spent' | 'unsupported';

export type StepUpState =
  | { readonly status: 'idle' }
  | {
      /** `asking`: the question is on screen; `proving`: an answer (or the pop-up's word) is being checked. */
      readonly status: 'asking' | 'proving';
      readonly challenge: string;
      readonly factor: Factor;
      readonly waiters: readonly Waiter[];
      readonly problem: Problem | null;
      /** Wrong answers so far: the fifth spends the challenge (contract). */
      readonly wrong: number;
      /** With `too-many`: whole minutes to wait, from the reply's Retry-After; null when it gave none. */
      readonly waitMinutes: number | null;
    }
  /** The challenge ended without a proof: the dialog says why until the user closes it. */
  | {
      readonly status: 'ended';
      readonly ending: Ending;
      readonly factor: AskedFactor;
      readonly page: string;
      /** What waited: a page's save may be saved again, a call (Start Sync) tried again. */
      readonly via: Waiter['kind'];
    };

export const IDLE: StepUpState = { status: 'idle' };

/** What `GET session/reauth/{challenge}` said; `unknown` for a 404 or a reply the console cannot read. */
export type ChallengeState = 'pending' | 'done' | 'expired' | 'unknown';

/** What an answer (`POST session/reauth`, or the pop-up's check) met. */
export type AnswerResult = 'proved' | 'wrong' | 'ended' | 'too-many' | 'failed';

/** A framed page's ask, as its message and the server's word on it carry it. */
interface PageAsk {
  readonly slot: number;
  readonly id: string;
  readonly challenge: string;
  readonly page: string;
  readonly again: boolean;
  /** The page's label, checked. */
  readonly label: string | null;
}

export type StepUpEvent =
  /** A framed page asks (its message already checked for window, origin and shape). */
  | ({ readonly type: 'page-asked' } & PageAsk)
  /** The server's word on a page's challenge. */
  | ({ readonly type: 'verified'; readonly state: ChallengeState; readonly factor: AskedFactor } & PageAsk)
  /** An API call was answered 401 with code 1210 (`again`: its repeat after a proof was). */
  | {
      readonly type: 'call-asked';
      readonly key: number;
      readonly challenge: string;
      readonly factor: AskedFactor;
      readonly page: string;
      readonly again: boolean;
      /** The text key of the call's name, when its caller gave one. */
      readonly action?: string;
    }
  /** The user answers with a password or an authenticator code. */
  | { readonly type: 'submit'; readonly secret: string }
  /** `waitMinutes`: with `too-many`, the wait the reply named (step-up-wait.ts). */
  | { readonly type: 'answered'; readonly result: AnswerResult; readonly waitMinutes?: number | null }
  /** The identity provider's pop-up opened, or the browser blocked it. */
  | { readonly type: 'popup'; readonly opened: boolean }
  /** The user closed the pop-up before it said anything (noticed by the runtime within a second). */
  | { readonly type: 'popup-closed' }
  /** The pop-up the console opened said the identity provider confirmed the user for `challenge`. */
  | { readonly type: 'popup-done'; readonly challenge: string }
  | { readonly type: 'cancel' }
  /** Another tab says it proved the user, for `challenge`: believed only once the server says so. */
  | { readonly type: 'heard-proved'; readonly challenge: string }
  /** The server calls that challenge done: the proof holds for the session. */
  | { readonly type: 'proved-elsewhere' }
  /** Logged off, or the session expired. */
  | { readonly type: 'session-ended' }
  /** The user closes the notice of an ended challenge. */
  | { readonly type: 'close' };

export type StepUpEffect =
  | ({ readonly type: 'verify' } & PageAsk)
  | { readonly type: 'prove'; readonly challenge: string; readonly factor: 'password' | 'otp'; readonly secret: string }
  /** Asks the server whether the pop-up's challenge is now done (the pop-up's word is not taken alone). */
  | { readonly type: 'confirm'; readonly challenge: string }
  | { readonly type: 'reply'; readonly slot: number; readonly id: string; readonly outcome: StepUpOutcome }
  | { readonly type: 'settle'; readonly key: number; readonly outcome: StepUpOutcome }
  /** Asks the server whether the challenge another tab names is done (`proved-elsewhere` if it is). */
  | { readonly type: 'check-elsewhere'; readonly challenge: string }
  /** Tells the other tabs the user proved who they are, for `challenge`. */
  | { readonly type: 'tell-tabs'; readonly challenge: string }
  /** For operators (telemetry): page or call, the factor and the outcome; nothing of the user. */
  | { readonly type: 'audit'; readonly via: Waiter['kind']; readonly factor: AskedFactor; readonly outcome: StepUpOutcome };

export interface StepUpStep {
  readonly state: StepUpState;
  readonly effects: readonly StepUpEffect[];
}

const stay = (state: StepUpState): StepUpStep => ({ state, effects: [] });

type Open = Extract<StepUpState, { status: 'asking' | 'proving' }>;

const isOpen = (state: StepUpState): state is Open => state.status === 'asking' || state.status === 'proving';

const sameWaiter = (a: Waiter, b: Waiter): boolean =>
  a.kind === 'page' && b.kind === 'page' ? a.slot === b.slot && a.id === b.id : a.kind === 'call' && b.kind === 'call' && a.key === b.key;

/** Every waiter answered with `outcome`, each told to operators. */
function answerAll(waiters: readonly Waiter[], factor: AskedFactor, outcome: StepUpOutcome): StepUpEffect[] {
  return waiters.flatMap((waiter): StepUpEffect[] => [
    waiter.kind === 'page' ? { type: 'reply', slot: waiter.slot, id: waiter.id, outcome } : { type: 'settle', key: waiter.key, outcome },
    { type: 'audit', via: waiter.kind, factor, outcome },
  ]);
}

/**
 * A waiter joins the open dialog, or opens it for its challenge. One whose factor this console does
 * not offer is answered `cancelled` at once, and (no dialog open) the dialog says why.
 */
function join(state: StepUpState, waiter: Waiter, factor: AskedFactor): StepUpStep {
  if (factor === 'unsupported') {
    const effects = answerAll([waiter], factor, 'cancelled');
    if (isOpen(state)) return { state, effects };
    return { state: { status: 'ended', ending: 'unsupported', factor, page: waiter.page, via: waiter.kind }, effects };
  }
  if (isOpen(state)) {
    if (state.waiters.some((waiting) => sameWaiter(waiting, waiter))) return stay(state);
    return stay({ ...state, waiters: [...state.waiters, waiter] });
  }
  return stay({ status: 'asking', challenge: waiter.challenge, factor, waiters: [waiter], problem: null, wrong: 0, waitMinutes: null });
}

function answered(state: Open, result: AnswerResult, waitMinutes: number | null): StepUpStep {
  switch (result) {
    case 'proved':
      return {
        state: IDLE,
        effects: [...answerAll(state.waiters, state.factor, 'done'), { type: 'tell-tabs', challenge: state.challenge }],
      };
    case 'ended': {
      // The server ended the dialog's challenge: its waiters are answered `expired`; the others keep
      // their own challenges, and the dialog asks for the next of them.
      const ended = state.waiters.filter((waiter) => waiter.challenge === state.challenge);
      const rest = state.waiters.filter((waiter) => waiter.challenge !== state.challenge);
      const effects = answerAll(ended, state.factor, 'expired');
      const next = rest[0];
      if (next !== undefined)
        return {
          state: { ...state, status: 'asking', challenge: next.challenge, waiters: rest, problem: null, wrong: 0, waitMinutes: null },
          effects,
        };
      const ending: Ending = state.wrong >= 4 ? 'spent' : 'expired';
      const first = state.waiters[0];
      return { state: { status: 'ended', ending, factor: state.factor, page: first?.page ?? '', via: first?.kind ?? 'page' }, effects };
    }
    case 'wrong':
      return stay({
        ...state,
        status: 'asking',
        wrong: state.wrong + 1,
        problem: state.factor === 'otp' ? 'wrong-code' : 'wrong-password',
        waitMinutes: null,
      });
    case 'too-many':
      return stay({ ...state, status: 'asking', problem: 'too-many', waitMinutes });
    case 'failed':
      return stay({ ...state, status: 'asking', problem: 'failed', waitMinutes: null });
  }
}

export function stepUpTransition(state: StepUpState, event: StepUpEvent): StepUpStep {
  switch (event.type) {
    case 'page-asked': {
      const { slot, id, challenge, page, again, label } = event;
      if (isOpen(state) && state.waiters.some((waiter) => waiter.kind === 'page' && waiter.slot === slot && waiter.id === id))
        return stay(state);
      return { state, effects: [{ type: 'verify', slot, id, challenge, page, again, label }] };
    }
    case 'verified': {
      const { slot, id, challenge, page, again, factor, label } = event;
      // A challenge the server does not hold for this session (forged, another session's) raises
      // nothing and is not answered; one it holds but has ended is answered, so the page may ask anew.
      if (event.state === 'unknown') return stay(state);
      if (event.state !== 'pending')
        return {
          state,
          effects: [
            { type: 'reply', slot, id, outcome: 'expired' },
            { type: 'audit', via: 'page', factor, outcome: 'expired' },
          ],
        };
      return join(state, { kind: 'page', slot, id, page, challenge, again, action: label === null ? null : { label } }, factor);
    }
    case 'call-asked':
      return join(
        state,
        {
          kind: 'call',
          key: event.key,
          page: event.page,
          challenge: event.challenge,
          again: event.again,
          action: event.action === undefined ? null : { key: event.action },
        },
        event.factor,
      );
    case 'submit':
      if (state.status !== 'asking' || state.factor === 'sso' || event.secret === '') return stay(state);
      return {
        state: { ...state, status: 'proving' },
        effects: [{ type: 'prove', challenge: state.challenge, factor: state.factor, secret: event.secret }],
      };
    case 'answered':
      return state.status === 'proving' ? answered(state, event.result, event.waitMinutes ?? null) : stay(state);
    case 'popup':
      if (state.status !== 'asking' || state.factor !== 'sso') return stay(state);
      return stay({ ...state, problem: event.opened ? null : 'popup-blocked', waitMinutes: null });
    case 'popup-closed':
      // Closed by hand before its word came: the dialog offers to open it again. Not while its
      // word is being checked (it closes itself once it has spoken).
      if (state.status !== 'asking' || state.factor !== 'sso') return stay(state);
      return stay({ ...state, problem: 'popup-closed', waitMinutes: null });
    case 'popup-done':
      if (state.status !== 'asking' || state.factor !== 'sso' || event.challenge !== state.challenge) return stay(state);
      return { state: { ...state, status: 'proving' }, effects: [{ type: 'confirm', challenge: state.challenge }] };
    case 'cancel':
      // A proof being checked is not cancelled under it: its answer decides.
      if (state.status !== 'asking') return stay(state);
      return { state: IDLE, effects: answerAll(state.waiters, state.factor, 'cancelled') };
    case 'heard-proved':
      // Another tab's word alone closes nothing (any document of this origin may post on the
      // channel): the server is asked whether that challenge is done.
      if (!isOpen(state) || event.challenge === '') return stay(state);
      return { state, effects: [{ type: 'check-elsewhere', challenge: event.challenge }] };
    case 'proved-elsewhere':
      if (!isOpen(state)) return stay(state);
      return { state: IDLE, effects: answerAll(state.waiters, state.factor, 'done') };
    case 'session-ended':
      if (!isOpen(state)) return stay(state.status === 'ended' ? IDLE : state);
      return { state: IDLE, effects: answerAll(state.waiters, state.factor, 'cancelled') };
    case 'close':
      return stay(state.status === 'ended' ? IDLE : state);
  }
}
