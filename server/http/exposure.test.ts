// @vitest-environment node
// What the server shows to the network: dev helpers only on loopback and never through a proxy, timeouts that cut off slow
// clients, the XSRF cookie (rotated at sign-in, duplicates refused), Secure cookies behind a trusted
// TLS proxy, and no-store on API replies however their path is spelled.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { API, Client, envelopeOf, sharedTestServer, startTestServer } from '../testing/test-server';

const server = sharedTestServer();

type CookieInfo = { name: string; value: string; secure?: boolean };
const cookieNamed = (res: { cookies: unknown }, name: string) => (res.cookies as CookieInfo[]).find((c) => c.name === name);

/** Resolves with the milliseconds until the server closes the socket (or rejects after `limitMs`). */
function closedWithin(socket: Socket, limitMs: number): Promise<{ ms: number; received: string }> {
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${limitMs} ms`));
    }, limitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - started, received });
    });
    socket.on('error', () => undefined);
  });
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('XSRF cookie', () => {
  it('is rotated at sign-in: the token from before no longer passes', async () => {
    const c = await new Client(server.app).prime();
    const before = c.cookies.get('XSRF-TOKEN');
    const res = await c.login('admin');
    expect(envelopeOf(res).errorcode).toBe('0');
    const after = cookieNamed(res, 'XSRF-TOKEN')?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const stale = await c.put(`${API}/account/theme`, { json: { theme: 'dark' }, noXsrf: true, headers: { 'x-xsrf-token': before ?? '' } });
    expect(stale.statusCode).toBe(403);
    expect((await c.put(`${API}/account/theme`, { json: { theme: 'light' } })).statusCode).toBe(200);
  });

  it('a Cookie header with two XSRF-TOKEN cookies is refused (403), whichever one the header matches', async () => {
    const c = new Client(server.app);
    await c.login('admin');
    const real = c.cookies.get('XSRF-TOKEN') ?? '';
    const sid = c.cookies.get('sid') ?? '';
    for (const [cookie, token] of [
      [`XSRF-TOKEN=attacker; XSRF-TOKEN=${real}; sid=${sid}`, 'attacker'],
      [`XSRF-TOKEN=${real}; sid=${sid}; XSRF-TOKEN=attacker`, real],
      // Spelled with blanks around the name: the parser trims them, so the count must too.
      [`XSRF-TOKEN =attacker; XSRF-TOKEN=${real}; sid=${sid}`, 'attacker'],
      [`XSRF-TOKEN\t=attacker;XSRF-TOKEN=${real}; sid=${sid}`, 'attacker'],
    ] as const) {
      const res = await server.app.inject({
        method: 'PUT',
        url: `${API}/account/theme`,
        headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        payload: JSON.stringify({ theme: 'dark' }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, message: 'XSRF token duplicated' });
    }
  });
});

describe('headers by route', () => {
  it('an API path reached percent-encoded still gets cache-control: no-store', async () => {
    const c = new Client(server.app);
    await c.login('admin');
    for (const url of [
      `${API}/account/present`,
      '/%75iserver/api/v1/account/present',
      '/uiserver/api/v1/account/%70resent',
      '/%75iserver/no/such/page',
    ]) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await c.get('/%75iserver/api/v1/account/present')).statusCode).toBe(200);
  });

  it('no reply is for a search index: x-robots-tag noindex on API replies, legacy pages, refusals and unknown paths', async () => {
    const c = new Client(server.app);
    await c.login('admin');
    for (const url of [`${API}/account/present`, '/uiserver/legacy/x', '/uiserver/no/such/page', '/login', '/no-such-file.txt']) {
      expect((await c.get(url)).headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    expect((await new Client(server.app).get(`${API}/account/theme`)).headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});

describe('trustProxy', () => {
  // Starting a second server (PGlite's initdb) takes a while on a busy machine.
  it(
    'off by default: X-Forwarded-Proto is ignored; on: the session cookie is Secure behind a TLS proxy',
    { timeout: 120_000 },
    async () => {
      const direct = await new Client(server.app).prime();
      const plain = await direct.login('admin', 'Demo@2026', {});
      expect(cookieNamed(plain, 'sid')?.secure).toBeFalsy();
      const spoofed = await new Client(server.app).prime();
      const res = await spoofed.post(`${API}/login`, {
        form: { accountname: 'admin', password: 'Demo@2026', login_type: '0' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(cookieNamed(res, 'sid')?.secure).toBeFalsy();

      const proxied = await startTestServer({ trustProxy: true });
      try {
        const c = await new Client(proxied.app).prime();
        const secure = await c.post(`${API}/login`, {
          form: { accountname: 'admin', password: 'Demo@2026', login_type: '0' },
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(envelopeOf(secure).errorcode).toBe('0');
        expect(cookieNamed(secure, 'sid')?.secure).toBe(true);
        expect(cookieNamed(secure, 'XSRF-TOKEN')?.secure).toBe(true);
        // Behind a proxy the clients are not local: no dev helpers, whatever the request says.
        expect((await proxied.app.inject('/uiserver/dev/totp?username=mfa')).statusCode).toBe(404);
        expect((await proxied.app.inject('/uiserver/dev/outbox?to=admin@acme.example.com')).statusCode).toBe(404);
      } finally {
        await proxied.close();
      }
    },
  );
});

const EXPIRE = '/uiserver/dev/reauth-expire';

describe('dev helpers behind a proxy', () => {
  // A server on loopback behind nginx is reached by anyone nginx serves: the listening address
  // alone cannot tell, the forwarding headers the proxy adds can.
  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9;proto=https'],
    ['x-real-ip', '203.0.113.9'],
    ['x-forwarded-proto', 'https'],
    ['x-forwarded-host', 'console.example.com'],
  ])('a request carrying %s gets 404; the same request without it gets the code', async (header, value) => {
    for (const path of ['/uiserver/dev/totp?username=mfa', '/uiserver/dev/outbox?to=admin@acme.example.com', '/uiserver/dev/csp-reports']) {
      expect((await server.app.inject({ url: path, headers: { [header]: value } })).statusCode, path).toBe(404);
      expect((await server.app.inject({ url: path })).statusCode, path).toBe(200);
    }
    const c = await new Client(server.app).prime();
    expect((await c.post(EXPIRE, { json: {}, headers: { [header]: value } })).statusCode).toBe(404);
    expect((await c.post(EXPIRE, { json: {} })).statusCode).toBe(401);
  });

  it('the step-up expiry helper ends the pending challenges of its own session only, with the XSRF check of every POST', async () => {
    const signIn = async () => {
      const c = await new Client(server.app).prime();
      const reply = await c.post(`${API}/login`, { form: { accountname: 'stepup', password: 'Demo@2026', login_type: '0' } });
      expect(envelopeOf(reply).errorcode).toBe('0');
      return c;
    };
    const [mine, theirs] = [await signIn(), await signIn()];
    const challengeOf = async (c: Client) =>
      JSON.parse((await c.post(`${API}/session/reauth/challenge`, { json: { max_age: 0 } })).body).data.challenge as string;
    const stateOf = async (c: Client, challenge: string) =>
      JSON.parse((await c.get(`${API}/session/reauth/${challenge}`)).body).data.state as string;
    const [own, other] = [await challengeOf(mine), await challengeOf(theirs)];
    expect((await mine.post(EXPIRE, { json: {}, noXsrf: true })).statusCode).toBe(403);
    expect(await stateOf(mine, own)).toBe('pending');
    expect(JSON.parse((await mine.post(EXPIRE, { json: {} })).body)).toEqual({ expired: 1 });
    expect(await stateOf(mine, own)).toBe('expired');
    expect(await stateOf(theirs, other)).toBe('pending');
  });
});

describe('listening', () => {
  it('dev helpers answer on loopback only; on any other address they are 404; slow clients are cut off', { timeout: 180_000 }, async () => {
    const s = await startTestServer({ timeouts: { headersMs: 1_000, requestMs: 1_500, keepAliveMs: 500 } });
    try {
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (s.app.server.address() as { port: number }).port;
      expect((await fetch(`http://127.0.0.1:${port}/uiserver/dev/totp?username=mfa`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/uiserver/dev/outbox?to=admin@acme.example.com`)).status).toBe(200);

      // A request body that never completes is cut off (requestMs), as is a connection that never
      // sends its headers (headersMs) and an idle keep-alive one (keepAliveMs).
      const slowBody = await open(port);
      slowBody.write(
        'POST /uiserver/api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\naccountname=',
      );
      const trickle = setInterval(() => slowBody.writable && slowBody.write('a'), 200);
      const cut = await closedWithin(slowBody, 6_000).finally(() => clearInterval(trickle));
      expect(cut.ms).toBeLessThan(4_000);
      expect(cut.received).not.toContain('200 OK');

      const silent = await open(port);
      expect((await closedWithin(silent, 6_000)).ms).toBeLessThan(4_000);

      const idle = await open(port);
      idle.write('GET /uiserver/api/v1/withoutauth/starcloudversioninfo HTTP/1.1\r\nHost: x\r\n\r\n');
      const kept = await closedWithin(idle, 6_000);
      expect(kept.received).toContain('HTTP/1.1 200');
      expect(kept.ms).toBeLessThan(4_000);
    } finally {
      await s.close();
    }

    const open0 = await startTestServer();
    try {
      await open0.app.listen({ port: 0, host: '0.0.0.0' });
      const port = (open0.app.server.address() as { port: number }).port;
      expect((await fetch(`http://127.0.0.1:${port}/uiserver/dev/totp?username=mfa`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/uiserver/dev/outbox?to=admin@acme.example.com`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/uiserver/api/v1/withoutauth/starcloudversioninfo`)).status).toBe(200);
    } finally {
      await open0.close();
    }
  });

  it('the default timeouts are seconds, not minutes', async () => {
    const { TIMEOUTS } = await import('./app');
    expect(server.app.server.requestTimeout).toBe(TIMEOUTS.requestMs);
    expect(server.app.server.headersTimeout).toBe(TIMEOUTS.headersMs);
    expect(server.app.server.keepAliveTimeout).toBe(TIMEOUTS.keepAliveMs);
    expect(TIMEOUTS.requestMs).toBeLessThanOrEqual(15_000);
    expect(TIMEOUTS.keepAliveMs).toBeLessThanOrEqual(10_000);
  });
});
