// A stand-in OTLP/HTTP collector (issue 30), so the console's telemetry can be seen arriving with
// `npm start` and asserted by the browser tests, with no collector to install. It takes the JSON
// encoding only (what the console sends), keeps the newest requests in memory and lists them at
// /uiserver/dev/otlp. It is a dev helper: app.ts registers it inside the dev helpers' scope, so the
// same loopback-only gate covers it and a strict server does not have it.
//
// The workers of the end-to-end suite share one server, so each test sends under an environment of
// its own (the resource attribute deployment.environment) and reads back or steers only that one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendJson } from '../http/reply';
import { queryField } from '../http/request-fields';
import { escapeXml } from '../http/xml';

export const OTLP_BASE = '/uiserver/dev/otlp';
/** What is kept: a flood of telemetry cannot grow the process without bound. */
export const OTLP_REQUESTS_KEPT = 500;
// Each body may be as large as the limit; this caps what 500 of them hold together.
const KEPT_TEXT_BUDGET = 64 * 1024 * 1024;
const BODY_LIMIT = 1024 * 1024;
// Environments are made up per test: a long run must not pile them up.
const ENVIRONMENTS_TRACKED = 10_000;
const ANSWERS_KEPT = 1_000;
// Past any URL the server takes: a filter cut off as too long would list every environment instead.
const FILTER_MAX = 64 * 1024;

/** The top-level array each signal's export request carries. */
const SIGNALS = { logs: 'resourceLogs', metrics: 'resourceMetrics', traces: 'resourceSpans' } as const;
export type OtlpSignal = keyof typeof SIGNALS;

export interface OtlpRequest {
  seq: number;
  signal: OtlpSignal;
  receivedAt: string;
  /** deployment.environment of the first resource, or null. */
  environment: string | null;
  /** The HTTP status it was answered with. */
  status: number;
  /**
   * Which of the headers a collector must never get from the console arrived with it (`cookie`, the
   * XSRF header, `authorization`, `referer`: the page's url): the browser tests assert none did.
   */
  sensitiveHeaders: string[];
  body: unknown;
}

export const SENSITIVE_HEADERS = ['cookie', 'x-xsrf-token', 'authorization', 'referer'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The newer semantic conventions renamed the attribute; an SDK may send either.
const ENVIRONMENT_KEYS = ['deployment.environment', 'deployment.environment.name'];

function environmentOf(resources: unknown[]): string | null {
  const first = resources[0];
  const attributes = isRecord(first) && isRecord(first.resource) ? first.resource.attributes : undefined;
  if (!Array.isArray(attributes)) return null;
  for (const key of ENVIRONMENT_KEYS) {
    const attribute: unknown = attributes.find((a: unknown) => isRecord(a) && a.key === key);
    const value = isRecord(attribute) && isRecord(attribute.value) ? attribute.value.stringValue : undefined;
    if (typeof value === 'string') return value;
  }
  return null;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// OTLP/HTTP answers failures with a google.rpc.Status; its code is gRPC's, not HTTP's.
const GRPC_CODES: Record<number, number> = {
  400: 3,
  401: 16,
  403: 7,
  404: 5,
  409: 10,
  413: 8,
  429: 8,
  500: 13,
  501: 12,
  502: 14,
  503: 14,
  504: 4,
};

function sendOtlpStatus(reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendJson(reply, { code: GRPC_CODES[status] ?? 2, message }, status);
}

// Only pages served from this machine may post here from another origin: loopback host names, and
// *.localhost, which browsers resolve to loopback themselves.
const LOOPBACK_ORIGIN = /^http:\/\/(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*localhost|127\.0\.0\.1)(?::\d{1,5})?$/;

export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin);
}

// A route hook, not a handler step, so the header is on every answer of the route: also on the 413
// or 415 a body parser raises before any handler runs.
async function allowLoopbackOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (typeof origin === 'string' && isLoopbackOrigin(origin)) reply.header('access-control-allow-origin', origin);
}

/** Bounded, newest last; totals count every request recorded, also those no longer kept. */
class ReceivedLog {
  private seq = 0;
  private textKept = 0;
  private readonly kept: { request: OtlpRequest; size: number }[] = [];
  private readonly totals = new Map<string | null, number>();

  record(entry: Omit<OtlpRequest, 'seq'>, size: number): void {
    this.seq += 1;
    this.kept.push({ request: { seq: this.seq, ...entry }, size });
    this.textKept += size;
    while (this.kept.length > OTLP_REQUESTS_KEPT || (this.textKept > KEPT_TEXT_BUDGET && this.kept.length > 1)) {
      this.textKept -= this.kept.shift()?.size ?? 0;
    }
    const total = this.totals.get(entry.environment) ?? 0;
    this.totals.delete(entry.environment); // re-inserted last: the least recently seen goes first
    this.totals.set(entry.environment, total + 1);
    if (this.totals.size > ENVIRONMENTS_TRACKED) this.totals.delete(this.totals.keys().next().value ?? null);
  }

  list(environment: string | undefined): { total: number; requests: OtlpRequest[] } {
    const requests = this.kept.map((k) => k.request).filter((r) => environment === undefined || r.environment === environment);
    return { total: environment === undefined ? this.seq : (this.totals.get(environment) ?? 0), requests };
  }
}

