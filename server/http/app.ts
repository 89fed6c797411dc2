// Builds the UI-server: store, hooks, body parsers and every route module. main.ts listens on it;
// tests call buildServer() in-process and use app.inject().
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { PasswordProofs } from '../auth/password-proofs';
import { installSessionHooks } from '../auth/session';
import { SIGN_IN_LIMITS } from '../auth/signin-limits';
import { STEP_UP_DEFAULTS } from '../auth/step-up';
import { installSupportGuard, SUPPORT_SESSION_DEFAULT_SECONDS } from '../auth/support-guard';
import type { AppContext, SignInLimits, StepUpSettings } from '../context';
import type { ContractMode } from '../contract-mode';
import { seed } from '../data/seed';
import { openStore } from '../data/store';
import { MAIL_SPOOL_FILE, MailSpool } from '../mail/mail-spool';
import { registerConsoleConfig, type ConsoleConfig } from '../pages/console-config';
import { registerStatic } from '../pages/console-files';
import { registerLegacyRoutes } from '../pages/standin-routes';
import { registerVendorSite } from '../pages/vendor-site';
import { registerVersionFile } from '../pages/version-file';
import { registerAccountRoutes } from '../routes/account';
import { registerCspReportRoutes } from '../routes/csp-report';
import { registerDevRoutes } from '../routes/dev';
import { registerInfoRoutes } from '../routes/info';
import { registerNoticeRoutes } from '../routes/notices';
import { registerOtlpReceiver } from '../routes/otlp-receiver';
import { registerPasswordRoutes } from '../routes/password-reset';
import { registerReauthRoutes } from '../routes/session-reauth';
import { registerAuthRoutes } from '../routes/sign-in';
import { registerSupportSessionRoutes } from '../routes/support-sessions';
import { registerSupporterRoutes } from '../routes/supporter';
import { installGracefulClose } from './graceful-close';
import { sendFailure } from './reply';
import { installSecurityHeaders } from './security-headers';
import { installInputCheck } from './unencodable-input';
import { parseXmlBody } from './xml';

export interface ServerOptions {
  dataDir: string;
  /** Wipe the data folder (under its lock) and re-seed. */
  fresh?: boolean;
  staticDir: string;
  logger?: boolean;
  /** Clock override for tests (default: real time). */
  now?: () => Date;
  /**
   * "strict": the server does exactly what the UI-server contract states and no more (contract-mode.ts;
   * CONTRACT_MODE=strict in main.ts). Default "reference": dev helpers, CSP reports, chatty stand-ins.
   */
  contractMode?: ContractMode;
  /** Told of every route as it is registered (the route test holds the API routes to the table of calls). */
  onRoute?: (route: RouteOptions) => void;
  /** /uiserver/dev/* helpers (default on; always off with trustProxy and in strict mode). */
  devTools?: boolean;
  /** What /console-config.json answers (default: the built file, else {}). */
  consoleConfig?: ConsoleConfig;
  /**
   * Which proxies to believe about the client (X-Forwarded-For / -Proto / -Host): true for any, or
   * a comma-separated list of addresses / CIDRs. Off by default: anyone could claim https or an address.
   */
  trustProxy?: boolean | string;
  /** Connection timeouts (default TIMEOUTS). */
  timeouts?: Partial<Timeouts>;
  /** Failed sign-ins allowed before HTTP 429 (default SIGN_IN_LIMITS). */
  signInLimits?: Partial<SignInLimits>;
  /** Step-up: the proof age sensitive actions take and the challenges' life (default STEP_UP_DEFAULTS). */
  stepUp?: Partial<StepUpSettings>;
  /** How long a support session lasts, in seconds (default SUPPORT_SESSION_DEFAULT_SECONDS). */
  supportSessionSeconds?: number;
}

export interface Timeouts {
  /** Headers must arrive within this long of the connection (or of the previous request). */
  headersMs: number;
  /** The whole request, body included: a client that trickles or never finishes is cut off. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveMs: number;
  /** A socket with no traffic either way is closed after this long (handlers can be slow under load). */
  socketIdleMs: number;
}

