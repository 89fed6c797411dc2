/**
 * The step-up calls the console makes (contract.md "Fresh authentication for sensitive actions";
 * schemas/api/calls.json `reauthState` and `reauth`): what a challenge's state is, and an answer
 * for it. Each reply is read into the broker's words (step-up-machine.ts); nothing here throws.
 */
import type { AxiosInstance } from 'axios';
import { readReauth, reauthRequest } from '../../generated/calls/send/reauth';
import { readReauthState, reauthStateRequest } from '../../generated/calls/send/reauth-state';
import type { ApiResult } from '../api/envelope';
import { exchange } from '../api/http';
import { askedFactor } from '../api/step-up-required';
import type { AnswerResult, AskedFactor, ChallengeState } from './step-up-machine';

/** The contract's codes of `POST session/reauth`: a wrong password, a wrong or used code, an ended challenge. */
const WRONG_PASSWORD = '1211';
const WRONG_CODE = '1203';
const ENDED = '1212';

/** What the server says of `challenge` for this session: a 404 (not this session's) and anything unreadable are `unknown`. */
export async function challengeState(client: AxiosInstance, challenge: string): Promise<{ state: ChallengeState; factor: AskedFactor }> {
  const result = readReauthState(await exchange(reauthStateRequest({ challenge }), client));
  return result.ok ? { state: result.data.state, factor: askedFactor(result.data.factor) } : { state: 'unknown', factor: 'password' };
}

/** The answer's outcome, read from its reply (`result`'s error codes, HTTP statuses). */
export function answerResult(result: ApiResult<unknown>): AnswerResult {
  if (result.ok) return 'proved';
  const { error } = result;
  const code = error.kind === 'http' ? error.errorcode : error.kind === 'code' ? error.code : undefined;
  if (code === WRONG_PASSWORD || code === WRONG_CODE) return 'wrong';
  if (code === ENDED) return 'ended';
  if (error.kind === 'http' && (error.status === 410 || error.status === 404)) return 'ended';
  if (error.kind === 'http' && error.status === 429) return 'too-many';
  return 'failed';
}

/**
 * Answers `challenge` with the password or the authenticator code, as its factor asks: the outcome,
 * and the reply's Retry-After (a 429 names how long to wait; null when it did not).
 */
export async function proveChallenge(
  client: AxiosInstance,
  challenge: string,
  factor: 'password' | 'otp',
  secret: string,
): Promise<{ result: AnswerResult; retryAfter: string | null }> {
  const fields = factor === 'password' ? { challenge, password: secret } : { challenge, mfa_code: secret };
  const reply = await exchange(reauthRequest(fields), client);
  return { result: answerResult(readReauth(reply)), retryAfter: reply.received ? (reply.retryAfter ?? null) : null };
}
