// Support sessions (contract: "Support sessions (assume-as) that customers can trust"): the supporter's
// extend, elevate and lower, and the customer's account/support-access (the grant and the log). The
// rules every other call meets in a support session are auth/support-guard.ts's; starting one is the
// account-management stand-in's (pages/standin-assume.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/session';
import { requireFreshProof } from '../auth/step-up';
import { currentSupport, EXTEND_REFUSED, isoUtc } from '../auth/support-guard';
import type { AppContext } from '../context';
import { findAccountById, permsOf } from '../data/accounts';
import {
  elevateSupportSession,
  endSupportSessionsOf,
  extendSupportSession,
  grantUntil,
  lowerSupportSession,
  maxExpiresAt,
  saveGrant,
  settleOverdue,
  supportLogOf,
  type LoggedSession,
  type SupportRow,
} from '../data/support-sessions';
import { API } from '../http/contract-table';
import { sendJson } from '../http/reply';

const LOG_LIMIT = 100;
const DAY_MS = 86_400_000;

/** A whole number within [least, most] from the JSON body, else undefined. */
function wholeIn(body: unknown, name: string, least: number, most: number): number | undefined {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most ? value : undefined;
}

function bodyField(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

const badRequest = (reply: FastifyReply, message: string): FastifyReply => sendJson(reply, { code: 400, message }, 400);

function logEntry(s: LoggedSession) {
  return {
    id: s.id,
    supporter: s.supporter_name,
    reason: s.reason,
    ticket: s.ticket,
    started_at: isoUtc(s.started_at),
    ended_at: s.ended_at === null ? null : isoUtc(s.ended_at),
    ended_by: s.ended_by,
    elevations: s.elevations.map((e) => ({ at: isoUtc(e.at), until: isoUtc(e.until), reason: e.reason })),
    writes: s.writes.map((w) => ({ at: isoUtc(w.at), call: w.call })),
  };
}

export function registerSupportSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const opts = { config: { kind: 'json', auth: 'required' } } as const;

  /** The session's running support session, or the reply saying there is none (the guard has already answered an ended one). */
  async function running(request: FastifyRequest, reply: FastifyReply): Promise<SupportRow | FastifyReply> {
    const id = sessionOf(request).supportSessionId;
    const row = id === null ? undefined : await currentSupport(ctx, id);
    if (!row || row.ended_at !== null) return sendJson(reply, { code: 403, message: 'not in a support session' }, 403);
    return row;
  }
  const isRow = (value: SupportRow | FastifyReply): value is SupportRow => 'customer_id' in value;

  app.post(`${API}/account/assumeas/extend`, opts, async (request, reply) => {
    const minutes = wholeIn(request.body, 'minutes', 15, 120);
    if (minutes === undefined) return badRequest(reply, 'minutes: a whole number from 15 to 120');
    const row = await running(request, reply);
    if (!isRow(row)) return row;
    const expiresAt = await extendSupportSession(ctx.db, row.id, minutes, ctx.now());
    if (expiresAt === undefined) {
      const max = await maxExpiresAt(ctx.db, row);
      return sendJson(
        reply,
        { code: EXTEND_REFUSED, message: "the grant or the server's limit does not allow it", data: { max_expires_at: isoUtc(max) } },
        409,
      );
    }
    return sendJson(reply, { code: 0, message: 'ok', data: { expires_at: isoUtc(expiresAt) } });
  });

  app.post(`${API}/account/assumeas/elevate`, opts, async (request, reply) => {
    const minutes = wholeIn(request.body, 'minutes', 5, 60);
    const reason = bodyField(request.body, 'reason');
    if (minutes === undefined) return badRequest(reply, 'minutes: a whole number from 5 to 60');
    if (typeof reason !== 'string' || reason.trim().length < 10 || reason.length > 200)
      return badRequest(reply, 'reason: 10 to 200 characters');
    const row = await running(request, reply);
    if (!isRow(row)) return row;
    // Always a fresh proof made for this action alone (maximum age 0): a proof made for anything else,
    // or for an earlier elevate, does not raise the session.
    if (await requireFreshProof(ctx, request, reply, 0)) return reply;
    // The supporter's own longest write mode, when their account has one (the demo's short one).
    const cap = (await findAccountById(ctx.db, row.supporter_id))?.support_write_seconds ?? null;
    const until = await elevateSupportSession(ctx.db, row.id, minutes, reason.trim(), ctx.now(), cap);
    if (until === undefined) return sendJson(reply, { code: 403, message: 'not in a support session' }, 403);
    return sendJson(reply, { code: 0, message: 'ok', data: { mode: 'write', write_until: isoUtc(until) } });
  });

  app.post(`${API}/account/assumeas/lower`, opts, async (request, reply) => {
    const row = await running(request, reply);
    if (!isRow(row)) return row;
    await lowerSupportSession(ctx.db, row.id);
    return sendJson(reply, { code: 0, message: 'ok', data: { mode: 'read' } });
  });

  /** The customer's own administrators (ALL), never a supporter acting in their account. */
  async function customerAdministrator(request: FastifyRequest): Promise<number | undefined> {
    const session = sessionOf(request);
    if (session.supportSessionId !== null || session.assumedBy !== null) return undefined;
    return (await permsOf(ctx.db, session.accountId)).includes('ALL') ? session.accountId : undefined;
  }
  const forbidden = (reply: FastifyReply): FastifyReply =>
    sendJson(reply, { code: 403, message: "for the account's own administrators (ALL) only" }, 403);

  async function grantData(accountId: number) {
    const until = await grantUntil(ctx.db, accountId);
    const enabled = until !== null && until.getTime() > ctx.now().getTime();
    return { enabled, until: enabled && until !== null ? isoUtc(until) : null };
  }

  app.get(`${API}/account/support-access`, opts, async (request, reply) => {
    const accountId = await customerAdministrator(request);
    if (accountId === undefined) return forbidden(reply);
    await settleOverdue(ctx.db, ctx.now());
    const sessions = (await supportLogOf(ctx.db, accountId, LOG_LIMIT)).map(logEntry);
    return sendJson(reply, { code: 0, message: 'ok', data: { ...(await grantData(accountId)), sessions } });
  });

  app.put(`${API}/account/support-access`, opts, async (request, reply) => {
    const accountId = await customerAdministrator(request);
    if (accountId === undefined) return forbidden(reply);
    const enabled = bodyField(request.body, 'enabled');
    if (typeof enabled !== 'boolean') return badRequest(reply, 'enabled: true or false');
    const days = wholeIn(request.body, 'days', 1, 30);
    if (enabled && days === undefined) return badRequest(reply, 'days: a whole number from 1 to 30');
    if (await requireFreshProof(ctx, request, reply)) return reply;
    const now = ctx.now();
    if (enabled && days !== undefined) {
      await saveGrant(ctx.db, accountId, new Date(now.getTime() + days * DAY_MS));
    } else {
      // Off ends every running support session in the account at once: their next call answers 1221.
      await settleOverdue(ctx.db, now);
      await saveGrant(ctx.db, accountId, null);
      await endSupportSessionsOf(ctx.db, accountId, now, 'customer');
    }
    return sendJson(reply, { code: 0, message: 'ok', data: await grantData(accountId) });
  });
}
