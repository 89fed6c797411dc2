/**
 * How telemetry leaves the page: OTLP/HTTP JSON, serialized by OpenTelemetry's own serializers and
 * sent by the console with `fetch`, never with the browser's credentials.
 *
 * OpenTelemetry's browser exporters (exporter-logs-otlp-http, exporter-metrics-otlp-http 0.223) send
 * with `fetch` and the request's default credentials mode, `same-origin`: a collector on the
 * console's own origin (`/otel` behind the same proxy, the set-up docs/telemetry.md describes)
 * received the session and XSRF cookies with every export, and the exporters take no option to
 * change that (their options are the url, headers, a timeout and a concurrency limit). So the
 * requests are made here, each with `credentials: 'omit'` (no cookie, whatever the collector's
 * origin), no header but `Content-Type` (no XSRF header: nothing here reads the cookie) and
 * `referrerPolicy: 'no-referrer'` (the page's url, query and all, is not sent as the Referer).
 */
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { JsonLogsSerializer, JsonMetricsSerializer } from '@opentelemetry/otlp-transformer';
import type { LogRecordExporter, ReadableLogRecord } from '@opentelemetry/sdk-logs';
import type { PushMetricExporter, ResourceMetrics } from '@opentelemetry/sdk-metrics';

/** Browsers refuse keepalive requests beyond 64 KiB in flight in all; this leaves room for headers. */
export const KEEPALIVE_BYTES = 60 * 1024;
/** Chrome refuses a tenth keepalive request in flight. */
export const KEEPALIVE_REQUESTS = 9;
export const EXPORT_TIMEOUT_MS = 10_000;

/** The keepalive requests in flight, shared by the exporters of one telemetry start. */
export interface KeepaliveBudget {
  bytes: number;
  requests: number;
}

/**
 * What every export is sent with. `keepalive` lets an export made as the page is hidden or left
 * arrive after it is gone (web vitals are reported then).
 */
export function exportRequest(body: BodyInit, keepalive: boolean, signal: AbortSignal): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    keepalive,
    signal,
  };
}

/** Whether one more request of `bytes` may go as keepalive within the browser's limits. */
export function mayKeepAlive(budget: KeepaliveBudget, bytes: number): boolean {
  return budget.bytes + bytes <= KEEPALIVE_BYTES && budget.requests < KEEPALIVE_REQUESTS;
}

export interface OtlpSender {
  /** Posts one serialized export to `url`; resolves with the export's result, never rejects. */
  send(url: string, body: Uint8Array): Promise<ExportResult>;
  /** Resolves when every send under way has ended. */
  settled(): Promise<void>;
}

/** The sender of one telemetry start; `fetcher` is the page's fetch (a test's stand-in). */
export function otlpSender(fetcher: typeof fetch = (input, init) => fetch(input, init)): OtlpSender {
  const budget: KeepaliveBudget = { bytes: 0, requests: 0 };
  const underWay = new Set<Promise<ExportResult>>();
  const post = async (url: string, body: Uint8Array): Promise<ExportResult> => {
    const keepalive = mayKeepAlive(budget, body.byteLength);
    if (keepalive) {
      budget.bytes += body.byteLength;
      budget.requests += 1;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), EXPORT_TIMEOUT_MS);
    try {
      const response = await fetcher(url, exportRequest(new Uint8Array(body), keepalive, abort.signal));
      return response.ok
        ? { code: ExportResultCode.SUCCESS }
        : { code: ExportResultCode.FAILED, error: new Error(`the collector answered ${response.status}`) };
    } catch (error) {
      return { code: ExportResultCode.FAILED, error: error instanceof Error ? error : new Error('the export was not sent') };
    } finally {
      clearTimeout(timer);
      if (keepalive) {
        budget.bytes -= body.byteLength;
        budget.requests -= 1;
      }
    }
  };
  return {
    send: (url, body) => {
      const sending = post(url, body);
      underWay.add(sending);
      void sending.then(() => underWay.delete(sending));
      return sending;
    },
    settled: async () => {
      await Promise.allSettled([...underWay]);
    },
  };
}

const NOTHING_TO_SEND: ExportResult = { code: ExportResultCode.SUCCESS };

/** Log records, as OTLP/HTTP JSON, to `url` (`{otlpEndpoint}/v1/logs`). */
export function otlpLogExporter(url: string, sender: OtlpSender): LogRecordExporter {
  return {
    export: (records: ReadableLogRecord[], done: (result: ExportResult) => void) => {
      const body = JsonLogsSerializer.serializeRequest(records);
      if (body === undefined) done(NOTHING_TO_SEND);
      else void sender.send(url, body).then(done);
    },
    forceFlush: () => sender.settled(),
    shutdown: () => sender.settled(),
  };
}

/** Metrics (cumulative, the SDK's default temporality), as OTLP/HTTP JSON, to `url` (`{otlpEndpoint}/v1/metrics`). */
export function otlpMetricExporter(url: string, sender: OtlpSender): PushMetricExporter {
  return {
    export: (metrics: ResourceMetrics, done: (result: ExportResult) => void) => {
      const body = JsonMetricsSerializer.serializeRequest(metrics);
      if (body === undefined) done(NOTHING_TO_SEND);
      else void sender.send(url, body).then(done);
    },
    forceFlush: () => sender.settled(),
    shutdown: () => sender.settled(),
  };
}
