/**
 * The reference server's stand-in OTLP receiver (server/routes/otlp-receiver.ts), as the telemetry
 * specs read it: each test points the console at it with an environment of its own (workers share
 * one server), then reads back what arrived for that environment, flattened to log records and
 * metric names.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const OTLP_BASE = '/uiserver/dev/otlp';

interface KeyValue {
  key: string;
  value: { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
}

export interface ReceivedRequest {
  seq: number;
  signal: 'logs' | 'metrics' | 'traces';
  environment: string | null;
  status: number;
  /** Headers a collector must never get that arrived with it (cookie, x-xsrf-token, authorization, referer). */
  sensitiveHeaders: string[];
  body: Record<string, unknown>;
}

/** A log record with its attributes as a plain object. */
export interface FlatLog {
  severityText: string;
  body: string;
  attributes: Record<string, string | number | boolean | undefined>;
  resource: Record<string, string | number | boolean | undefined>;
}

function flatten(attributes: KeyValue[] | undefined): Record<string, string | number | boolean | undefined> {
  return Object.fromEntries(
    (attributes ?? []).map(({ key, value }) => [
      key,
      value.stringValue ?? (value.intValue === undefined ? undefined : Number(value.intValue)) ?? value.doubleValue ?? value.boolValue,
    ]),
  );
}

/** Points the console at the receiver for this page, with a fresh environment name; returns it. */
export async function configureTelemetry(page: Page, settings: Record<string, unknown> = {}): Promise<string> {
  const environment = `e2e-${Math.random().toString(36).slice(2, 10)}`;
  await page.route('**/console-config.json', (route) =>
    route.fulfill({ json: { telemetry: { otlpEndpoint: OTLP_BASE, environment, ...settings } }, headers: { 'cache-control': 'no-store' } }),
  );
  return environment;
}

export async function received(request: APIRequestContext, environment: string): Promise<ReceivedRequest[]> {
  const response = await request.get(`${OTLP_BASE}/received?environment=${encodeURIComponent(environment)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { requests: ReceivedRequest[] }).requests;
}

export async function receivedLogs(request: APIRequestContext, environment: string): Promise<FlatLog[]> {
  const logs: FlatLog[] = [];
  for (const { signal, body } of await received(request, environment)) {
    if (signal !== 'logs') continue;
    for (const resourceLog of (body.resourceLogs as {
      resource?: { attributes?: KeyValue[] };
      scopeLogs?: { logRecords?: unknown[] }[];
    }[]) ?? []) {
      const resource = flatten(resourceLog.resource?.attributes);
      for (const scope of resourceLog.scopeLogs ?? []) {
        for (const record of (scope.logRecords ?? []) as {
          severityText: string;
          body?: { stringValue?: string };
          attributes?: KeyValue[];
        }[]) {
          logs.push({
            severityText: record.severityText,
            body: record.body?.stringValue ?? '',
            attributes: flatten(record.attributes),
            resource,
          });
        }
      }
    }
  }
  return logs;
}

/** Every metric data point that arrived: the metric's name, its unit and the point's attributes. */
export async function receivedMetrics(
  request: APIRequestContext,
  environment: string,
): Promise<{ name: string; unit: string; attributes: Record<string, string | number | boolean | undefined>; count: number }[]> {
  const points: { name: string; unit: string; attributes: Record<string, string | number | boolean | undefined>; count: number }[] = [];
  for (const { signal, body } of await received(request, environment)) {
    if (signal !== 'metrics') continue;
    for (const resourceMetric of (body.resourceMetrics as { scopeMetrics?: { metrics?: unknown[] }[] }[]) ?? []) {
      for (const scope of resourceMetric.scopeMetrics ?? []) {
        for (const metric of (scope.metrics ?? []) as {
          name: string;
          unit?: string;
          histogram?: { dataPoints?: { attributes?: KeyValue[]; count?: string | number }[] };
        }[]) {
          for (const point of metric.histogram?.dataPoints ?? []) {
            points.push({
              name: metric.name,
              unit: metric.unit ?? '',
              attributes: flatten(point.attributes),
              count: Number(point.count ?? 0),
            });
          }
        }
      }
    }
  }
  return points;
}

/** Sets what the receiver answers this environment (e.g. 503), or clears it with null. */
export async function answerWith(request: APIRequestContext, environment: string, status: number | null): Promise<void> {
  const url = `${OTLP_BASE}/answers/${encodeURIComponent(environment)}`;
  const response = status === null ? await request.delete(url) : await request.put(url, { data: { status } });
  expect(response.ok()).toBe(true);
}
