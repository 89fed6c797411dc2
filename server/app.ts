// Builds the UI-server: store, hooks, body parsers and every route module. main.ts listens on it;
// tests call buildServer() in-process and use app.inject().
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import type { AppContext } from "./context.ts";
import { openDb } from "./db.ts";
import { sendFailure } from "./reply.ts";
import { registerAccountRoutes } from "./routes/account.ts";
import { registerAuthRoutes } from "./routes/auth.ts";
import { registerConsoleConfig, type ConsoleConfig } from "./routes/console-config.ts";
import { registerDevRoutes } from "./routes/dev.ts";
import { registerInfoRoutes } from "./routes/info.ts";
import { registerLegacyRoutes } from "./routes/legacy.ts";
import { registerNoticeRoutes } from "./routes/notices.ts";
import { registerPasswordRoutes } from "./routes/password.ts";
import { registerStatic } from "./routes/static.ts";
import { registerSupporterRoutes } from "./routes/supporter.ts";
import { installSecurityHeaders } from "./security.ts";
import { seed } from "./seed.ts";
import { installSessionHooks } from "./session.ts";
import { parseXmlBody } from "./xml.ts";

export interface ServerOptions {
  dataDir: string;
  staticDir: string;
  logger?: boolean;
  /** Clock override for tests (default: real time). */
  now?: () => Date;
  /** /uiserver/dev/* helpers (default on). */
  devTools?: boolean;
  /** What /console-config.json answers (default: the built file, else {}). */
  consoleConfig?: ConsoleConfig;
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const db = await openDb(opts.dataDir);
  try {
    const ctx: AppContext = { db, now: opts.now ?? (() => new Date()), devTools: opts.devTools ?? true };
    await seed(ctx);
    return await createApp(ctx, opts);
  } catch (err) {
    await db.close();
    throw err;
  }
}

async function createApp(ctx: AppContext, opts: ServerOptions): Promise<FastifyInstance> {
  // Request bodies here are small forms, JSON and XML snippets: a 64 KiB cap is plenty.
  // TRUST_PROXY: "true" or the addresses (comma-separated, CIDR allowed) of a TLS-terminating proxy
  // whose X-Forwarded-* headers are believed, so the session cookie is Secure behind it.
  const trustProxy = process.env.TRUST_PROXY === "true" ? true : process.env.TRUST_PROXY || false;
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 64 * 1024, trustProxy });
  app.addHook("onClose", async () => {
    await ctx.db.close();
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  app.addContentTypeParser(["application/xml", "text/xml"], { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, parseXmlBody(String(body)));
    } catch (err) {
      done(Object.assign(err instanceof Error ? err : new Error("malformed XML"), { statusCode: 400 }), undefined);
    }
  });

  installSecurityHeaders(app);
  installSessionHooks(app, ctx);

  // Errors answer in the route's own shape (XML envelope or JSON); details of 5xx stay in the log.
  app.setErrorHandler(async (err: Error & { statusCode?: number }, request, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) request.log.error(err);
    return sendFailure(request, reply, status, status >= 500 ? "internal error" : err.message);
  });

  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerNoticeRoutes(app, ctx);
  registerSupporterRoutes(app, ctx);
  registerInfoRoutes(app, ctx);
  if (ctx.devTools) registerDevRoutes(app, ctx);
  registerLegacyRoutes(app, ctx);
  registerConsoleConfig(app, opts.staticDir, opts.consoleConfig);
  await registerStatic(app, opts.staticDir);
  return app;
}
