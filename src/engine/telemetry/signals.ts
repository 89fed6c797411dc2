/**
 * What the console reports to an operator's collector, as data: each signal the console can meet,
 * and the OpenTelemetry log record or metric point it becomes. Pure: the record's attributes are
 * the whole of what leaves the browser, so a table test can hold them to docs/telemetry.md.
 */

/** Something went wrong in the page, with the route pattern it went wrong on. */
export type Signal =
  /** An error nothing caught, a rejection nothing handled, a render error a boundary caught, or a lazily loaded part that failed. */
  | { readonly kind: 'error'; readonly source: ErrorSource; readonly type: string; readonly message: string; readonly stack?: string }
  /** A reply of the UI-server the console could not read: the call, its status, what was wrong (never the body). */
  | { readonly kind: 'unreadable-reply'; readonly call: string; readonly status: number | null; readonly problem: string }
  /** A framed legacy page that failed: its HTTP status, or how it failed. */
  | {
      readonly kind: 'frame-failed';
      readonly reason: 'http' | 'network' | 'refused' | 'unchecked' | 'timed-out';
      readonly status: number | null;
    }
  /** The session ended under the user (the UI-server answered 401 to a signed-in tab). */
  | { readonly kind: 'session-expired' }
  /** A fresh proof of the user asked for (step-up, docs/step-up.md): by a framed page or a call, the factor, how it ended; nothing of who. */
  | {
      readonly kind: 'step-up';
      readonly via: 'page' | 'call';
      readonly factor: 'password' | 'otp' | 'sso' | 'unsupported';
      readonly outcome: 'done' | 'cancelled' | 'expired';
    }
  /**
   * A step-up answer (`reauth-result`) not delivered: the frame that asked shows another document by
   * now (navigated, reloaded), which must not receive an answer meant for its predecessor. Nothing of
   * the page, the ask or the outcome.
   */
  | { readonly kind: 'step-up-answer-dropped' }
  /**
   * A support session (an assumed account the customer granted, docs/support-sessions.md) started,
   * was raised to write mode, or ended, and why it ended. Nothing of who, whose account, the
   * reason or the ticket: the customer's log holds those, not the operator's collector.
   */
  | {
      readonly kind: 'support-session';
      readonly event: 'started' | 'raised' | 'ended';
      readonly cause?: 'expiry' | 'customer' | 'supporter';
    }
  /** The Content-Security-Policy or Trusted Types refused something. */
  | { readonly kind: 'csp-violation'; readonly directive: string; readonly blocked: string }
  /** A timing: a web vital or one of the console's own. */
  | { readonly kind: 'timing'; readonly name: TimingName; readonly value: number; readonly attributes?: Readonly<Record<string, string>> };

/** What a part of the console publishes on its start's signals (signals/console-signals.ts): a signal, or an error value still to be read (caught-error.ts). */
export type RawSignal = Signal | { readonly kind: 'caught'; readonly source: ErrorSource; readonly error: unknown };

export type ErrorSource = 'uncaught' | 'rejection' | 'boundary' | 'lazy-load';

export type TimingName = 'web_vitals.lcp' | 'web_vitals.inp' | 'web_vitals.cls' | 'console.sign_in.menu' | 'console.frame.switch';

/** The unit of each timing, as OTLP metrics name it (UCUM); CLS is a score without one. */
export const TIMING_UNITS: Readonly<Record<TimingName, string>> = {
  'web_vitals.lcp': 'ms',
  'web_vitals.inp': 'ms',
  'web_vitals.cls': '1',
  'console.sign_in.menu': 'ms',
  'console.frame.switch': 'ms',
};

export type AttributeValue = string | number;

/** A log record as the OpenTelemetry logs API takes it. */
export interface SignalLogRecord {
  readonly severityNumber: number;
  readonly severityText: 'ERROR' | 'WARN' | 'INFO';
  readonly body: string;
  readonly attributes: Readonly<Record<string, AttributeValue>>;
}

// OpenTelemetry's severity numbers: INFO 9, WARN 13, ERROR 17.
const ERROR = { severityNumber: 17, severityText: 'ERROR' } as const;
const WARN = { severityNumber: 13, severityText: 'WARN' } as const;
const INFO = { severityNumber: 9, severityText: 'INFO' } as const;

/**
 * The log record of a signal (null for a timing, which is a metric). `route` is the route pattern;
 * the texts in the signal have been scrubbed already (scrub.ts). Attribute names follow the
 * OpenTelemetry semantic conventions where one exists (`exception.*`, `http.response.status_code`).
 */
export function signalLogRecord(signal: Signal, route: string): SignalLogRecord | null {
  const at = { 'console.route': route, 'event.name': `console.${signal.kind}` };
  switch (signal.kind) {
    case 'error':
      return {
        ...ERROR,
        body: `${signal.type}: ${signal.message}`,
        attributes: {
          ...at,
          'console.error.source': signal.source,
          'exception.type': signal.type,
          'exception.message': signal.message,
          ...(signal.stack === undefined ? {} : { 'exception.stacktrace': signal.stack }),
        },
      };
    case 'unreadable-reply':
      return {
        ...ERROR,
        body: `unreadable reply to ${signal.call}: ${signal.problem}`,
        attributes: {
          ...at,
          'console.call': signal.call,
          'console.reply.problem': signal.problem,
          ...(signal.status === null ? {} : { 'http.response.status_code': signal.status }),
        },
      };
    case 'frame-failed':
      return {
        ...WARN,
        body: signal.status === null ? `framed page failed: ${signal.reason}` : `framed page failed: HTTP ${signal.status}`,
        attributes: {
          ...at,
          'console.frame.failure': signal.reason,
          ...(signal.status === null ? {} : { 'http.response.status_code': signal.status }),
        },
      };
    case 'session-expired':
      return { ...INFO, body: 'session expired', attributes: at };
    case 'step-up':
      return {
        ...INFO,
        body: `step-up by ${signal.via}: ${signal.factor}, ${signal.outcome}`,
        attributes: {
          ...at,
          'console.step_up.via': signal.via,
          'console.step_up.factor': signal.factor,
          'console.step_up.outcome': signal.outcome,
        },
      };
    case 'step-up-answer-dropped':
      return { ...INFO, body: 'step-up answer dropped: the frame shows another document', attributes: at };
    case 'support-session':
      return {
        ...INFO,
        body: signal.cause === undefined ? `support session ${signal.event}` : `support session ${signal.event}: ${signal.cause}`,
        attributes: {
          ...at,
          'console.support.event': signal.event,
          ...(signal.cause === undefined ? {} : { 'console.support.cause': signal.cause }),
        },
      };
    case 'csp-violation':
      return {
        ...WARN,
        body: `${signal.directive} refused ${signal.blocked}`,
        attributes: { ...at, 'csp.directive': signal.directive, 'csp.blocked': signal.blocked },
      };
    case 'timing':
      return null;
  }
}

// The topics of the console start's signals that carry what telemetry reports (signals/console-signals.ts).
declare module '../signals/console-signals' {
  interface SignalTopics {
    /** Something telemetry reports, or an error value still to be read. */
    readonly signal: RawSignal;
    /**
     * Telemetry has started: the workspace publishes its whole state once more (as a change from an
     * empty workspace), so a frame that failed before telemetry was loaded is still told.
     */
    readonly 'telemetry-started': null;
  }
}
