import { describe, expect, it } from 'vitest';
import { signalLogRecord, type Signal } from './signals';

describe('signalLogRecord: what each signal sends', () => {
  it.each<[string, Signal, object | null]>([
    [
      'an uncaught error',
      { kind: 'error', source: 'uncaught', type: 'TypeError', message: 'x is undefined', stack: 'TypeError: x\n  at f (app.js:1:2)' },
      {
        severityText: 'ERROR',
        severityNumber: 17,
        body: 'TypeError: x is undefined',
        attributes: {
          'console.route': '/dashboard',
          'event.name': 'console.error',
          'console.error.source': 'uncaught',
          'exception.type': 'TypeError',
          'exception.message': 'x is undefined',
          'exception.stacktrace': 'TypeError: x\n  at f (app.js:1:2)',
        },
      },
    ],
    [
      'a lazy part that failed, without a stack',
      { kind: 'error', source: 'lazy-load', type: 'TypeError', message: 'Failed to fetch dynamically imported module' },
      {
        severityText: 'ERROR',
        severityNumber: 17,
        body: 'TypeError: Failed to fetch dynamically imported module',
        attributes: {
          'console.route': '/dashboard',
          'event.name': 'console.error',
          'console.error.source': 'lazy-load',
          'exception.type': 'TypeError',
          'exception.message': 'Failed to fetch dynamically imported module',
        },
      },
    ],
    [
      'an unreadable reply with its status',
      { kind: 'unreadable-reply', call: 'account/theme', status: 200, problem: 'not JSON (text/html)' },
      {
        severityText: 'ERROR',
        severityNumber: 17,
        body: 'unreadable reply to account/theme: not JSON (text/html)',
        attributes: {
          'console.route': '/dashboard',
          'event.name': 'console.unreadable-reply',
          'console.call': 'account/theme',
          'console.reply.problem': 'not JSON (text/html)',
          'http.response.status_code': 200,
        },
      },
    ],
    [
      'an unreadable reply whose data failed its check (no status)',
      { kind: 'unreadable-reply', call: 'notice/list', status: null, problem: '/list must be array' },
      {
        severityText: 'ERROR',
        severityNumber: 17,
        body: 'unreadable reply to notice/list: /list must be array',
        attributes: {
          'console.route': '/dashboard',
          'event.name': 'console.unreadable-reply',
          'console.call': 'notice/list',
          'console.reply.problem': '/list must be array',
        },
      },
    ],
    [
      'a framed page answering 500',
      { kind: 'frame-failed', reason: 'http', status: 500 },
      {
        severityText: 'WARN',
        severityNumber: 13,
        body: 'framed page failed: HTTP 500',
        attributes: {
          'console.route': '/dashboard',
          'event.name': 'console.frame-failed',
          'console.frame.failure': 'http',
          'http.response.status_code': 500,
        },
      },
    ],
    [
      'a framed page that timed out',
      { kind: 'frame-failed', reason: 'timed-out', status: null },
      {
        severityText: 'WARN',
        severityNumber: 13,
        body: 'framed page failed: timed-out',
        attributes: { 'console.route': '/dashboard', 'event.name': 'console.frame-failed', 'console.frame.failure': 'timed-out' },
      },
    ],
    [
      'an expired session',
      { kind: 'session-expired' },
      {
        severityText: 'INFO',
        severityNumber: 9,
        body: 'session expired',
        attributes: { 'console.route': '/dashboard', 'event.name': 'console.session-expired' },
      },
    ],
    [
      'a step-up answer dropped (the frame shows another document): counted, nothing of the page or the ask',
      { kind: 'step-up-answer-dropped' },
      {
        severityText: 'INFO',
        severityNumber: 9,
        body: 'step-up answer dropped: the frame shows another document',
        attributes: { 'console.route': '/dashboard', 'event.name': 'console.step-up-answer-dropped' },
      },
    ],
    [
      'a support session started: the event only',
      { kind: 'support-session', event: 'started' },
      {
        severityText: 'INFO',
        severityNumber: 9,
        body: 'support session started',
        attributes: { 'console.route': '/dashboard', 'event.name': 'console.support-session', 'console.support.event': 'started' },
      },
    ],
    [
      'a support session raised: the event only',
      { kind: 'support-session', event: 'raised' },
      {
        severityText: 'INFO',
        severityNumber: 9,
        body: 'support session raised',
        attributes: { 'console.route': '/dashboard', 'event.name': 'console.support-session', 'console.support.event': 'raised' },
      },
    ],
    [
      'a support session ended: the cause, never who, whose, the reason or the ticket',
      { kind: 'support-session', event: 'ended', cause: 'customer' },
      {
        severityText: 'INFO',
        severityNumber: 9,
        body: 'support session ended: customer',
        attributes: {
          'console.route': '/dashboard',
          'event.name': 'console.support-session',
          'console.support.event': 'ended',
          'console.support.cause': 'customer',
        },
      },
    ],
    [
      'a step-up: the way, the factor and the outcome, never who',
      { kind: 'step-up', via: 'call', factor: 'otp', outcome: 'cancelled' },
      {
        severityText: 'INFO',
        severityNumber: 9,
        body: 'step-up by call: otp, cancelled',
        attributes: {
          'console.route': '/dashboard',
          'event.name': 'console.step-up',
          'console.step_up.via': 'call',
          'console.step_up.factor': 'otp',
          'console.step_up.outcome': 'cancelled',
        },
      },
    ],
    [
      'a CSP violation',
      { kind: 'csp-violation', directive: 'img-src', blocked: 'https://tracker.example' },
      {
        severityText: 'WARN',
        severityNumber: 13,
        body: 'img-src refused https://tracker.example',
        attributes: {
          'console.route': '/dashboard',
          'event.name': 'console.csp-violation',
          'csp.directive': 'img-src',
          'csp.blocked': 'https://tracker.example',
        },
      },
    ],
    ['a timing (a metric, not a log record)', { kind: 'timing', name: 'web_vitals.lcp', value: 812 }, null],
  ])('%s', (_name, signal, record) => {
    expect(signalLogRecord(signal, '/dashboard')).toEqual(record);
  });
});

describe('a support session’s record has no room for personal text', () => {
  // Every field of the signal is one of a fixed set: the record's attributes can only be those words.
  const fixed = new Set(['started', 'raised', 'ended', 'expiry', 'customer', 'supporter', 'console.support-session', '/dashboard']);
  it.each([
    { kind: 'support-session', event: 'started' },
    { kind: 'support-session', event: 'raised' },
    { kind: 'support-session', event: 'ended', cause: 'expiry' },
    { kind: 'support-session', event: 'ended', cause: 'customer' },
    { kind: 'support-session', event: 'ended', cause: 'supporter' },
  ] as const)('$event $cause', (signal) => {
    const record = signalLogRecord(signal, '/dashboard');
    expect(Object.values(record?.attributes ?? {}).every((value) => fixed.has(String(value)))).toBe(true);
    expect(Object.keys(signal).sort()).toEqual(signal.event === 'ended' ? ['cause', 'event', 'kind'] : ['event', 'kind']);
  });
});
