// Step-up (contract section "Fresh authentication for sensitive actions"): POST session/reauth/challenge,
// GET session/reauth/{challenge} and POST session/reauth. The rules are auth/step-up.ts's; this shapes
// the contract's replies.
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/session';
import {
  answerChallenge,
  challengeState,
  CHALLENGE_GONE,
  INVALID_CODE,
  isFresh,
  issueChallenge,
  sendTooMany,
  WRONG_PASSWORD,
  type AnswerOutcome,
} from '../auth/step-up';
import type { AppContext } from '../context';
import { API } from '../http/contract-table';
import { sendJson } from '../http/reply';
import { field } from '../http/request-fields';

/** The reply to each outcome of an answer: status and body. */
const ANSWERS: Readonly<Record<AnswerOutcome, { status: number; body: { code: number; message: string } }>> = {
  done: { status: 200, body: { code: 0, message: 'ok' } },
  'wrong-password': { status: 401, body: { code: WRONG_PASSWORD, message: 'wrong password' } },
  'wrong-code': { status: 401, body: { code: INVALID_CODE, message: 'invalid or already used authenticator code' } },
  gone: { status: 410, body: { code: CHALLENGE_GONE, message: 'the challenge expired, was used, or was spent by too many tries' } },
  unknown: { status: 404, body: { code: 404, message: 'no such challenge' } },
  limited: { status: 429, body: { code: 429, message: 'too many tries; try again later' } },
};

/** A JSON max_age: a whole number of seconds, 0 or more (a day at most counts as any larger age). */
function maxAgeOf(body: unknown): number | undefined {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).max_age : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

export function registerReauthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const opts = { config: { kind: 'json', auth: 'required' } } as const;

  app.post(`${API}/session/reauth/challenge`, opts, async (request, reply) => {
    const maxAge = maxAgeOf(request.body);
    if (maxAge === undefined) return sendJson(reply, { code: 400, message: 'max_age: a whole number of seconds' }, 400);
    const session = sessionOf(request);
    if (await isFresh(ctx, session, maxAge)) return sendJson(reply, { code: 0, message: 'ok', data: { fresh: true } });
    const issued = await issueChallenge(ctx, session);
    if ('limited' in issued) return sendTooMany(reply, issued.retryAfterSeconds, 'too many challenges; try again later');
    const { challenge, factor, expiresIn } = issued;
    return sendJson(reply, { code: 0, message: 'ok', data: { fresh: false, challenge, factor, expires_in: expiresIn } });
  });

  app.get(`${API}/session/reauth/:challenge`, opts, async (request, reply) => {
    const challenge = (request.params as { challenge?: string }).challenge ?? '';
    const view = await challengeState(ctx, sessionOf(request), challenge);
    if (!view) return sendJson(reply, { code: 404, message: 'no such challenge' }, 404);
    return sendJson(reply, { code: 0, message: 'ok', data: { state: view.state, factor: view.factor } });
  });

  app.post(`${API}/session/reauth`, opts, async (request, reply) => {
    const challenge = field(request.body, 'challenge', 200) ?? '';
    const password = field(request.body, 'password', 256);
    const mfaCode = field(request.body, 'mfa_code', 64);
    const { outcome, retryAfterSeconds } = await answerChallenge(ctx, sessionOf(request), challenge, {
      ...(password !== undefined ? { password } : {}),
      ...(mfaCode !== undefined ? { mfaCode } : {}),
    });
    if (outcome === 'limited') return sendTooMany(reply, retryAfterSeconds ?? 1, ANSWERS.limited.body.message);
    const { status, body } = ANSWERS[outcome];
    return sendJson(reply, body, status);
  });
}
