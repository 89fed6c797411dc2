// Step-up: fresh authentication for sensitive actions (shared/contract.md, "Fresh authentication for
// sensitive actions"). Sign-in counts as a proof made at that moment; a re-authentication for a
// challenge is a new one, for the whole session. A sensitive action (requireFreshProof) needs a proof
// at most maxAgeFor(session) seconds old (the signing-in account's own step_up_max_age, else
// STEP_UP_MAX_AGE), else it answers 401 {code:1210, data:{challenge, factor}}. With a maximum age of 0
// every sensitive action asks: the re-authentication made for it lets that one action through (within
// PROOF_GRANT_MS), and the next asks again.
//
// Challenges: opaque (32 random bytes; only their hash is stored), bound to the session that asked,
// valid `challengeSeconds` (never under the contract's 120), single use, spent by five wrong answers.
// The factor comes from the account that proves: its single sign-on (sso) first, then MFA with an
// authenticator (otp), else its password.
//
// Limits, each counted before the answer is checked, in the statement (or transaction) that takes
// it, so that answers sent at once cannot all slip under a count that none of them has raised yet:
// - five tries per challenge (takeTry: one UPDATE); the fifth wrong one spends it;
// - twenty tries per account in fifteen minutes, over all its challenges and sessions (holdRateSlot);
//   a right answer gives its slot back, so the limit bounds guesses, not proofs;
// - thirty challenges per session in fifteen minutes (POST session/reauth/challenge and the 1210 of a
//   sensitive action): a page that asks at every Save stays far below it, a script that mints
//   challenges to get fresh tries does not.
// Past a limit the reply is HTTP 429 with Retry-After (seconds until the window's oldest try leaves it).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, StepUpSettings } from '../context';
import { findAccountById, type AccountRow } from '../data/accounts';
import { findChallenge, insertChallenge, markDone, markSpent, takeTry, type StoredFactor } from '../data/reauth-challenges';
import { findProof, recordProof, spendProof } from '../data/sessions';
import { sendJson } from '../http/reply';
import { holdRateSlot } from './code-limits';
import { verifyPassword } from './password-hashing';
import type { Session } from './session';
import { takeTotpCode } from './totp';

export type Factor = StoredFactor;

export const STEP_UP_DEFAULTS: StepUpSettings = { maxAgeSeconds: 600, challengeSeconds: 300 };
/** The contract's least life of a challenge. */
export const CONTRACT_MIN_CHALLENGE_SECONDS = 120;
/** Tries at one challenge: the fifth wrong answer spends it, and no sixth is checked. */
export const TRIES_PER_CHALLENGE = 5;
/** Tries per account, over all its challenges, in the window: past it every answer is HTTP 429. A right answer gives its try back. */
export const TRIES_PER_ACCOUNT = 20;
export const TRIES_WINDOW_MS = 15 * 60 * 1000;
/** Challenges one session may be given in the window (a page's ask or a sensitive action's 1210): past it, HTTP 429. */
export const CHALLENGES_PER_SESSION = 30;
export const CHALLENGES_WINDOW_MS = 15 * 60 * 1000;
/** How long a re-authentication lets through the one sensitive action it was made for, whatever the maximum age. */
export const PROOF_GRANT_MS = 120_000;

export const STEP_UP_REQUIRED = 1210;
export const WRONG_PASSWORD = 1211;
export const CHALLENGE_GONE = 1212;
/** The sign-in's code for an invalid authenticator code, used for the same at re-authentication. */
export const INVALID_CODE = 1203;

const TRY_KIND = 'reauth-try';
const CHALLENGE_KIND = 'reauth-challenge';

function wholeSeconds(name: string, value: string | undefined, fallback: number, least: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < least)
    throw new Error(
      `${name} must be a whole number of seconds (at least ${least}${least === CONTRACT_MIN_CHALLENGE_SECONDS ? ", the contract's least life of a challenge" : ''}), got ${JSON.stringify(value)}`,
    );
  return Number(value);
}

/**
 * STEP_UP_MAX_AGE (seconds, default 600; 0 asks every time) and STEP_UP_CHALLENGE_SECONDS (default
 * 300). A challenge life under the contract's 120 s is refused: a console may rely on that much time
 * (a page waits that long for its answer), so a server that gave less would not keep the contract.
 */
export function stepUpFromEnv(env: Readonly<Record<string, string | undefined>>): StepUpSettings {
  return {
    maxAgeSeconds: wholeSeconds('STEP_UP_MAX_AGE', env.STEP_UP_MAX_AGE, STEP_UP_DEFAULTS.maxAgeSeconds, 0),
    challengeSeconds: wholeSeconds(
      'STEP_UP_CHALLENGE_SECONDS',
      env.STEP_UP_CHALLENGE_SECONDS,
      STEP_UP_DEFAULTS.challengeSeconds,
      CONTRACT_MIN_CHALLENGE_SECONDS,
    ),
  };
}

