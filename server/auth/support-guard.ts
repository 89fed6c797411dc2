// The rules every call meets inside a support session (contract: "Support sessions (assume-as) that
// customers can trust"), in one hook after the session is loaded, so no route can forget them:
// - a support session whose time is up, whose grant ran out or that the customer ended is over: the
//   HTTP session is the supporter's own again, and every call but account/present (which answers the
//   supporter's account and closes the notice) and release answers 401 {code:1221}, so a tab still
//   acting for the customer learns it instead of acting for the supporter;
// - in read mode every state-changing call answers 403 {code:1220} (a legacy page's POST: a page);
// - in write mode every state-changing call that succeeds is logged against the supporter, by call
//   name (method and route, never the query, the body or a path parameter's value).
// Not customer writes, so neither refused nor logged: the support session's own calls (extend,
// elevate, lower, release), step-up's, starting a support session on the account-management page,
// and the dev helpers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { acknowledgeSupportEnd, leaveEndedSupportSession } from '../data/sessions';
import { findSupportSession, recordSupportWrite, settleOverdue, type SupportRow } from '../data/support-sessions';
import { API } from '../http/contract-table';
import { sendFailure, sendJson } from '../http/reply';
import type { Session } from './session';

export const SUPPORT_SESSION_DEFAULT_SECONDS = 3600;
/** A state-changing call in a read-only support session. */
export const READ_ONLY_SUPPORT = 1220;
/** A call made with a support session that ended by itself (time up, grant gone, the customer ended it). */
export const SUPPORT_ENDED = 1221;
/** An extend the grant or the server's limit does not allow. */
export const EXTEND_REFUSED = 1223;

/** ISO 8601 UTC to the second, as every time of the section is sent. */
export const isoUtc = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** SUPPORT_SESSION_SECONDS: a whole number of seconds, at least 1 (default 3600). */
export function supportSessionSecondsFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const value = env.SUPPORT_SESSION_SECONDS;
  if (value === undefined || value === '') return SUPPORT_SESSION_DEFAULT_SECONDS;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1)
    throw new Error(`SUPPORT_SESSION_SECONDS must be a whole number of seconds (at least 1), got ${JSON.stringify(value)}`);
  return Number(value);
}

const PRESENT = `${API}/account/present`;
const RELEASE = `${API}/account/assumeas/release`;
/** The support session's own calls and step-up's: the supporter's, never the customer's writes. */
const NOT_CUSTOMER_WRITES = new Set([
  `${API}/account/assumeas/extend`,
  `${API}/account/assumeas/elevate`,
  `${API}/account/assumeas/lower`,
  `${API}/session/reauth/challenge`,
  `${API}/session/reauth`,
  '/uiserver/ssologin/reauth',
  '/uiserver/legacy/administration/account-management/assume',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCustomerWrite(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return !READS.has(request.method) && !NOT_CUSTOMER_WRITES.has(route) && !route.startsWith('/uiserver/dev/');
}

/** The call's name for the log: its method and route (`{companyId}`, not the id sent), or its path without the query. */
export function callName(request: Pick<FastifyRequest, 'method' | 'url' | 'routeOptions'>): string {
  const route = request.routeOptions.url ?? '';
  const path = route !== '' && !route.includes('*') ? route.replace(/:([A-Za-z0-9_]+)/g, '{$1}') : (request.url.split('?')[0] ?? '');
  return `${request.method} ${path}`;
}

/** The support session's row as of now, its end written when its time is up. */
export async function currentSupport(ctx: AppContext, id: number): Promise<SupportRow | undefined> {
  await settleOverdue(ctx.db, ctx.now(), id);
  return findSupportSession(ctx.db, id);
}

/** Whether the row is in write mode now. */
export function inWriteMode(row: SupportRow, now: Date): boolean {
  return row.write_until !== null && row.write_until.getTime() > now.getTime();
}

/** 401 {code:1221}: JSON for any API call whatever its envelope (as step-up's 1210), a page for a page. */
function sendEnded(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // Each is a request made for the customer after the session's end: the end-to-end tests count them.
  request.server.supportEndedCalls.count += 1;
  request.server.supportEndedCalls.calls.push(callName(request));
  if (request.routeOptions.config?.kind === 'page')
    return sendFailure(request, reply, 401, 'The support session has ended: nothing was saved for the customer.', SUPPORT_ENDED);
  return sendJson(reply, { code: SUPPORT_ENDED, message: 'support session ended' }, 401);
}

function sendReadOnly(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.routeOptions.config?.kind === 'page')
    return sendFailure(
      request,
      reply,
      403,
      'Read-only support session: raise it to change anything. Nothing was saved.',
      READ_ONLY_SUPPORT,
    );
  return sendJson(reply, { code: READ_ONLY_SUPPORT, message: 'read-only support session' }, 403);
}

/** The session as the supporter's own again (the request goes on as it, e.g. account/present). */
function ownAgain(session: Session): Session {
  return { ...session, accountId: session.assumedBy ?? session.accountId, assumedBy: null, assumeReleased: true, supportSessionId: null };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The calls answered 1221 since the server started (GET /uiserver/dev/support-ended-calls). */
    supportEndedCalls: { count: number; calls: string[] };
  }
  interface FastifyRequest {
    /** The support session a customer write of this request is logged against, if it succeeds. */
    supportWrite?: number;
  }
}

export function installSupportGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorate('supportEndedCalls', { count: 0, calls: [] });
  app.addHook('preHandler', async (request, reply) => {
    const session = request.session;
    if (!session) return;
    const route = request.routeOptions.url ?? '';

    if (session.supportEndedId !== null) {
      if (route === PRESENT) {
        await acknowledgeSupportEnd(ctx.db, session.idHash);
        request.session = { ...session, supportEndedId: null };
        return;
      }
      if (route === RELEASE) return; // a second release is harmless: it clears the notice
      return sendEnded(request, reply);
    }

    if (session.supportSessionId === null) return;
    const row = await currentSupport(ctx, session.supportSessionId);
    if (!row || row.ended_at !== null) {
      // Ended by itself (or released in a request that raced this one: no notice then).
      const byItself = row?.ended_by !== 'supporter';
      const notice = byItself && route !== PRESENT && route !== RELEASE;
      await leaveEndedSupportSession(ctx.db, session.idHash, session.supportSessionId, notice);
      request.session = ownAgain(session);
      if (route === PRESENT || route === RELEASE || !byItself) return;
      return sendEnded(request, reply);
    }

    if (!isCustomerWrite(request)) return;
    if (!inWriteMode(row, ctx.now())) return sendReadOnly(request, reply);
    request.supportWrite = row.id;
  });

  // Logged before the reply leaves, so the customer's log shows a write as soon as its caller knows of it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.supportWrite !== undefined && reply.statusCode < 400)
      await recordSupportWrite(ctx.db, request.supportWrite, ctx.now(), callName(request));
    return payload;
  });
}
