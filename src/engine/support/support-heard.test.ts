// @vitest-environment jsdom
/**
 * `support-ended` heard in the signed-in scope, which every signed-in tab has loaded: with the support
 * runtime running, the runtime takes it; without it (the bar's code not loaded, or failed to load), the
 * hearing halts the tab and finishes the end (support-heard-end.ts): telemetry, the note, the gate,
 * the supporter's page. One log holds each step in the order it happened.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TabMessage } from '../../generated/types/tab-message';
import type { ApiClient } from '../api/http';
import type { ExpiryKeeper } from '../api/unauthorized';
import { createLeaveGuard } from '../leaving/leave-guard';
import { createSignedInScope } from '../scope/signed-in-scope';
import { readSession, writeSession } from '../storage/browser-storage';
import { readEndedNote, type EndCause } from './support-end';
import { hearSupportEnded } from './support-heard';
import { finishHeardEnd } from './support-heard-end';

const ACCOUNT = { id: '1036', name: 'ACME' };
const ENDED: TabMessage = { version: 1, type: 'support-ended', account: '1036', cause: 'customer' };

function listening(log: string[] = []) {
  const listeners = new Set<(message: TabMessage) => void>();
  return {
    listeners,
    post: (message: Omit<TabMessage, 'version'>) => void log.push(`tell ${message.type} ${(message as { cause?: string }).cause ?? ''}`),
    listen: (listener: (message: TabMessage) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hear: (message: TabMessage): void => {
      for (const listener of [...listeners]) listener(message);
    },
  };
}

function halting(log: string[]): Pick<ApiClient, 'interceptors'> {
  return { interceptors: { request: { use: () => log.push('halt') } } } as unknown as Pick<ApiClient, 'interceptors'>;
}

afterEach(() => writeSession('supportEnded', null));

describe('hearSupportEnded', () => {
  it.for<{ name: string; messages: TabMessage[]; taken: boolean; expected: string[] }>([
    { name: 'no runtime: halt, then the rest of the end', messages: [ENDED], taken: false, expected: ['halt', 'finish customer'] },
    { name: 'heard twice: ended once', messages: [ENDED, ENDED], taken: false, expected: ['halt', 'finish customer'] },
    {
      name: 'the runtime runs: it takes the end, the hearing does nothing itself',
      messages: [ENDED],
      taken: true,
      expected: ['runtime customer'],
    },
    {
      name: 'another account’s end: nothing',
      messages: [{ version: 1, type: 'support-ended', account: '2001', cause: 'customer' }],
      taken: false,
      expected: [],
    },
    { name: 'other messages: nothing', messages: [{ version: 1, type: 'session-expired' } as TabMessage], taken: false, expected: [] },
  ])('$name', ({ messages, taken, expected }) => {
    const log: string[] = [];
    const tabs = listening();
    const hearing = hearSupportEnded(ACCOUNT, { tabs, api: halting(log), finish: (cause) => log.push(`finish ${cause}`) });
    if (taken) hearing.take((cause) => log.push(`runtime ${cause}`));
    for (const message of messages) tabs.hear(message);
    expect(log).toEqual(expected);
  });

  const REPLY_DATE = 'Mon, 07 Dec 2026 10:01:00 GMT';
  it.for<{ name: string; act: (keeper: ExpiryKeeper, hear: (message: TabMessage) => void) => void; expected: string[] }>([
    {
      name: 'a 1221 met here without the runtime: halt, the other tabs told, then the rest of the end',
      act: (keeper) => keeper.onSupportEnded?.(REPLY_DATE),
      expected: ['halt', 'tell support-ended customer', 'finish customer'],
    },
    {
      name: 'a 1221, then the other tabs’ end: ended once',
      act: (keeper, hear) => {
        keeper.onSupportEnded?.(REPLY_DATE);
        hear(ENDED);
        keeper.onSupportEnded?.(REPLY_DATE);
      },
      expected: ['halt', 'tell support-ended customer', 'finish customer'],
    },
    {
      name: 'the runtime runs: the keeper is its own, and gives it back when it stops',
      act: (keeper) => {
        const hearings = keeper.onSupportEnded;
        keeper.onSupportEnded = () => undefined;
        keeper.onSupportEnded(REPLY_DATE);
        keeper.onSupportEnded = hearings;
        keeper.onSupportEnded?.(REPLY_DATE);
      },
      expected: ['halt', 'tell support-ended customer', 'finish customer'],
    },
  ])('$name', ({ act, expected }) => {
    const log: string[] = [];
    const tabs = listening(log);
    const keeper: ExpiryKeeper = {};
    hearSupportEnded(ACCOUNT, {
      tabs,
      api: halting(log),
      expiry: keeper,
      // The cause is read from the 1221 reply's own Date: any other date would read as time up.
      causeHere: (replyDate) => (replyDate === REPLY_DATE ? 'customer' : 'expiry'),
      finish: (cause) => log.push(`finish ${cause}`),
    });
    act(keeper, tabs.hear);
    expect(log).toEqual(expected);
  });

  it('stopped, it leaves the keeper: a 1221 after the scope ends nothing here', () => {
    const keeper: ExpiryKeeper = {};
    const hearing = hearSupportEnded(ACCOUNT, { tabs: listening(), api: halting([]), expiry: keeper, finish: () => undefined });
    expect(keeper.onSupportEnded).toBeTypeOf('function');
    hearing.stop();
    expect(keeper.onSupportEnded).toBeNull();
  });

  it('a runtime that stopped gives the end back to the hearing', () => {
    const log: string[] = [];
    const tabs = listening();
    const hearing = hearSupportEnded(ACCOUNT, { tabs, api: halting(log), finish: (cause) => log.push(`finish ${cause}`) });
    hearing.take((cause) => log.push(`runtime ${cause}`))();
    tabs.hear(ENDED);
    expect(log).toEqual(['halt', 'finish customer']);
  });

  it('is a child of the signed-in scope: heard while it runs, not after its stop', () => {
    const log: string[] = [];
    const tabs = listening();
    const scopeOf = () =>
      createSignedInScope(ACCOUNT, {
        tabs: { listen: tabs.listen, post: () => undefined },
        expiry: {} as ExpiryKeeper,
        guardDeps: {
          tabs: { post: () => undefined },
          signals: { publish: () => undefined },
          endSession: () => undefined,
          reloadRoot: () => undefined,
        },
        root: { setAttribute: () => undefined, removeAttribute: () => undefined } as unknown as HTMLElement,
        support: { api: halting(log), finish: (cause) => log.push(`finish ${cause}`) },
      });
    const scope = scopeOf();
    expect(scope.supportEnd).not.toBeNull();
    scope.stop();
    tabs.hear(ENDED);
    expect(log).toEqual([]);
    const running = scopeOf();
    tabs.hear(ENDED);
    expect(log).toEqual(['halt', 'finish customer']);
    running.stop();
  });
});

describe('finishHeardEnd', () => {
  it.for<{ name: string; gate: boolean | null; expected: string[] }>([
    { name: 'no typed input: telemetry, the supporter’s page', gate: null, expected: ['signal customer', 'leave /'] },
    { name: 'pages let go at the gate', gate: true, expected: ['signal customer', 'gate', 'let go', 'leave /'] },
    { name: 'the user stays to copy: the tab stays', gate: false, expected: ['signal customer', 'gate'] },
  ])('$name', async ({ gate, expected }) => {
    const log: string[] = [];
    const leaving = createLeaveGuard();
    if (gate !== null) {
      leaving.keep({
        ask: () => {
          log.push('gate');
          return Promise.resolve(gate);
        },
        letGo: () => log.push('let go'),
      });
    }
    await finishHeardEnd(ACCOUNT.name, 'customer', {
      leaving,
      signals: { publish: (_type, signal) => log.push(`signal ${(signal as { cause: EndCause }).cause}`) },
      leave: (url) => log.push(`leave ${url}`),
    });
    expect(log).toEqual(expected);
    // The note the supporter's page reads.
    expect(readEndedNote(readSession('supportEnded'), Date.now())).toEqual({ cause: 'customer', account: 'ACME' });
  });
});