/** What proves the account's user: its identity provider, its authenticator, or its password. */
export function factorOf(account: Pick<AccountRow, 'is_sso' | 'mfa_enabled' | 'mfa_auth_source' | 'totp_secret'>): Factor {
  if (account.is_sso) return 'sso';
  if (account.mfa_enabled && account.mfa_auth_source === 1 && account.totp_secret !== null) return 'otp';
  return 'password';
}

/** The account that signed the session in: its own, also while it assumes another through account management. */
export function proverOf(session: Session): number {
  return session.assumedBy ?? session.accountId;
}

const hashOf = (challenge: string): string => createHash('sha256').update(challenge).digest('hex');

/** A challenge string is at most this long: anything longer is no challenge of ours. */
const MAX_CHALLENGE_LENGTH = 100;

/**
 * The maximum age of a proof (seconds) for the session's sensitive actions: its signing-in account's
 * own (`step_up_max_age`, the demo's stepup* accounts have 0), else the server's STEP_UP_MAX_AGE.
 */
export async function maxAgeFor(ctx: AppContext, session: Session): Promise<number> {
  const prover = await findAccountById(ctx.db, proverOf(session));
  return prover?.step_up_max_age ?? ctx.stepUp.maxAgeSeconds;
}

/** True when the session's last proof is at most `maxAgeSeconds` old. */
export async function isFresh(ctx: AppContext, session: Session, maxAgeSeconds: number): Promise<boolean> {
  const proof = await findProof(ctx.db, session.idHash);
  return proof !== undefined && ctx.now().getTime() - proof.proved_at.getTime() <= maxAgeSeconds * 1000;
}

export interface IssuedChallenge {
  readonly challenge: string;
  readonly factor: Factor;
  readonly expiresIn: number;
}

/** Too many challenges for the session in the window: HTTP 429, Retry-After this many seconds. */
export interface ChallengesLimited {
  readonly limited: true;
  readonly retryAfterSeconds: number;
}

/** A new challenge for the session, proved by its signing-in account's factor; or the session has had too many (429). */
export async function issueChallenge(ctx: AppContext, session: Session): Promise<IssuedChallenge | ChallengesLimited> {
  const slot = await holdRateSlot(ctx, CHALLENGE_KIND, session.idHash, CHALLENGES_PER_SESSION, CHALLENGES_WINDOW_MS);
  if (!slot.taken) return { limited: true, retryAfterSeconds: slot.retryAfterSeconds };
  const prover = await findAccountById(ctx.db, proverOf(session));
  if (!prover) throw new Error('the session has no account');
  const factor = factorOf(prover);
  const challenge = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresIn = ctx.stepUp.challengeSeconds;
  await insertChallenge(ctx.db, {
    idHash: hashOf(challenge),
    sessionHash: session.idHash,
    accountId: prover.account_id,
    factor,
    now,
    expiresAt: new Date(now.getTime() + expiresIn * 1000),
  });
  return { challenge, factor, expiresIn };
}

/**
 * The guard of a sensitive action: false when the session's proof is fresh enough (maxAgeFor, or
 * the action's own maximum age), or a re-authentication made for this action is still unspent;
 * otherwise it answers 401 {code:1210, data:{challenge, factor}} (JSON, whatever the route's
 * envelope), or 429, and returns true: the caller must stop there. A boolean, not the reply: a
 * FastifyReply is a thenable, so an awaited reply came back as undefined once sent, and the sensitive
 * action went on after its 1210 (Start Sync synced; a test pins it now).
 */
export async function requireFreshProof(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  /** The action's own maximum age (0: a proof made for this action alone, as elevate's), else maxAgeFor. */
  maxAgeSeconds?: number,
): Promise<boolean> {
  const session = request.session;
  if (!session) throw new Error('requireFreshProof needs a session');
  const proof = await findProof(ctx.db, session.idHash);
  const age = proof === undefined ? Infinity : ctx.now().getTime() - proof.proved_at.getTime();
  const maxAge = maxAgeSeconds ?? (await maxAgeFor(ctx, session));
  if (maxAge > 0 && age <= maxAge * 1000) {
    if (proof?.proof_unspent) await spendProof(ctx.db, session.idHash);
    return false;
  }
  if (proof?.proof_unspent && age <= PROOF_GRANT_MS && (await spendProof(ctx.db, session.idHash))) return false;
  const issued = await issueChallenge(ctx, session);
  if ('limited' in issued) {
    sendTooMany(reply, issued.retryAfterSeconds, 'too many challenges; try again later');
    return true;
  }
  const { challenge, factor } = issued;
  sendJson(reply, { code: STEP_UP_REQUIRED, message: 'a fresher proof of the user is needed', data: { challenge, factor } }, 401);
  return true;
}

