// Starts the reference UI-server.
//   PORT (4173)  HOST (127.0.0.1)  DATA_DIR (server/.data)  STATIC_DIR (dist)
//   FRESH=1 wipes DATA_DIR first (re-seeds the demo data)  LOG=1 request logging  DEV_TOOLS=0 hides /uiserver/dev/*
//   TRUST_PROXY: believe X-Forwarded-* from a proxy in front (1/true: any; else addresses/CIDRs, comma-separated)
//   CONTRACT_MODE=strict: exactly the UI-server contract and no more (no dev helpers; see contract-mode.ts)
//   STEP_UP_MAX_AGE (600): seconds a proof of the user holds for sensitive actions (0 asks every time)
//   STEP_UP_CHALLENGE_SECONDS (300): a re-authentication challenge's life; under 120 (the contract's least) is refused
//   SUPPORT_SESSION_SECONDS (3600): how long a support session (assume-as with the customer's grant) lasts
//   GUIDE_TOOL_SCRIPT_URL, GUIDE_TOOL_API_KEY, GUIDE_TOOL_GLOBAL configure the analytics guide tool
//   (GUIDE_TOOL=demo uses the stand-in script at /uiserver/dev/guide-tool.js)
// Relative DATA_DIR / STATIC_DIR values resolve against the current directory; the defaults against the repo root.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { stepUpFromEnv } from './auth/step-up';
import { supportSessionSecondsFromEnv } from './auth/support-guard';
import { contractModeFromEnv } from './contract-mode';
import { ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, STEPUP_TOTP_SECRET } from './data/demo-data';
import { buildServer } from './http/app';
import { MAIL_SPOOL_FILE } from './mail/mail-spool';
import { listensOnLoopbackOnly } from './routes/dev';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = Number(env.PORT ?? 4173);
const host = env.HOST ?? '127.0.0.1';
const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(repoRoot, 'server/.data');
const staticDir = env.STATIC_DIR ? resolve(env.STATIC_DIR) : resolve(repoRoot, 'dist');
// Stopping: in-flight replies get this long to finish before every connection is cut; the whole
// stop (store flush included) this long before the process gives up with exit code 1.
const DRAIN_MS = 3_000;
const STOP_MS = 8_000;

/** TRUST_PROXY: unset/0/false off, 1/true any proxy, else a comma-separated list of addresses / CIDRs. */
function trustProxySetting(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false;
  return value === '1' || value === 'true' ? true : value;
}

function guideToolConfig(): { guideTool: { scriptUrl: string; apiKey: string; globalName: string } } | undefined {
  if (env.GUIDE_TOOL === 'demo') {
    if (contractModeFromEnv(env.CONTRACT_MODE) === 'strict') {
      throw new Error('GUIDE_TOOL=demo loads its script from the dev helpers, which CONTRACT_MODE=strict leaves out');
    }
    return { guideTool: { scriptUrl: '/uiserver/dev/guide-tool.js', apiKey: 'demo-key', globalName: 'guideDemo' } };
  }
  if (!env.GUIDE_TOOL_SCRIPT_URL || !env.GUIDE_TOOL_API_KEY) return undefined;
  return {
    guideTool: { scriptUrl: env.GUIDE_TOOL_SCRIPT_URL, apiKey: env.GUIDE_TOOL_API_KEY, globalName: env.GUIDE_TOOL_GLOBAL ?? 'pendo' },
  };
}

let app: FastifyInstance | undefined;
let stopping: string | undefined;

/**
 * SIGINT / SIGTERM: stop taking connections, let in-flight replies finish (they go out with
 * Connection: close), cut whatever is left after DRAIN_MS, close the store, exit 0. Installed before
 * the server starts, so a stop at any moment is graceful: one that arrives while the store is still
 * opening takes effect as soon as it is open.
 */
function stop(signal: string): void {
  if (stopping) return;
  stopping = signal;
  if (app) close(app, signal); // else main() closes as soon as the server is built
}