export const TIMEOUTS: Timeouts = { headersMs: 10_000, requestMs: 15_000, keepAliveMs: 5_000, socketIdleMs: 60_000 };

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const store = await openStore(opts.dataDir, { fresh: opts.fresh ?? false });
  try {
    const contractMode = opts.contractMode ?? 'reference';
    const ctx: AppContext = {
      db: store.db,
      now: opts.now ?? (() => new Date()),
      contractMode,
      // Behind a proxy the clients are not local: the dev helpers hand out sign-in codes (routes/dev.ts).
      devTools: (opts.devTools ?? true) && !opts.trustProxy && contractMode !== 'strict',
      mailSpool: opts.dataDir.startsWith('memory://') ? null : new MailSpool(join(opts.dataDir, MAIL_SPOOL_FILE)),
      signInLimits: { ...SIGN_IN_LIMITS, ...opts.signInLimits },
      passwordProofs: new PasswordProofs(),
      stepUp: { ...STEP_UP_DEFAULTS, ...opts.stepUp },
      supportSessionSeconds: opts.supportSessionSeconds ?? SUPPORT_SESSION_DEFAULT_SECONDS,
    };
    await seed(ctx);
    const app = await createApp(ctx, opts);
    app.addHook('onClose', () => store.close());
    return app;
  } catch (err) {
    await store.close();
    throw err;
  }
}

async function createApp(ctx: AppContext, opts: ServerOptions): Promise<FastifyInstance> {
  // Request bodies here are small forms, JSON and XML snippets: a 64 KiB cap is plenty.
  const t = { ...TIMEOUTS, ...opts.timeouts };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: opts.trustProxy ?? false,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: t.socketIdleMs,
    // Node checks the header and request timeouts on this interval (30 s by default, far too coarse).
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: Math.min(1_000, t.headersMs) },
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  installGracefulClose(app);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseXmlBody(String(body)));
    } catch (err) {
      done(Object.assign(err instanceof Error ? err : new Error('malformed XML'), { statusCode: 400 }), undefined);
    }
  });

  // Every reply's Date is the server's own clock (ctx.now), which a support session's times are read
  // against (the contract): a test that moves the clock moves the Date with it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('date', ctx.now().toUTCString());
  });
  installSecurityHeaders(app);
  installInputCheck(app);
  installSessionHooks(app, ctx);
  installSupportGuard(app, ctx);

  // Errors answer in the route's own shape (XML envelope or JSON); details of 5xx stay in the log.
  app.setErrorHandler(async (err: Error & { statusCode?: number }, request, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) request.log.error(err);
    return sendFailure(request, reply, status, status >= 500 ? 'internal error' : err.message);
  });

  registerAuthRoutes(app, ctx);
  registerReauthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerNoticeRoutes(app, ctx);
  registerSupporterRoutes(app, ctx);
  registerSupportSessionRoutes(app, ctx);
  registerInfoRoutes(app, ctx);
  // The contract has no report endpoint: a strict server answers the browser's reports 404.
  if (ctx.contractMode === 'reference') registerCspReportRoutes(app);
  if (ctx.devTools) {
    await app.register(async (scope) => {
      registerDevRoutes(scope, ctx);
      // A scope of its own (it parses its bodies itself) inside the dev helpers', so their loopback gate covers it.
      await scope.register(async (otlp) => registerOtlpReceiver(otlp));
      // The vendor stand-in (another origin for the frame tests) is a dev helper too, behind the same gate.
      await scope.register(async (vendor) => registerVendorSite(vendor));
    });
  }
  registerLegacyRoutes(app, ctx);
  registerConsoleConfig(app, opts.staticDir, opts.consoleConfig, ctx.contractMode);
  registerVersionFile(app, opts.staticDir);
  await registerStatic(app, opts.staticDir);
  return app;
}
