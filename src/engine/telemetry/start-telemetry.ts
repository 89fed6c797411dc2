/**
 * Telemetry for one page load, when a deployer configured a collector: loaded lazily once the
 * signed-in shell has painted (app/start-integrations.ts), never otherwise, so it costs the
 * console's first screens nothing. It hears what the page meets (uncaught errors and rejections,
 * lazy parts that failed, CSP and Trusted Types violations, and the console start's own signals,
 * signals/console-signals.ts), scrubs it (scrub.ts), and hands it to OpenTelemetry's SDK, which
 * batches it; otlp-json-exporter.ts sends OTLP/HTTP JSON to `{otlpEndpoint}/v1/logs` and
 * `/v1/metrics`, without the browser's credentials. Nothing here may throw into the page: every
 * listener catches. docs/telemetry.md lists every signal with an example.
 */
import type { Histogram } from '@opentelemetry/api';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { TelemetryConfig } from '../../generated/types/telemetry-config';
import validateTelemetryConfig from '../../generated/validators/telemetry-config.js';
import { MENU_PAINTED_MARK, SIGN_IN_MARK } from '../login/sign-in-warm-up';
import type { RouteTable } from '../manifest/route-table';
import type { SessionStore } from '../session/session';
import type { ConsoleSignals, SignalTopics } from '../signals/console-signals';
import { versionMetaContent } from '../version/running-version';
import { caughtError } from './caught-error';
import { afterFailure, afterSuccess, mayExport, READY, sampledIn, type BackoffState } from './collector-backoff';
import { otlpLogExporter, otlpMetricExporter, otlpSender } from './otlp-json-exporter';
import { routePattern, scrubAttributes, scrubLogRecord, scrubSignal } from './scrub';
import { signalLogRecord, TIMING_UNITS, type RawSignal, type TimingName } from './signals';
import { observeWorkspace, switchTiming, type PendingSwitch } from './workspace-signals';

/** The workspace's topic, as its publisher declared it (frames/workspace-change.ts). */
type WorkspaceChange = SignalTopics['workspace-change'];

export const SERVICE_NAME = 'email-security-console';
export const DEFAULT_ENVIRONMENT = 'production';

/** Bounds of what waits in the page: a collector that is down costs at most this much memory. */
export const LOG_QUEUE = { maxQueueSize: 200, maxExportBatchSize: 50, scheduledDelayMillis: 2_000, exportTimeoutMillis: 10_000 } as const;
export const METRIC_INTERVAL_MS = 60_000;

export interface TelemetryContext {
  readonly config: TelemetryConfig;
  readonly routeTable: RouteTable;
  readonly session: SessionStore;
  /** The console start's signals: what the console meets, and the workspace's changes. */
  readonly signals: ConsoleSignals;
  /** The running build's version (its page's meta element); null in development. */
  readonly version: string | null;
}

/**
 * Starts telemetry for a page load whose settings (console-config.json's `telemetry`) are valid and
 * that is sampled in (one draw per load: a page sampled out sends nothing), once the shell has
 * painted. Settings that are not of their schema start nothing: the console works as unconfigured.
 */
