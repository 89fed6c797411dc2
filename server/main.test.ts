// @vitest-environment node
// server/main.ts as an operator runs it: a second server on the same data folder refuses to start;
// SIGTERM with a request in flight lets the reply out, closes every connection and the store, and
// exits 0 within seconds; a stop right at readiness is graceful too; on a non-loopback address, or
// behind a proxy, the start-up message says the dev helpers are off; CONTRACT_MODE=strict starts a
// server without them, and a mode it does not know is refused.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data/data-folder';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'uiserver-main-'));
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-dist'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => out, exited };
}

async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const portOf = (out: string) => Number(/UI-server ready in \d+ ms: http:\/\/[^:]+:(\d+)\//.exec(out)?.[1]);

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server/main.ts', () => {
  it('refuses a second server on the data folder; stops gracefully with a request in flight', { timeout: 180_000 }, async () => {
    const first = start({ FRESH: '1' });
    // The start-up message arrives in several writes: wait for its last line, the dev helpers'.
    await until(() => /Dev helpers:/.test(first.output()), 120_000, 'readiness');
    expect(first.output()).toContain('Dev helpers: GET /uiserver/dev/outbox');
    const port = portOf(first.output());

    const second = start({ FRESH: '1' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another UI-server (process ${first.child.pid})`);
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack

    // Keep-alive, as a browser does: prime the XSRF cookie on the same connection.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const primed = await fetchVia(agent, port, 'GET', '/uiserver/api/v1/withoutauth/starcloudversioninfo');
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(primed.headers['set-cookie']))?.[1] ?? '';

    // A sign-in whose body is still arriving when SIGTERM comes.
    const body = new URLSearchParams({ accountname: 'admin', password: 'Demo@2026', login_type: '0' }).toString();
    const reply = new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((done, fail) => {
      const req = request(
        {
          agent,
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/uiserver/api/v1/login',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
            cookie: `XSRF-TOKEN=${xsrf}`,
            'x-xsrf-token': xsrf,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text }));
        },
      );
      req.on('error', fail);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 500);
    });
    const stopped = Date.now();
    const res = await reply;
    expect(res.status).toBe(200);
    expect(res.text).toContain('<errorcode>0</errorcode>');
    expect(res.headers.connection).toBe('close');
    expect(await first.exited).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(5_000);
    expect(first.output()).toContain('closed: connections ended, store flushed');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    agent.destroy();
  });

  it('a stop right at readiness is graceful; on a non-loopback address the dev helpers are off', { timeout: 120_000 }, async () => {
    const server = start({ HOST: '0.0.0.0' });
    await until(() => /UI-server ready/.test(server.output()), 90_000, 'readiness');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Dev helpers: off (/uiserver/dev/* answers only on loopback; HOST is 0.0.0.0)');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('behind a proxy (TRUST_PROXY) the dev helpers are off, though the server listens on loopback', { timeout: 120_000 }, async () => {
    const server = start({ TRUST_PROXY: '127.0.0.1' });
    await until(() => /Dev helpers:/.test(server.output()), 90_000, 'readiness');
    expect(server.output()).toContain('Dev helpers: off (TRUST_PROXY: clients come through a proxy)');
    const port = portOf(server.output());
    expect((await fetchVia(new Agent(), port, 'GET', '/uiserver/dev/totp?username=mfa')).status).toBe(404);
    expect((await fetchVia(new Agent(), port, 'GET', '/uiserver/api/v1/withoutauth/starcloudversioninfo')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('CONTRACT_MODE', () => {
  it('strict: the start-up message says so, and the dev helpers are not there', { timeout: 120_000 }, async () => {
    const server = start({ CONTRACT_MODE: 'strict' });
    await until(() => /Dev helpers:/.test(server.output()), 90_000, 'readiness');
    expect(server.output()).toContain('mode: strict contract (CONTRACT_MODE=strict)');
    expect(server.output()).toContain('Dev helpers: off (CONTRACT_MODE=strict)');
    const port = portOf(server.output());
    expect((await fetchVia(new Agent(), port, 'GET', '/uiserver/dev/totp?username=mfa')).status).toBe(404);
    expect((await fetchVia(new Agent(), port, 'GET', '/uiserver/api/v1/withoutauth/starcloudversioninfo')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it.each([
    ['an unknown mode', { CONTRACT_MODE: 'lenient' }, 'CONTRACT_MODE must be "strict" or "reference" (or unset), got "lenient"'],
    [
      'the demo guide tool in strict mode',
      { CONTRACT_MODE: 'strict', GUIDE_TOOL: 'demo' },
      'GUIDE_TOOL=demo loads its script from the dev helpers',
    ],
  ])('refuses %s with a message', { timeout: 60_000 }, async (_name, env, message) => {
    const server = start(env);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(message);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});

function fetchVia(agent: Agent, port: number, method: string, path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    const req = request({ agent, port, host: '127.0.0.1', method, path }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}
