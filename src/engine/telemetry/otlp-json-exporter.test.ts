import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { describe, expect, it, vi } from 'vitest';
import {
  exportRequest,
  KEEPALIVE_BYTES,
  KEEPALIVE_REQUESTS,
  mayKeepAlive,
  otlpLogExporter,
  otlpSender,
  type KeepaliveBudget,
} from './otlp-json-exporter';

const URL_LOGS = 'https://console.example/otel/v1/logs';

describe('exportRequest: what every export is sent with', () => {
  const request = exportRequest(new Uint8Array([1]), true, new AbortController().signal);
  it('never the browser’s credentials: no cookie, whatever the collector’s origin', () => {
    expect(request.credentials).toBe('omit');
  });
  it('no header but the content type: no XSRF header, no session', () => {
    expect(request.headers).toEqual({ 'Content-Type': 'application/json' });
  });
  it('no Referer: the page’s url and its query stay in the page', () => {
    expect(request.referrerPolicy).toBe('no-referrer');
  });
  it('a POST that may outlive the page', () => {
    expect(request).toMatchObject({ method: 'POST', keepalive: true });
  });
});

describe('mayKeepAlive: within the browser’s limits for requests outliving the page', () => {
  it.each<[string, KeepaliveBudget, number, boolean]>([
    ['nothing in flight, a small export', { bytes: 0, requests: 0 }, 1_000, true],
    ['an export of exactly the limit', { bytes: 0, requests: 0 }, KEEPALIVE_BYTES, true],
    ['one byte over the limit with what is in flight', { bytes: KEEPALIVE_BYTES - 10, requests: 1 }, 11, false],
    ['the last request the browser allows', { bytes: 0, requests: KEEPALIVE_REQUESTS - 1 }, 10, true],
    ['one request too many', { bytes: 0, requests: KEEPALIVE_REQUESTS }, 10, false],
  ])('%s', (_name, budget, bytes, allowed) => {
    expect(mayKeepAlive(budget, bytes)).toBe(allowed);
  });
});

describe('otlpSender', () => {
  it('posts to the url and reports a 2xx as a success, anything else and a network failure as a failure', async () => {
    const answers = [new Response(null, { status: 200 }), new Response(null, { status: 503 })];
    const fetcher = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      const answer = answers.shift();
      if (answer === undefined) throw new TypeError('Failed to fetch');
      return answer;
    });
    const sender = otlpSender(fetcher);
    const body = new TextEncoder().encode('{}');
    expect((await sender.send(URL_LOGS, body)).code).toBe(ExportResultCode.SUCCESS);
    expect((await sender.send(URL_LOGS, body)).code).toBe(ExportResultCode.FAILED);
    expect((await sender.send(URL_LOGS, body)).code).toBe(ExportResultCode.FAILED);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(fetcher.mock.calls[0]?.[0]).toBe(URL_LOGS);
    expect(fetcher.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit', keepalive: true });
  });

  it('sends an export too large to outlive the page as an ordinary request, and frees the budget after each', async () => {
    const inits: RequestInit[] = [];
    const sender = otlpSender(async (_url, init) => {
      inits.push(init!);
      return new Response(null, { status: 200 });
    });
    await sender.send(URL_LOGS, new Uint8Array(KEEPALIVE_BYTES + 1));
    await sender.send(URL_LOGS, new Uint8Array(10));
    expect(inits.map((init) => init.keepalive)).toEqual([false, true]);
  });

  it('settled waits for what is under way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sender = otlpSender(() => new Promise<Response>((resolve) => (answer = resolve)));
    const sent = sender.send(URL_LOGS, new Uint8Array(1));
    let settled = false;
    void sender.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(new Response(null, { status: 200 }));
    await sent;
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});

describe('otlpLogExporter', () => {
  it('sends the SDK’s log records as OTLP JSON, with the resource, without credentials', async () => {
    const posted: { url: string; init: RequestInit }[] = [];
    const sender = otlpSender(async (url, init) => {
      posted.push({ url: String(url), init: init! });
      return new Response(null, { status: 200 });
    });
    const results: ExportResult[] = [];
    const exporter = otlpLogExporter(URL_LOGS, sender);
    const provider = new LoggerProvider({
      resource: resourceFromAttributes({ 'service.name': 'email-security-console' }),
      processors: [
        new BatchLogRecordProcessor({
          exporter: { ...exporter, export: (records, done) => exporter.export(records, (r) => (results.push(r), done(r))) },
        }),
      ],
    });
    provider
      .getLogger('console')
      .emit({ severityNumber: 17, severityText: 'ERROR', body: 'TypeError: x', attributes: { 'event.name': 'console.error' } });
    await provider.forceFlush();
    expect(results.map((result) => result.code)).toEqual([ExportResultCode.SUCCESS]);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toBe(URL_LOGS);
    expect(posted[0]?.init.credentials).toBe('omit');
    const sent = JSON.parse(new TextDecoder().decode(posted[0]?.init.body as Uint8Array)) as {
      resourceLogs: { resource: { attributes: { key: string }[] }; scopeLogs: { logRecords: { body: { stringValue: string } }[] }[] }[];
    };
    expect(sent.resourceLogs[0]?.resource.attributes.map((attribute) => attribute.key)).toContain('service.name');
    expect(sent.resourceLogs[0]?.scopeLogs[0]?.logRecords[0]?.body.stringValue).toBe('TypeError: x');
    await provider.shutdown();
  });
});