export function startConfiguredTelemetry(
  settings: unknown,
  services: Pick<TelemetryContext, 'routeTable' | 'session' | 'signals'>,
): Promise<Telemetry | null> {
  if (!validateTelemetryConfig(settings)) return Promise.resolve(null);
  const config = settings as TelemetryConfig;
  if (!sampledIn(config.sampleRate, Math.random())) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    nextPaint(() => {
      // A start that throws rejects (the caller, start-integrations.ts, lets telemetry stay off).
      try {
        resolve(startTelemetry({ ...services, config, version: versionMetaContent(document) }));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** After the next frame is painted (a hidden tab paints none: at once). */
function nextPaint(then: () => void): void {
  if (document.visibilityState !== 'visible') then();
  else requestAnimationFrame(() => setTimeout(then, 0));
}

export interface Telemetry {
  /** Sends what waits and stops listening. */
  readonly stop: () => Promise<void>;
}

/** The strings of the signed-in account that must never leave: names, email, ids. */
function personalStrings(session: SessionStore): string[] {
  const info = session.info;
  if (info === null) return [];
  const { account } = info;
  return [
    account.name,
    account.email,
    account.account_id,
    account.license_acct_id,
    account.parent_id,
    account.comp.name,
    account.comp.GUID,
    ...(info.previous ? [info.previous.assumeas_name, String(info.previous.assumeas_id)] : []),
  ].filter((value): value is string => typeof value === 'string' && value !== '');
}

interface Exporter<T> {
  export(items: T, resultCallback: (result: ExportResult) => void): void;
  shutdown(): Promise<void>;
  forceFlush(): Promise<void>;
}

/**
 * An exporter that stops sending while the collector is failing (collector-backoff.ts): what comes
 * in meanwhile is dropped, the queue before it stays bounded, and the collector meets a request now
 * and then instead of one per batch.
 */
function guarded<T, E extends Exporter<T>>(exporter: E, backoff: { state: BackoffState }): E {
  const original = exporter.export.bind(exporter);
  exporter.export = (items, resultCallback) => {
    if (!mayExport(backoff.state, Date.now())) {
      resultCallback({ code: ExportResultCode.FAILED });
      return;
    }
    original(items, (result) => {
      backoff.state = result.code === ExportResultCode.SUCCESS ? afterSuccess() : afterFailure(backoff.state, Date.now(), Math.random());
      resultCallback(result);
    });
  };
  return exporter;
}

/** A collector url under the base: an https url or a path on the console's own origin. */
function endpointUrl(base: string, signal: 'logs' | 'metrics'): string {
  return new URL(`${base.replace(/\/+$/, '')}/v1/${signal}`, window.location.href).href;
}

const MS_BUCKETS = [50, 100, 200, 300, 500, 800, 1_200, 2_000, 3_000, 5_000, 10_000];
const SCORE_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

export function startTelemetry(context: TelemetryContext): Telemetry {
  const { config, routeTable, session, signals } = context;
  const resource = resourceFromAttributes({
    'service.name': SERVICE_NAME,
    'service.version': context.version ?? 'development',
    'deployment.environment': config.environment ?? DEFAULT_ENVIRONMENT,
  });
  const backoff = { state: READY };
  const sender = otlpSender();
  const logs = new LoggerProvider({
    resource,
    processors: [
      new BatchLogRecordProcessor({
        exporter: guarded(otlpLogExporter(endpointUrl(config.otlpEndpoint, 'logs'), sender), backoff),
        ...LOG_QUEUE,
      }),
    ],
  });
  const reader = new PeriodicExportingMetricReader({
    exporter: guarded(otlpMetricExporter(endpointUrl(config.otlpEndpoint, 'metrics'), sender), backoff),
    exportIntervalMillis: METRIC_INTERVAL_MS,
  });
  const metrics = new MeterProvider({ resource, readers: [reader] });
  const logger = logs.getLogger('console');
  const meter = metrics.getMeter('console');
  const histograms = new Map<TimingName, Histogram>();
  const histogram = (name: TimingName): Histogram => {
    let found = histograms.get(name);
    if (found === undefined) {
      const unit = TIMING_UNITS[name];
      found = meter.createHistogram(name, { unit, advice: { explicitBucketBoundaries: unit === 'ms' ? MS_BUCKETS : SCORE_BUCKETS } });
      histograms.set(name, found);
    }
    return found;
  };

  const record = (raw: RawSignal): void => {
    try {
      const signal = raw.kind === 'caught' ? caughtError(raw.error, raw.source) : raw;
      const route = routePattern(window.location.pathname, routeTable);
      const personal = personalStrings(session);
      const clean = scrubSignal(signal, personal);
      // Whatever a record or a point carries is scrubbed once more as it leaves, every attribute
      // and the body: no text reaches the exporter unscrubbed, whichever signal it came with.
      if (clean.kind === 'timing') {
        histogram(clean.name).record(clean.value, scrubAttributes({ 'console.route': route, ...clean.attributes }, personal));
        return;
      }
      const entry = signalLogRecord(clean, route);
      if (entry !== null) logger.emit(scrubLogRecord(entry, personal));
    } catch {
      // Telemetry never breaks the page it reports on.
    }
  };

  // The workspace's changes (engine/frames/workspace-runtime.ts publishes them): failed frames, and how long a switch took:
  // a kept frame's switch ends when it is painted, a fresh one's when its page has loaded.
  let pending: PendingSwitch | null = null;
  const observeSwitches = ({ prev, next, at, replay }: WorkspaceChange): void => {
    const observed = observeWorkspace(prev, next, replay ? null : pending, at);
    for (const signal of observed.signals) record(signal);
    // A replay tells the failures from before telemetry started; no switch happened in it.
    if (replay) return;
    pending = observed.pending;
    const kept = observed.paintEnds;
    if (kept !== null) nextPaint(() => record(switchTiming(kept, performance.now())));
  };

  const listeners: [EventTarget, string, (event: Event) => void][] = [
    [
      window,
      'error',
      (event) => record({ kind: 'caught', source: 'uncaught', error: (event as ErrorEvent).error ?? (event as ErrorEvent).message }),
    ],
    [
      window,
      'unhandledrejection',
      (event) => record({ kind: 'caught', source: 'rejection', error: (event as PromiseRejectionEvent).reason }),
    ],
    [
      window,
      'vite:preloadError',
      (event) => record({ kind: 'caught', source: 'lazy-load', error: (event as Event & { payload?: unknown }).payload }),
    ],
    [
      document,
      'securitypolicyviolation',
      (event) => {
        const violation = event as SecurityPolicyViolationEvent;
        record({ kind: 'csp-violation', directive: violation.effectiveDirective, blocked: violation.blockedURI });
      },
    ],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  const unsubscribe = [signals.subscribe('signal', record), signals.subscribe('workspace-change', observeSwitches)];
  signals.publish('telemetry-started', null);

  const vital = (name: TimingName) => (metric: Metric) => record({ kind: 'timing', name, value: metric.value });
  onLCP(vital('web_vitals.lcp'));
  onINP(vital('web_vitals.inp'));
  onCLS(vital('web_vitals.cls'));

  // A sign-in's submit and the menu painted after it are marks (sign-in-warm-up.ts, Layout.tsx);
  // observed, buffered, so a menu painted before telemetry started still counts.
  let signedInAt: number | null = null;
  const marks = new PerformanceObserver((list) => {
    for (const mark of list.getEntries()) {
      if (mark.name === SIGN_IN_MARK) signedInAt = mark.startTime;
      else if (mark.name === MENU_PAINTED_MARK && signedInAt !== null) {
        record({ kind: 'timing', name: 'console.sign_in.menu', value: mark.startTime - signedInAt });
        signedInAt = null;
      }
    }
  });
  marks.observe({ type: 'mark', buffered: true });

  // The SDK's batch processor sends what waits when the page is hidden; the metrics reader does
  // not, and web-vitals reports LCP, INP and CLS as the page is hidden: flushed after them.
  const flush = (): void => {
    if (document.visibilityState === 'hidden') void Promise.allSettled([logs.forceFlush(), metrics.forceFlush()]);
  };
  document.addEventListener('visibilitychange', flush);
  window.addEventListener('pagehide', flush);

  return {
    stop: async () => {
      marks.disconnect();
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      for (const stop of unsubscribe) stop();
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flush);
      await Promise.allSettled([logs.shutdown(), metrics.shutdown()]);
    },
  };
}
