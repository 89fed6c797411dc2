// Dev-only helpers so tests and demos can finish flows that need a mailbox or a phone.
// Off when the server is built with devTools: false (DEV_TOOLS=0).
import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import { findAccountByLogin, parseLoginName } from "../accounts.ts";
import { queryField } from "../body.ts";
import type { AppContext } from "../context.ts";
import { listMail } from "../outbox.ts";
import { sendJson } from "../reply.ts";
import { GUIDE_STAND_IN } from "./console-config.ts";

export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const opts = { config: { kind: "json" } } as const;

  // GET /uiserver/dev/outbox?to=EMAIL → [{id, to, subject, body, code, created_at}], newest first.
  app.get("/uiserver/dev/outbox", opts, async (request, reply) => {
    return sendJson(reply, await listMail(ctx, queryField(request.query, "to", 320)));
  });

  // GET /uiserver/dev/totp?username=mfa → {username, secret, code}: the current code of a TOTP account.
  app.get("/uiserver/dev/totp", opts, async (request, reply) => {
    const { username, namespace } = parseLoginName(queryField(request.query, "username", 256) ?? "");
    const a = username ? await findAccountByLogin(ctx, username, namespace) : undefined;
    if (!a?.totp_secret) return sendJson(reply, { code: 404, message: "no TOTP account of that name" }, 404);
    const code = await generate({ secret: a.totp_secret, epoch: Math.floor(ctx.now().getTime() / 1000) });
    return sendJson(reply, { username: a.username, secret: a.totp_secret, code });
  });

  // GET /uiserver/dev/csp-reports → {total, reports}: the CSP violation reports received (routes/csp-report.ts).
  app.get("/uiserver/dev/csp-reports", opts, async (_request, reply) => sendJson(reply, app.cspReports));

  // GET /uiserver/dev/guide-tool.js: a stand-in for the analytics guide tool's script.
  app.get("/uiserver/dev/guide-tool.js", async (_request, reply) => {
    return reply.type("text/javascript").header("Cache-Control", "no-store").send(GUIDE_STAND_IN);
  });
}
