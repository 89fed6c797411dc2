// @vitest-environment jsdom
/**
 * `support-ended` heard in the signed-in scope, which every signed-in tab has loaded: with the support
 * runtime running, the runtime takes it; without it (the bar's code not loaded, or failed to load), the
 * hearing ends the session itself: halt, telemetry, the note, the gate, the supporter's page. One log
 * holds each step in the order it happened.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TabMessage } from '../../generated/types/tab-message';
import type { ApiClient } from '../api/http';
import type { ExpiryKeeper } from '../api/unauthorized';
import { createLeaveGuard } from '../leaving/leave-guard';
import { createSignedInScope } from '../scope/signed-in-scope';
import { readSession, writeSession } from '../storage/browser-storage';
import { readEndedNote } from './support-end';
import { hearSupportEnded, type SupportHearing } from './support-heard';

const ACCOUNT = { id: '1036', name: 'ACME' };

function setup(gateAnswer: boolean | null = null) {
  const log: string[] = [];
  const listeners = new Set<(message: TabMessage) => void>();
  const leaving = createLeaveGuard();
  if (gateAnswer !== null) {
    leaving.keep({
      ask: () => {
        log.push('gate');
        return Promise.resolve(gateAnswer);
      },
      letGo: () => log.push('let go'),
    });
  }
  const deps = {
    tabs: {
      listen: (listener: (message: TabMessage) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    api: { interceptors: { request: { use: () => log.push('halt') } } } as unknown as Pick<ApiClient, 'interceptors'>,
    leaving,
    signals: { publish: (_type: string, signal: unknown) => log.push(`signal ${JSON.stringify(signal)}`) } as never,
    leave: (url: string) => log.push(`leave ${url}`),
  };
  const hear = (message: TabMessage): void => {
    for (const listener of [...listeners]) listener(message);
  };
  return { log, deps, hear, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => writeSession('supportEnded', null));

describe('hearSupportEnded', () => {
  const ended: TabMessage = { version: 1, type: 'support-ended', account: '1036', cause: 'customer' };
  const SIGNAL = 'signal {"kind":"support-session","event":"ended","cause":"customer"}';

  it.for<{ name: string; messages: TabMessage[]; gate: boolean | null; taken: boolean; expected: string[] }>([
    {
      name: 'no runtime, no typed input: halt, telemetry, gate, the supporter’s page',
      messages: [ended],
      gate: null,
      taken: false,
      expected: ['halt', SIGNAL, 'leave /'],
    },
    {
      name: 'no runtime, pages let go at the gate: halt, telemetry, gate, let go, leave',
      messages: [ended],
      gate: true,
      taken: false,
      expected: ['halt', SIGNAL, 'gate', 'let go', 'leave /'],
    },
    {
      name: 'no runtime, the user stays to copy: halted, and the tab stays',
      messages: [ended],
      gate: false,
      taken: false,
      expected: ['halt', SIGNAL, 'gate'],
    },
    { name: 'heard twice: ended once', messages: [ended, ended], gate: null, taken: false, expected: ['halt', SIGNAL, 'leave /'] },
    {
      name: 'the runtime runs: it takes the end, and the hearing does nothing itself',
      messages: [ended],
      gate: null,
      taken: true,
      expected: ['runtime customer'],
    },
    {
      name: 'another account’s end: nothing',
      messages: [{ version: 1, type: 'support-ended', account: '2001', cause: 'customer' }],
      gate: null,
      taken: false,
      expected: [],
    },
    {
      name: 'other messages: nothing',
      messages: [{ version: 1, type: 'session-expired' } as TabMessage],
      gate: null,
      taken: false,
      expected: [],
    },
  ])('$name', async ({ messages, gate, taken, expected }) => {
    const { log, deps, hear } = setup(gate);
    const hearing = hearSupportEnded(ACCOUNT, deps);
    if (taken) hearing.take((cause) => log.push(`runtime ${cause}`));
    for (const message of messages) hear(message);
    await settle();
    expect(log).toEqual(expected);
    if (expected.includes('halt'))
      expect(readEndedNote(readSession('supportEnded'), Date.now())).toEqual({ cause: 'customer', account: 'ACME' });
  });

  it('a runtime that stopped gives the end back to the hearing', async () => {
    const { log, deps, hear } = setup();
    const hearing: SupportHearing = hearSupportEnded(ACCOUNT, deps);
    const release = hearing.take((cause) => log.push(`runtime ${cause}`));
    release();
    hear(ended);
    await settle();
    expect(log).toEqual(['halt', SIGNAL, 'leave /']);
  });

  it('is a child of the signed-in scope, and stops with it', async () => {
    const { log, deps, hear, listeners } = setup();
    const scope = createSignedInScope(ACCOUNT, {
      tabs: { listen: deps.tabs.listen, post: () => undefined },
      expiry: {} as ExpiryKeeper,
      guardDeps: {
        tabs: { post: () => undefined },
        signals: { publish: () => undefined },
        endSession: () => undefined,
        reloadRoot: () => undefined,
      },
      root: { setAttribute: () => undefined, removeAttribute: () => undefined } as unknown as HTMLElement,
      support: { api: deps.api, leaving: deps.leaving, signals: deps.signals, leave: deps.leave },
    });
    expect(scope.supportEnd).not.toBeNull();
    const before = listeners.size;
    scope.stop();
    expect(listeners.size).toBe(before - 2);
    hear(ended);
    await settle();
    expect(log).toEqual([]);
  });
});
