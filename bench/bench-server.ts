/**
 * Load check of the reference server's sign-in: N concurrent sign-ins (mfa/status, then login, as
 * the console does them) against a fresh server started on loopback in a temporary data dir.
 * `npm run bench:server` (BENCH_SIGNINS, default 200, at most 1000; BENCH_PORT, default 0 = any free
 * port). The whole run is capped at BENCH_TIMEOUT_MS (default 180 s). Prints throughput and the
 * p50/p95/p99 of one sign-in; exits 1 when a sign-in failed or the run timed out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/data/demo-data';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SIGNINS = Math.min(1000, Math.max(1, Number(process.env.BENCH_SIGNINS ?? 200)));
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 180_000);
// Accounts that sign in without MFA or a login block; spread so per-account state is not one hot row.
const ACCOUNTS = ['admin', 'inbound', 'reports', 'super', 'clp', 'lmp', 'sso', 'sub', 'domains', 'support', 'jpadmin', 'linkv1'];

/** Starts server/main.ts on loopback and resolves with its base url once it prints readiness. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: process.env.BENCH_PORT ?? '0', DATA_DIR: dataDir, FRESH: '1', LOG: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    // PGlite's initdb takes seconds, and minutes on a loaded machine.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('server did not start within 180 s'));
    }, 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /UI-server ready in \d+ ms: (http:\/\/[^/\s]+)\//.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: match[1] });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function errorcodeOf(xml: string): string {
  return /<errorcode>([^<]*)<\/errorcode>/.exec(xml)?.[1] ?? '?';
}

/** One sign-in as the console does it; resolves with its duration in ms, or throws. */
async function signIn(base: string, username: string, signal: AbortSignal): Promise<number> {
  const primed = await fetch(`${base}/uiserver/api/v1/withoutauth/starcloudversioninfo`, { signal });
  await primed.arrayBuffer();
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(primed.headers.getSetCookie().join('\n'))?.[1];
  if (!xsrf) throw new Error('no XSRF cookie');
  const cookies = new Map([['XSRF-TOKEN', xsrf]]);
  const post = async (call: string, form: Record<string, string>) => {
    const res = await fetch(`${base}/uiserver/api/v1/${call}`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-requested-with': 'XMLHttpRequest',
        'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: new URLSearchParams(form).toString(),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const body = await res.text();
    if (res.status !== 200 || errorcodeOf(body) !== '0') throw new Error(`${call}: HTTP ${res.status}, errorcode ${errorcodeOf(body)}`);
  };
  const started = performance.now();
  await post('mfa/status', { accountname: username, password: DEMO_PASSWORD });
  await post('login', { accountname: username, password: DEMO_PASSWORD, login_type: '0' });
  if (!cookies.has('sid')) throw new Error('login set no session cookie');
  return performance.now() - started;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-server-'));
  const { child, base } = await startServer(dataDir);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  let failures = 0;
  try {
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: SIGNINS }, (_, i) => signIn(base, ACCOUNTS[i % ACCOUNTS.length] ?? 'admin', abort.signal)),
    );
    const wall = performance.now() - started;
    const times = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])).sort((a, b) => a - b);
    const describe = (reason: unknown): string => {
      if (!(reason instanceof Error)) return String(reason);
      return reason.cause instanceof Error ? `${reason.message} (${reason.cause.message})` : reason.message;
    };
    const errors = results.flatMap((r) => (r.status === 'rejected' ? [describe(r.reason)] : []));
    failures = errors.length;
    console.log(`${SIGNINS} concurrent sign-ins (mfa/status + login) against ${base}, ${os.cpus().length} CPU(s)`);
    console.log(`  succeeded ${times.length}, failed ${failures}${failures ? ` (first: ${errors[0]})` : ''}`);
    console.log(`  wall ${(wall / 1000).toFixed(2)} s, throughput ${((times.length / wall) * 1000).toFixed(1)} sign-ins/s`);
    console.log(
      `  p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
    );
  } finally {
    clearTimeout(timer);
    await stopServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failures > 0 || abort.signal.aborted) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
