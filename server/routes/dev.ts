// Dev-only helpers so tests and demos can finish flows that need a mailbox or a phone. They hand out
// sign-in codes without a session, so they answer only to local clients: while the server listens on
// loopback alone (and in in-process tests, which do not listen), and never to a request a proxy
// passed on. A server on loopback behind a reverse proxy (the usual deployment) is reached by anyone
// the proxy serves, so a request carrying a forwarding header is answered 404, and a server told to
// trust a proxy (TRUST_PROXY) does not register them at all (http/app.ts). Off entirely when the server
// is built with devTools: false (DEV_TOOLS=0).
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { parseLoginName } from '../auth/login-name';
import { sessionOf } from '../auth/session';
import type { AppContext } from '../context';
import { findAccountByLogin } from '../data/accounts';
import { listMail } from '../data/outbox';
import { expirePendingOf } from '../data/reauth-challenges';
import { expireSupportSessionNow } from '../data/support-sessions';
import { sendFailure, sendJson } from '../http/reply';
import { queryField } from '../http/request-fields';

/** The demo guide-tool script: records the identity it was initialised with, as a vendor's would send it home. */
const GUIDE_STAND_IN = `window.guideDemo = {
  initialize: function (identity) {
    window.guideDemo.identity = identity;
    document.documentElement.setAttribute("data-guide-tool", "initialised");
  }
};
`;

function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** Whether every address the server listens on is a loopback one (true while it does not listen). */
export function listensOnLoopbackOnly(app: FastifyInstance): boolean {
  if (!app.server.listening) return true;
  return app.addresses().every((a) => typeof a !== 'string' && isLoopback(a.address));
}

// Headers a proxy adds to say whom it is forwarding for (nginx, Apache, HAProxy, cloud balancers).
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/** Whether the request says it came through a proxy, so its client may be anywhere. */
export function cameThroughProxy(headers: Record<string, unknown>): boolean {
  return FORWARDING_HEADERS.some((name) => headers[name] !== undefined);
}

/** Registers the helpers; call inside their own plugin scope, since the loopback guard is a hook. */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const opts = { config: { kind: 'json' } } as const;

  app.addHook('onRequest', async (request, reply) => {
    if (!listensOnLoopbackOnly(app) || cameThroughProxy(request.headers)) return sendFailure(request, reply, 404, 'not found');
  });

  // GET /uiserver/dev/outbox?to=EMAIL → [{id, to, subject, body, code, created_at}], newest first.
  app.get('/uiserver/dev/outbox', opts, async (request, reply) => {
    return sendJson(reply, await listMail(ctx.db, queryField(request.query, 'to', 320)));
  });

  // GET /uiserver/dev/totp?username=mfa → {username, secret, code}: the current code of a TOTP account.
  app.get('/uiserver/dev/totp', opts, async (request, reply) => {
    const { username, namespace } = parseLoginName(queryField(request.query, 'username', 256) ?? '');
    const a = username ? await findAccountByLogin(ctx.db, username, namespace) : undefined;
    if (!a?.totp_secret) return sendJson(reply, { code: 404, message: 'no TOTP account of that name' }, 404);
    const code = await generate({ secret: a.totp_secret, epoch: Math.floor(ctx.now().getTime() / 1000) });
    return sendJson(reply, { username: a.username, secret: a.totp_secret, code });
  });

  // POST /uiserver/dev/reauth-expire → {expired}: every pending step-up challenge of the session that
  // sends it expires now (the contract's shortest life is two minutes; an end-to-end test cannot
  // wait). Its own session only, so tests of one account running side by side do not meet it; a
  // state-changing call, so the XSRF check of every POST holds here too.
  app.post('/uiserver/dev/reauth-expire', { config: { kind: 'json', auth: 'required' } }, async (request, reply) => {
    return sendJson(reply, { expired: await expirePendingOf(ctx.db, sessionOf(request).idHash, ctx.now()) });
  });

  // POST /uiserver/dev/support-expire → {expired}: the calling session's support session reaches its
  // end now, as if its time were up (a support session lasts minutes; an end-to-end test cannot wait).
  // Its own session only and XSRF-checked, like reauth-expire; its next call answers 401 code 1221.
  app.post('/uiserver/dev/support-expire', { config: { kind: 'json', auth: 'required' } }, async (request, reply) => {
    const id = sessionOf(request).supportSessionId;
    return sendJson(reply, { expired: id !== null && (await expireSupportSessionNow(ctx.db, id, ctx.now())) });
  });

  // GET /uiserver/dev/support-ended-calls → {count, calls}: the calls answered 401 code 1221 (the last 20 named) (made for a
  // customer after their support session ended) since the server started. The end-to-end tests read
  // it before and after an end: a console that drops every tab's customer pages adds none but the one
  // call that learnt of the end.
  app.get('/uiserver/dev/support-ended-calls', opts, async (_request, reply) =>
    sendJson(reply, { count: app.supportEndedCalls.count, calls: app.supportEndedCalls.calls.slice(-20) }),
  );

  // GET /uiserver/dev/csp-reports → {total, reports}: the CSP violation reports received (routes/csp-report.ts).
  app.get('/uiserver/dev/csp-reports', opts, async (_request, reply) => sendJson(reply, app.cspReports));

  // GET /uiserver/dev/guide-tool.js: a stand-in for the analytics guide tool's script.
  app.get('/uiserver/dev/guide-tool.js', async (_request, reply) => {
    return reply.type('text/javascript').header('Cache-Control', 'no-store').send(GUIDE_STAND_IN);
  });
}
