// @vitest-environment node
// The stand-in OTLP receiver: what it takes and records, per environment; its answer override; its
// bound; its page; its CORS rule; and that it is a dev helper like the others (gated, not in strict mode).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Client, sharedTestServer, startTestServer } from '../testing/test-server';
import { OTLP_REQUESTS_KEPT, type OtlpRequest, type OtlpSignal } from './otlp-receiver';

const server = sharedTestServer();
const BASE = '/uiserver/dev/otlp';

const TOP_LEVEL = { logs: 'resourceLogs', metrics: 'resourceMetrics', traces: 'resourceSpans' } as const;

/** A minimal export request of the signal, its resource in the given environment. */
function payload(signal: OtlpSignal, environment: string | null, extra: Record<string, unknown> = {}) {
  const attributes = [
    { key: 'service.name', value: { stringValue: 'console' } },
    { key: 'service.version', value: { stringValue: '0.1.0' } },
    ...(environment === null ? [] : [{ key: 'deployment.environment', value: { stringValue: environment } }]),
  ];
  return { [TOP_LEVEL[signal]]: [{ resource: { attributes }, ...extra }] };
}

const uniqueEnvironment = () => `test-${randomUUID()}`;

function post(signal: string, body: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: `${BASE}/v1/${signal}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function received(environment?: string): Promise<{ total: number; requests: OtlpRequest[] }> {
  const query = environment === undefined ? '' : `?environment=${encodeURIComponent(environment)}`;
  const res = await server.app.inject({ method: 'GET', url: `${BASE}/received${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('OTLP receiver', () => {
  it('records logs, metrics and traces, without session or XSRF token, and lists them by environment', async () => {
    const env = uniqueEnvironment();
    const other = uniqueEnvironment();
    for (const signal of ['logs', 'metrics', 'traces'] as const) {
      const res = await post(signal, payload(signal, env));
      expect(res.statusCode, signal).toBe(200);
      expect(res.json(), signal).toEqual({ partialSuccess: {} });
    }
    // A beacon sends its string as text/plain.
    expect((await post('logs', JSON.stringify(payload('logs', other)), { 'content-type': 'text/plain;charset=UTF-8' })).statusCode).toBe(
      200,
    );

    const mine = await received(env);
    expect(mine.total).toBe(3);
    expect(mine.requests.map((r) => r.signal)).toEqual(['logs', 'metrics', 'traces']);
    for (const r of mine.requests) {
      expect(r).toMatchObject({ environment: env, status: 200, sensitiveHeaders: [], body: payload(r.signal, env) });
      expect(new Date(r.receivedAt).toISOString()).toBe(r.receivedAt);
    }
    expect(mine.requests[1]!.seq).toBeGreaterThan(mine.requests[0]!.seq);
    expect((await received(other)).requests).toHaveLength(1);
    const all = await received();
    expect(all.requests.slice(-4).map((r) => r.environment)).toEqual([env, env, env, other]);

    // No resource attribute: recorded with a null environment.
    expect((await post('traces', payload('traces', null))).statusCode).toBe(200);
    expect((await received()).requests.at(-1)).toMatchObject({ environment: null, signal: 'traces' });
  });

  it('records which headers a collector must never get arrived with a request: cookies, the XSRF header, authorization, the referer', async () => {
    const env = uniqueEnvironment();
    await post('logs', payload('logs', env), {
      cookie: 'JSESSIONID=s; XSRF-TOKEN=t',
      'x-xsrf-token': 't',
      referer: 'http://127.0.0.1/logs?x=1',
    });
    await post('logs', payload('logs', env), { authorization: 'Bearer b' });
    await post('logs', payload('logs', env));
    expect((await received(env)).requests.map((r) => r.sensitiveHeaders)).toEqual([
      ['cookie', 'x-xsrf-token', 'referer'],
      ['authorization'],
      [],
    ]);
  });

  it('answers 400 {code: 3} to a body that is not the signal’s export request, and records none of them', async () => {
    const env = uniqueEnvironment();
    const before = (await received()).total;
    const bad: [string, unknown][] = [
      ['logs', '{not json'],
      ['logs', ''],
      ['logs', []],
      ['logs', 'null'],
      ['logs', { resourceLogs: {} }],
      ['logs', payload('metrics', env)], // the wrong signal's array
      ['traces', { resourceSpans: 'x' }],
      ['metrics', payload('traces', env)],
    ];
    for (const [signal, body] of bad) {
      const res = await post(signal, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 3, message: expect.any(String) });
    }
    expect((await received()).total).toBe(before);
    // Another content type is refused, as is a body over 1 MiB.
    expect((await post('logs', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    const big = payload('logs', env, { padding: 'x'.repeat(1024 * 1024) });
    expect((await post('logs', big)).statusCode).toBe(413);
    expect((await received()).total).toBe(before);
  });

  it('answers the status set for an environment, still recording each attempt, until it is cleared', async () => {
    const env = uniqueEnvironment();
    const bystander = uniqueEnvironment();
    const set = await server.app.inject({ method: 'PUT', url: `${BASE}/answers/${env}`, payload: { status: 503 } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ environment: env, status: 503 });

    const refused = await post('logs', payload('logs', env));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(refused.json()).toMatchObject({ code: 14 });
    expect((await post('traces', payload('traces', env))).statusCode).toBe(503);
    expect((await post('logs', payload('logs', bystander))).statusCode).toBe(200);

    const cleared = await server.app.inject({ method: 'DELETE', url: `${BASE}/answers/${env}` });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ environment: env, status: null });
    expect((await post('logs', payload('logs', env))).statusCode).toBe(200);

    const log = await received(env);
    expect(log.total).toBe(3);
    expect(log.requests.map((r) => [r.signal, r.status])).toEqual([
      ['logs', 503],
      ['traces', 503],
      ['logs', 200],
    ]);
  });

  it('refuses an answer that is not a status from 200 to 599', async () => {
    for (const answer of [{ status: 199 }, { status: 600 }, { status: '503' }, { status: 503.5 }, {}, 503, '{']) {
      const payload = typeof answer === 'string' ? answer : JSON.stringify(answer);
      const res = await server.app.inject({
        method: 'PUT',
        url: `${BASE}/answers/x`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('keeps only the newest requests, and counts them all', async () => {
    const env = uniqueEnvironment();
    for (let i = 0; i < OTLP_REQUESTS_KEPT + 5; i += 1) {
      expect((await post('metrics', payload('metrics', env, { i }))).statusCode).toBe(200);
    }
    const mine = await received(env);
    expect(mine.total).toBe(OTLP_REQUESTS_KEPT + 5);
    expect(mine.requests).toHaveLength(OTLP_REQUESTS_KEPT);
    expect(mine.requests.at(0)?.body).toMatchObject({ resourceMetrics: [{ i: 5 }] });
    expect(mine.requests.at(-1)?.body).toMatchObject({ resourceMetrics: [{ i: OTLP_REQUESTS_KEPT + 4 }] });
    expect((await received()).requests).toHaveLength(OTLP_REQUESTS_KEPT);
  });

  it('lists what arrived on a page, newest first, escaping everything, under the CSP', async () => {
    const env = `page-<b>${randomUUID()}</b>`;
    await post('logs', payload('logs', env, { note: 'first' }));
    await post('traces', payload('traces', env, { note: '</pre><script>alert(1)</script>' }));
    const res = await server.app.inject({ method: 'GET', url: `${BASE}?environment=${encodeURIComponent(env)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('<b>');
    expect(res.body).toContain('&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain(`page-&lt;b&gt;`);
    expect(res.body.indexOf('alert(1)')).toBeLessThan(res.body.indexOf('&quot;first&quot;'));
    expect(res.body).not.toMatch(/\sstyle=|<style/);
    const css = await server.app.inject({ method: 'GET', url: `${BASE}/page.css` });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('allows loopback origins only, in the preflight and on the reply', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://console.localhost:4173', 'http://a.b.localhost']) {
      const pre = await server.app.inject({
        method: 'OPTIONS',
        url: `${BASE}/v1/traces`,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(pre.statusCode, origin).toBe(204);
      expect(pre.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(pre.headers['access-control-allow-methods']).toBe('POST');
      expect(pre.headers['access-control-allow-headers']).toBe('content-type');
      const res = await post('traces', payload('traces', uniqueEnvironment()), { origin });
      expect(res.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(res.headers.vary).toContain('Origin');
      // Also on a refusal, so the page can read why.
      expect((await post('traces', '{', { origin })).headers['access-control-allow-origin'], origin).toBe(origin);
    }
    for (const origin of [
      'https://localhost',
      'http://evil.example',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
      'http://evillocalhost',
      'null',
    ]) {
      const pre = await server.app.inject({
        method: 'OPTIONS',
        url: `${BASE}/v1/logs`,
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
      const res = await post('logs', payload('logs', uniqueEnvironment()), { origin });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    // The override paths are never granted a preflight.
    const answers = await server.app.inject({
      method: 'OPTIONS',
      url: `${BASE}/answers/x`,
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' },
    });
    expect(answers.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
  ])('is 404 to a request carrying %s, and records nothing', async (header, value) => {
    const env = uniqueEnvironment();
    expect((await post('logs', payload('logs', env), { [header]: value })).statusCode).toBe(404);
    for (const url of [`${BASE}/received`, BASE]) {
      expect((await server.app.inject({ url, headers: { [header]: value } })).statusCode, url).toBe(404);
    }
    const put = await server.app.inject({
      method: 'PUT',
      url: `${BASE}/answers/${env}`,
      payload: { status: 503 },
      headers: { [header]: value },
    });
    expect(put.statusCode).toBe(404);
    expect((await post('logs', payload('logs', env))).statusCode).toBe(200);
    expect((await received(env)).total).toBe(1);
  });

  it('is not there in strict mode', { timeout: 180_000 }, async () => {
    const strict = await startTestServer({ contractMode: 'strict' });
    try {
      for (const url of [`${BASE}/received`, BASE]) expect((await strict.app.inject({ url })).statusCode, url).toBe(404);
      // With the XSRF token, so the refusal is the route's absence.
      const c = await new Client(strict.app).prime();
      const res = await c.post(`${BASE}/v1/logs`, { json: payload('logs', uniqueEnvironment()) });
      expect(res.statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