function close(server: FastifyInstance, signal: string): void {
  console.log(`\n${signal}: closing…`);
  setTimeout(() => {
    console.error(`${signal}: not closed within ${STOP_MS / 1000} s, exiting`);
    process.exit(1);
  }, STOP_MS).unref();
  setTimeout(() => server.server.closeAllConnections(), DRAIN_MS).unref();
  server.close().then(
    () => {
      console.log('closed: connections ended, store flushed');
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);

  const started = Date.now();
  const contractMode = contractModeFromEnv(env.CONTRACT_MODE);
  const consoleConfig = guideToolConfig();
  const stepUp = stepUpFromEnv(env);
  const supportSessionSeconds = supportSessionSecondsFromEnv(env);
  app = await buildServer({
    stepUp,
    supportSessionSeconds,
    contractMode,
    dataDir,
    staticDir,
    fresh: env.FRESH === '1',
    logger: env.LOG === '1',
    devTools: env.DEV_TOOLS !== '0',
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    ...(consoleConfig ? { consoleConfig } : {}),
  });
  if (stopping) return close(app, stopping);
  await app.listen({ port, host });
  const shownHost = host.includes(':') ? `[${host}]` : host;

  const rows = ACCOUNTS.map((a) => [a.namespace ? `${a.username}@@${a.namespace}` : a.username, a.shows] as const);
  const width = Math.max(...rows.map(([u]) => u.length), 'username'.length);
  const address = app.server.address();
  const actualPort = address && typeof address === 'object' ? address.port : port; // PORT=0 picks a free port
  console.log(`\nUI-server ready in ${Date.now() - started} ms: http://${shownHost}:${actualPort}/`);
  if (contractMode === 'strict') console.log('  mode: strict contract (CONTRACT_MODE=strict): exactly the UI-server contract, no extras');
  console.log(
    `  step-up: sensitive actions take a proof up to ${stepUp.maxAgeSeconds} s old; challenges hold ${stepUp.challengeSeconds} s`,
  );
  console.log(`  support sessions: ${supportSessionSeconds} s unless the supporter's account has its own`);
  const ownAges = ACCOUNTS.flatMap((a) => (a.stepUpMaxAge === undefined ? [] : [`${a.username} ${a.stepUpMaxAge} s`]));
  if (ownAges.length > 0) console.log(`  (accounts with a maximum age of their own: ${ownAges.join(', ')})`);
  console.log(
    `  data: ${dataDir}\n  console files: ${staticDir}${existsSync(resolve(staticDir, 'index.html')) ? '' : '  (missing: run `npm run build`)'}`,
  );
  console.log(`\nDemo logins (password for all: ${DEMO_PASSWORD})\n`);
  console.log(`  ${'username'.padEnd(width)}  shows`);
  console.log(`  ${'-'.repeat(width)}  ${'-'.repeat(5)}`);
  for (const [u, shows] of rows) console.log(`  ${u.padEnd(width)}  ${shows}`);
  console.log(`\nTOTP secret of "mfa": ${DEMO_TOTP_SECRET}; of "stepup-mfa": ${STEPUP_TOTP_SECRET}`);
  console.log(`Mail sent (codes): ${resolve(dataDir, MAIL_SPOOL_FILE)}`);
  if (contractMode === 'strict') console.log('Dev helpers: off (CONTRACT_MODE=strict)\n');
  else if (env.DEV_TOOLS === '0') console.log('Dev helpers: off (DEV_TOOLS=0)\n');
  else if (trustProxySetting(env.TRUST_PROXY)) console.log('Dev helpers: off (TRUST_PROXY: clients come through a proxy)\n');
  else if (!listensOnLoopbackOnly(app)) console.log(`Dev helpers: off (/uiserver/dev/* answers only on loopback; HOST is ${host})\n`);
  else console.log('Dev helpers: GET /uiserver/dev/outbox?to=EMAIL (sent codes), GET /uiserver/dev/totp?username=mfa (current code)\n');
}

main().catch((err: unknown) => {
  // One line, no stack: a locked data folder or a bad setting is the operator's to fix, and says how.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
