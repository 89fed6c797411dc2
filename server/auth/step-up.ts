// Step-up: fresh authentication for sensitive actions (shared/contract.md, "Fresh authentication for
// sensitive actions"). Sign-in counts as a proof made at that moment; a re-authentication for a
// challenge is a new one, for the whole session. A sensitive action (requireFreshProof) needs a proof
// at most maxAgeFor(session) seconds old (the signing-in account's own step_up_max_age, else
// STEP_UP_MAX_AGE), else it answers 401 {code:1210, data:{challenge, factor}}. With a maximum age of 0
// every sensitive action asks: the re-authentication made for it lets that one action through (within
// PROOF_GRANT_MS), and the next asks again.
//
// Challenges: opaque (32 random bytes; only their hash is stored), bound to the session that asked,
// valid `challengeSeconds`, single use, spent by five wrong answers. The factor comes from the account
// that proves: its single sign-on (sso) first, then MFA with an authenticator (otp), else its password.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, StepUpSettings } from '../context';
import { findAccountById, type AccountRow } from '../data/accounts';
import { countWrongAnswer, findChallenge, insertChallenge, markDone, type StoredFactor } from '../data/reauth-challenges';
import { findProof, recordProof, spendProof } from '../data/sessions';
import { sendJson } from '../http/reply';
import { countEvents, recordEvent } from './code-limits';
import { verifyPassword } from './password-hashing';
import type { Session } from './session';
import { takeTotpCode } from './totp';

export type Factor = StoredFactor;

export const STEP_UP_DEFAULTS: StepUpSettings = { maxAgeSeconds: 600, challengeSeconds: 300 };
/** The contract's least life of a challenge. */
export const CONTRACT_MIN_CHALLENGE_SECONDS = 120;
/** Wrong answers that spend a challenge. */
export const WRONG_ANSWERS_PER_CHALLENGE = 5;
/** Wrong answers per account, over all its challenges, in the window: past it every answer is HTTP 429. */
export const WRONG_ANSWERS_PER_ACCOUNT = 20;
export const WRONG_ANSWERS_WINDOW_MS = 15 * 60 * 1000;
/** How long a re-authentication lets through the one sensitive action it was made for, whatever the maximum age. */
export const PROOF_GRANT_MS = 120_000;

export const STEP_UP_REQUIRED = 1210;
export const WRONG_PASSWORD = 1211;
export const CHALLENGE_GONE = 1212;
/** The sign-in's code for an invalid authenticator code, used for the same at re-authentication. */
export const INVALID_CODE = 1203;

const RATE_KIND = 'reauth-wrong';

function wholeSeconds(name: string, value: string | undefined, fallback: number, least: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < least)
    throw new Error(`${name} must be a whole number of seconds (at least ${least}), got ${JSON.stringify(value)}`);
  return Number(value);
}

/** STEP_UP_MAX_AGE (seconds, default 600; 0 asks every time) and STEP_UP_CHALLENGE_SECONDS (default 300; under 120 for tests only). */
export function stepUpFromEnv(env: Readonly<Record<string, string | undefined>>): StepUpSettings {
  return {
    maxAgeSeconds: wholeSeconds('STEP_UP_MAX_AGE', env.STEP_UP_MAX_AGE, STEP_UP_DEFAULTS.maxAgeSeconds, 0),
    challengeSeconds: wholeSeconds('STEP_UP_CHALLENGE_SECONDS', env.STEP_UP_CHALLENGE_SECONDS, STEP_UP_DEFAULTS.challengeSeconds, 1),
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

/** A new challenge for the session, proved by its signing-in account's factor. */
export async function issueChallenge(ctx: AppContext, session: Session): Promise<IssuedChallenge> {
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
 * The guard of a sensitive action: undefined when the session's proof is fresh enough
 * (maxAgeFor), or a re-authentication made for this action is still unspent; otherwise it
 * answers 401 {code:1210, data:{challenge, factor}} (JSON, whatever the route's envelope) and
 * returns that reply.
 */
export async function requireFreshProof(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const session = request.session;
  if (!session) throw new Error('requireFreshProof needs a session');
  const proof = await findProof(ctx.db, session.idHash);
  const age = proof === undefined ? Infinity : ctx.now().getTime() - proof.proved_at.getTime();
  if (age <= (await maxAgeFor(ctx, session)) * 1000) {
    if (proof?.proof_unspent) await spendProof(ctx.db, session.idHash);
    return undefined;
  }
  if (proof?.proof_unspent && age <= PROOF_GRANT_MS && (await spendProof(ctx.db, session.idHash))) return undefined;
  const { challenge, factor } = await issueChallenge(ctx, session);
  return sendJson(reply, { code: STEP_UP_REQUIRED, message: 'a fresher proof of the user is needed', data: { challenge, factor } }, 401);
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
  /** Too many wrong answers for the account: 429. */
  | 'limited';

export interface Answer {
  readonly password?: string;
  readonly mfaCode?: string;
}

/** The session's answer to its challenge (POST session/reauth). An SSO challenge is proved by its identity provider only. */
export async function answerChallenge(ctx: AppContext, session: Session, challenge: string, answer: Answer): Promise<AnswerOutcome> {
  const view = await challengeState(ctx, session, challenge);
  if (!view) return 'unknown';
  if (view.state !== 'pending') return 'gone';
  const idHash = hashOf(challenge);
  const row = await findChallenge(ctx.db, idHash, session.idHash);
  if (!row) return 'unknown';
  const key = String(row.account_id);
  if ((await countEvents(ctx, RATE_KIND, key, WRONG_ANSWERS_WINDOW_MS)) >= WRONG_ANSWERS_PER_ACCOUNT) return 'limited';
  const account = await findAccountById(ctx.db, row.account_id);
  if (!account) return 'unknown';

  let right = false;
  if (row.factor === 'password' && answer.password !== undefined && answer.password !== '') {
    right = await verifyPassword(answer.password, account.password_hash);
  } else if (row.factor === 'otp' && answer.mfaCode !== undefined) {
    right = await takeTotpCode(ctx, account, answer.mfaCode.trim());
  }
  if (right) return (await markDone(ctx.db, idHash)) && (await proved(ctx, session)) ? 'done' : 'gone';

  await recordEvent(ctx, RATE_KIND, key);
  const after = await countWrongAnswer(ctx.db, idHash, WRONG_ANSWERS_PER_CHALLENGE);
  if (after !== 'pending') return 'gone';
  return row.factor === 'otp' ? 'wrong-code' : 'wrong-password';
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