/** HTTP 429 {code:429} with Retry-After. */
export function sendTooMany(reply: FastifyReply, retryAfterSeconds: number, message: string): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendJson(reply, { code: 429, message }, 429);
}

export type ChallengeView = { readonly state: 'pending' | 'done' | 'expired'; readonly factor: Factor };

/** The challenge's state as the contract names it, or undefined when the session does not hold it. */
export async function challengeState(ctx: AppContext, session: Session, challenge: string): Promise<ChallengeView | undefined> {
  if (challenge.length === 0 || challenge.length > MAX_CHALLENGE_LENGTH) return undefined;
  const row = await findChallenge(ctx.db, hashOf(challenge), session.idHash);
  if (!row) return undefined;
  if (row.state === 'done') return { state: 'done', factor: row.factor };
  if (row.state === 'spent' || ctx.now().getTime() >= row.expires_at.getTime()) return { state: 'expired', factor: row.factor };
  return { state: 'pending', factor: row.factor };
}

export type AnswerOutcome =
  /** Proved: the proof holds for the session from now. */
  | 'done'
  /** A wrong password (or an answer that is not this challenge's factor): 401 code 1211. */
  | 'wrong-password'
  /** An invalid or already used authenticator code: 401 code 1203. */
  | 'wrong-code'
  /** Expired, used, or spent by wrong answers (this one may have been the fifth): 410 code 1212. */
  | 'gone'
  /** A challenge this session does not hold: 404. */
  | 'unknown'
  /** Too many tries for the account: 429. */
  | 'limited';

export interface AnswerReply {
  readonly outcome: AnswerOutcome;
  /** With `limited`: seconds until the account may try again (Retry-After). */
  readonly retryAfterSeconds?: number;
}

export interface Answer {
  readonly password?: string;
  readonly mfaCode?: string;
}

/**
 * The session's answer to its challenge (POST session/reauth). An SSO challenge is proved by its
 * identity provider only. The try is counted before the answer is checked: first the account's slot
 * (a refusal is 429 and costs the challenge nothing), then the challenge's own try (none left: 410).
 */
export async function answerChallenge(ctx: AppContext, session: Session, challenge: string, answer: Answer): Promise<AnswerReply> {
  const view = await challengeState(ctx, session, challenge);
  if (!view) return { outcome: 'unknown' };
  if (view.state !== 'pending') return { outcome: 'gone' };
  const idHash = hashOf(challenge);
  const row = await findChallenge(ctx.db, idHash, session.idHash);
  if (!row) return { outcome: 'unknown' };
  const slot = await holdRateSlot(ctx, TRY_KIND, String(row.account_id), TRIES_PER_ACCOUNT, TRIES_WINDOW_MS);
  if (!slot.taken) return { outcome: 'limited', retryAfterSeconds: slot.retryAfterSeconds };
  const tried = await takeTry(ctx.db, idHash, session.idHash, ctx.now(), TRIES_PER_CHALLENGE);
  if (tried === undefined) {
    // Spent, used or expired between the look and the try: no answer was checked, so no try counts.
    await slot.release();
    return { outcome: 'gone' };
  }
  const account = await findAccountById(ctx.db, row.account_id);
  if (!account) return { outcome: 'unknown' };

  let right = false;
  if (row.factor === 'password' && answer.password !== undefined && answer.password !== '') {
    right = await verifyPassword(answer.password, account.password_hash);
  } else if (row.factor === 'otp' && answer.mfaCode !== undefined) {
    right = await takeTotpCode(ctx, account, answer.mfaCode.trim());
  }
  if (right) {
    await slot.release();
    return { outcome: (await markDone(ctx.db, idHash)) && (await proved(ctx, session)) ? 'done' : 'gone' };
  }
  if (tried >= TRIES_PER_CHALLENGE) {
    await markSpent(ctx.db, idHash);
    return { outcome: 'gone' };
  }
  return { outcome: row.factor === 'otp' ? 'wrong-code' : 'wrong-password' };
}

/** The identity provider confirmed the user for an SSO challenge of the session (the stand-in IdP page). */
export async function confirmSsoChallenge(
  ctx: AppContext,
  session: Session,
  challenge: string,
): Promise<'done' | 'gone' | 'unknown' | 'not-sso'> {
  const view = await challengeState(ctx, session, challenge);
  if (!view) return 'unknown';
  if (view.factor !== 'sso') return 'not-sso';
  if (view.state !== 'pending') return 'gone';
  return (await markDone(ctx.db, hashOf(challenge))) && (await proved(ctx, session)) ? 'done' : 'gone';
}

async function proved(ctx: AppContext, session: Session): Promise<true> {
  await recordProof(ctx.db, session.idHash, ctx.now());
  return true;
}
