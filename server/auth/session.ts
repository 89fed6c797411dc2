// Sessions (http-only `sid` cookie backed by the sessions table) and the XSRF double-submit check.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { deleteSession, findSession, insertSession, touchSession } from '../data/sessions';
import { endSupportSession } from '../data/support-sessions';
import { sendFailure } from '../http/reply';
import { field } from '../http/request-fields';
import { uiserverPath } from '../http/security-headers';

export const SESSION_COOKIE = 'sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Where a form posted by the browser itself carries the token, on routes that take it there (`xsrf: 'form-field'`). */
export const XSRF_FIELD = '_xsrf';

const IDLE_MS = 8 * 60 * 60 * 1000; // a session unused for 8 hours ends
const ABSOLUTE_MS = 24 * 60 * 60 * 1000; // and none lives longer than a day
const TOUCH_MS = 60 * 1000; // refresh last_seen at most once a minute, not on every call

export interface Session {
  readonly idHash: string;
  readonly accountId: number;
  readonly assumeReleased: boolean;
  /** The session's own account while it assumes `accountId` through the account-management page, else null. */
  readonly assumedBy: number | null;
  /** The running support session the session is in (data/support-sessions.ts), else null. */
  readonly supportSessionId: number | null;
  /** A support session that ended by itself and whose end the session has not read yet (401 code 1221 until it does). */
  readonly supportEndedId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's session: loaded by installSessionHooks for a route with an `auth` config, else null. */
    session: Session | null;
  }
}

const newXsrfToken = (): string => randomBytes(32).toString('base64url');

/**
 * How many XSRF cookies the raw Cookie header carries. More than one means another host of the
 * domain (or a path-scoped cookie) planted its own: which one a parser picks is not to be trusted.
 */
function xsrfCookieCount(header: string | undefined): number {
  if (!header) return 0;
  // Names as the cookie parser reads them: trimmed, so "XSRF-TOKEN =x" counts like "XSRF-TOKEN=x".
  return header.split(';').filter((pair) => pair.includes('=') && pair.slice(0, pair.indexOf('=')).trim() === XSRF_COOKIE).length;
}

const hashId = (id: string): string => createHash('sha256').update(id).digest('hex');

function cookieOptions(request: FastifyRequest, httpOnly: boolean): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', httpOnly, secure: request.protocol === 'https' };
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/**
 * Deletes a session that is ending (log off, or another sign-in in the browser). One in a support
 * session ends that too, as a release does: the supporter's own end, in the customer's log.
 */
async function dropSession(ctx: AppContext, idHash: string): Promise<void> {
  const supportId = (await findSession(ctx.db, idHash))?.support_session_id;
  if (supportId !== null && supportId !== undefined) await endSupportSession(ctx.db, Number(supportId), ctx.now(), 'supporter');
  await deleteSession(ctx.db, idHash);
}

/** Starts a fresh session (a new id every login: no session fixation) and sets the cookie. */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, accountId: number): Promise<void> {
  const old = request.cookies[SESSION_COOKIE];
  if (old) await dropSession(ctx, hashId(old));
  const id = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await insertSession(ctx.db, hashId(id), accountId, now, new Date(now.getTime() + IDLE_MS));
  reply.setCookie(SESSION_COOKIE, id, cookieOptions(request, true));
  // A token seen before sign-in (perhaps planted) is worthless after it.
  reply.setCookie(XSRF_COOKIE, newXsrfToken(), cookieOptions(request, false));
}

/** Ends the request's session, if any, and clears the cookie. */
export async function endSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await dropSession(ctx, hashId(id));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, true));
}

async function loadSession(ctx: AppContext, request: FastifyRequest): Promise<Session | null> {
  const id = request.cookies[SESSION_COOKIE];
  if (!id || id.length > 100) return null;
  const idHash = hashId(id);
  const row = await findSession(ctx.db, idHash);
  if (!row) return null;
  const now = ctx.now().getTime();
  if (now >= row.expires_at.getTime() || now >= row.created_at.getTime() + ABSOLUTE_MS) {
    await deleteSession(ctx.db, idHash);
    return null;
  }
  if (now - row.last_seen.getTime() > TOUCH_MS) {
    await touchSession(ctx.db, idHash, new Date(now), new Date(now + IDLE_MS));
  }
  return {
    idHash,
    accountId: Number(row.account_id),
    assumeReleased: row.assume_released,
    assumedBy: row.assumed_by === null ? null : Number(row.assumed_by),
    supportSessionId: row.support_session_id === null ? null : Number(row.support_session_id),
    supportEndedId: row.support_ended_id === null ? null : Number(row.support_ended_id),
  };
}

/**
 * Installs the hooks:
 * - onRequest: hand out an XSRF-TOKEN cookie when the request has none (in strict mode only on the
 *   UI-server's own replies under /uiserver/: the console's static files come from a plain file
 *   server in production, which sets no cookie), and refuse state-changing
 *   requests whose X-XSRF-TOKEN header does not equal that cookie (double submit), or that carry
 *   more than one XSRF-TOKEN cookie (cookie tossing). Reads change nothing and are not refused. Every method that
 *   changes state is checked, whatever its path, so an encoded path cannot slip past a prefix test.
 * - preValidation: on a route that takes the token in a form field (`xsrf: 'form-field'`: a stand-in
 *   page's form posted by the browser itself, which can add no header), a request without the header
 *   is checked once its body is parsed: the form's `_xsrf` field must equal the cookie. The same
 *   double submit: another site can neither read the cookie nor plant one (the duplicate check stays).
 * - preHandler: load the session for routes that declare `auth`, answering 401 when it is required.
 */
export function installSessionHooks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const count = xsrfCookieCount(request.headers.cookie);
    const handsOut = ctx.contractMode === 'reference' || uiserverPath(request);
    if (!cookie && count === 0 && handsOut) reply.setCookie(XSRF_COOKIE, newXsrfToken(), cookieOptions(request, false));
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (request.routeOptions.config?.xsrf === 'exempt') return;
    if (count > 1) return sendFailure(request, reply, 403, 'XSRF token duplicated');
    const header = request.headers[XSRF_HEADER];
    if (header === undefined && request.routeOptions.config?.xsrf === 'form-field') return; // the body is not parsed yet
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      return sendFailure(request, reply, 403, 'XSRF token missing or mismatched');
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config?.xsrf !== 'form-field' || request.headers[XSRF_HEADER] !== undefined) return;
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const cookie = request.cookies[XSRF_COOKIE];
    const sent = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ? field(request.body, XSRF_FIELD)
      : undefined;
    if (!cookie || sent === undefined || !safeEqual(cookie, sent)) {
      return sendFailure(request, reply, 403, 'XSRF token missing or mismatched');
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    const auth = request.routeOptions.config?.auth;
    if (!auth) return;
    request.session = await loadSession(ctx, request);
    if (auth === 'required' && !request.session) return sendFailure(request, reply, 401, 'not signed in');
  });
}

/** The signed-in session of a route declared with auth "required". */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error("route needs auth: 'required'");
  return request.session;
}