function page(log: { total: number; requests: OtlpRequest[] }, environment: string | undefined): string {
  const items = log.requests
    .slice()
    .reverse()
    .map(
      (r) => `<article>
<h2>#${r.seq} ${escapeXml(r.signal)} <span class="status">${r.status}</span></h2>
<p>${escapeXml(r.receivedAt)} · environment ${r.environment === null ? '<em>none</em>' : `<code>${escapeXml(r.environment)}</code>`}${
        r.sensitiveHeaders.length === 0 ? '' : ` · <strong>arrived with ${escapeXml(r.sensitiveHeaders.join(', '))}</strong>`
      }</p>
<pre>${escapeXml(JSON.stringify(r.body, null, 2))}</pre>
</article>`,
    )
    .join('\n');
  const scope = environment === undefined ? '' : ` for environment <code>${escapeXml(environment)}</code>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>OTLP requests received</title>
<link rel="stylesheet" href="${OTLP_BASE}/page.css">
</head>
<body>
<h1>OTLP requests received</h1>
<p>${log.total} received${scope}, the newest ${log.requests.length} below, newest first. Reload to see new ones.
Telemetry posted to <code>${OTLP_BASE}/v1/logs</code>, <code>/v1/metrics</code> or <code>/v1/traces</code> lands here
(console config: <code>{"telemetry":{"otlpEndpoint":"${OTLP_BASE}"}}</code>).</p>
${items || '<p><em>Nothing yet.</em></p>'}
</body>
</html>
`;
}

// Linked, not inline: the page runs under the console's CSP (style-src 'self').
const PAGE_CSS = `body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; }
article { border-top: 1px solid #8884; padding: 0.5rem 0; }
h2 { font-size: 1rem; margin: 0; }
.status { font-weight: normal; }
pre { background: #8881; padding: 0.5rem; overflow: auto; max-height: 30rem; }
`;

/** Registers the receiver; call inside the dev helpers' scope, whose hook is the loopback gate. */
export function registerOtlpReceiver(app: FastifyInstance): void {
  const log = new ReceivedLog();
  const answers = new Map<string, number>();

  // Bodies are parsed here, not by the app's JSON parser, so a malformed one gets OTLP's error shape;
  // text/plain is what navigator.sendBeacon sends a string as.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  // A collector's callers hold neither a session nor the XSRF cookie: the exporter posts on its own.
  const otlpRoute = { bodyLimit: BODY_LIMIT, onRequest: allowLoopbackOrigin, config: { kind: 'json', xsrf: 'exempt' } } as const;

  for (const [signal, key] of Object.entries(SIGNALS) as [OtlpSignal, string][]) {
    const path = `${OTLP_BASE}/v1/${signal}`;

    // POST → 200 {partialSuccess: {}}, or the status set for the payload's environment (recorded all the same).
    app.post(path, otlpRoute, async (request, reply) => {
      const text = typeof request.body === 'string' ? request.body : '';
      const body = parseJson(text);
      const resources = isRecord(body) ? body[key] : undefined;
      if (!Array.isArray(resources)) return sendOtlpStatus(reply, 400, `the body must be a JSON object with a "${key}" array`);
      const environment = environmentOf(resources);
      const status = (environment !== null && answers.get(environment)) || 200;
      const sensitiveHeaders = SENSITIVE_HEADERS.filter((name) => request.headers[name] !== undefined);
      log.record({ signal, receivedAt: new Date().toISOString(), environment, status, sensitiveHeaders, body }, text.length);
      if (status === 204 || status === 304) return reply.code(status).send();
      if (status < 300) return sendJson(reply, { partialSuccess: {} }, status);
      return sendOtlpStatus(reply, status, `answer set for deployment.environment "${environment}"`);
    });

    // The CORS preflight of a cross-origin exporter (a JSON POST is not a simple request).
    app.options(path, { onRequest: allowLoopbackOrigin, config: { kind: 'json' } }, async (_request, reply) => {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .send();
    });
  }

  const opts = { config: { kind: 'json' } } as const;

  // GET …/received?environment=X → {total, requests}: newest last.
  app.get(`${OTLP_BASE}/received`, opts, async (request, reply) => {
    return sendJson(reply, log.list(queryField(request.query, 'environment', FILTER_MAX)));
  });

  // PUT …/answers/:environment {status} makes that environment's exports answer this status; DELETE undoes it.
  // No XSRF token asked: the callers are test runners, and a browser sends no cross-site PUT or DELETE
  // without a CORS preflight, which these paths never grant.
  const answerRoute = { config: { kind: 'json', xsrf: 'exempt' } } as const;
  app.put<{ Params: { environment: string } }>(`${OTLP_BASE}/answers/:environment`, answerRoute, async (request, reply) => {
    const body = parseJson(request.body);
    const status = isRecord(body) ? body.status : undefined;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
      return sendJson(reply, { code: 400, message: 'the body must be {"status": <an HTTP status, 200 to 599>}' }, 400);
    }
    const { environment } = request.params;
    answers.delete(environment);
    answers.set(environment, status);
    if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value ?? '');
    return sendJson(reply, { environment, status });
  });
  app.delete<{ Params: { environment: string } }>(`${OTLP_BASE}/answers/:environment`, answerRoute, async (request, reply) => {
    const { environment } = request.params;
    answers.delete(environment);
    return sendJson(reply, { environment, status: null });
  });

  // GET /uiserver/dev/otlp[?environment=X]: what arrived, for a person.
  app.get(OTLP_BASE, { config: { kind: 'page' } }, async (request, reply) => {
    const environment = queryField(request.query, 'environment', FILTER_MAX);
    return reply.type('text/html; charset=utf-8').send(page(log.list(environment), environment));
  });
  app.get(`${OTLP_BASE}/page.css`, async (_request, reply) => reply.type('text/css; charset=utf-8').send(PAGE_CSS));
}
