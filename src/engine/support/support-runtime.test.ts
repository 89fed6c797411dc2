// @vitest-environment jsdom
/**
 * The end of a support session in one tab, by its order: halt, tell the other tabs, acknowledge with
 * account/present (the one call through the halt), then the gate and the supporter's page. The server
 * is a fake adapter behind the real API client (its interceptors and its 1221 rule are the real ones),
 * and one log holds the calls that reached it, the halt, the message to the other tabs, the gate's
 * question and the leave, in the order they happened.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assumeAsPreviousRequest } from '../../generated/calls/send/assume-as-previous';
import type { TabMessage } from '../../generated/types/tab-message';
import { fakeAdapter, xmlEnvelope, type FakeReply } from '../../testing/fake-adapter';
import { createHttp, exchange } from '../api/http';
import type { ExpiryKeeper } from '../api/unauthorized';
import { createSupportRuntime, type SupportRuntime } from './support-runtime';

const PREVIOUS = xmlEnvelope(
  '<previous><assumeas_name>agent</assumeas_name><assumeas_id>9</assumeas_id><reason>Mail not arriving</reason>' +
    '<ticket>SR-1</ticket><started_at>2026-12-07T10:00:00Z</started_at><expires_at>2026-12-07T11:00:00Z</expires_at>' +
    '<mode>read</mode></previous>',
);
const ENDED: FakeReply = { status: 401, body: JSON.stringify({ code: 1221, message: 'support session ended' }) };
const DATE = { date: 'Mon, 07 Dec 2026 10:30:00 GMT' };

interface Setup {
  readonly runtime: SupportRuntime;
  readonly log: string[];
  /** A message from another tab. */
  readonly hear: (message: TabMessage) => void;
  readonly ask: (path: string) => Promise<unknown>;
  /** Answers the gate's question (true: let the pages go). */
  readonly gate: (answer: boolean) => void;
}

/** `answer` is the server: a path's reply; the first previous (the runtime's reading at its start) answers the session. */
function setup(answer: (path: string) => FakeReply = () => ({ body: xmlEnvelope('') }), keeper: ExpiryKeeper = {}): Setup {
  const log: string[] = [];
  const api = createHttp({ navigate: (url) => log.push(`navigate ${url}`), where: () => window.location }, keeper);
  let started = false;
  api.defaults.adapter = fakeAdapter((config) => {
    const path = `${config.method?.toUpperCase() ?? 'GET'} ${config.url ?? ''}`;
    log.push(path);
    if (!started && config.url === assumeAsPreviousRequest.url) {
      started = true;
      return { body: PREVIOUS, headers: DATE };
    }
    return answer(path);
  }).adapter;
  const use = api.interceptors.request.use.bind(api.interceptors.request);
  api.interceptors.request.use = ((...args: Parameters<typeof use>) => {
    log.push('halt');
    return use(...args);
  }) as typeof use;
  const listeners = new Set<(message: TabMessage) => void>();
  let gate: (answer: boolean) => void = () => undefined;
  const runtime = createSupportRuntime(
    { id: '1036', name: 'ACME' },
    { assumeas_name: 'agent', assumeas_id: '9', expires_at: '2026-12-07T11:00:00Z', server_date: DATE.date },
    {
      api,
      tabs: {
        post: (message) => log.push(`tell ${message.type} ${'cause' in message ? message.cause : ''}`),
        listen: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      expiry: keeper,
      signals: { publish: () => undefined },
      leaving: {
        confirm: (act) => {
          log.push(`gate ${act ?? ''}`);
          return new Promise<boolean>((resolve) => (gate = resolve));
        },
        act: () => 'support-ended',
        letGo: () => log.push('let go'),
        keep: () => () => undefined,
      },
      now: () => ({ mono: performance.now(), wall: Date.parse('2026-12-07T10:30:00Z') }),
      every: () => () => undefined,
      onVisible: () => () => undefined,
      leave: (url) => log.push(`leave ${url}`),
    },
  );
  return {
    runtime,
    log,
    hear: (message) => {
      for (const listener of listeners) listener(message);
    },
    ask: (path) => exchange({ method: 'get', url: path }, api),
    gate: (value) => gate(value),
  };
}

/** Lets the promises settle (the fake adapter answers at once). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

/** Everything after the start's reading of previous. */
const afterStart = (log: string[]) => log.slice(log.indexOf('GET account/assumeas/previous') + 1);

describe('the end of a support session, in order', () => {
  it.each([
    {
      name: 'a call answered 1221: halt, tell, acknowledge, gate, leave',
      act: async (s: Setup) => void (await s.ask('mail/queue')),
      answer: (path: string): FakeReply => (path === 'GET account/present' ? { body: xmlEnvelope('') } : ENDED),
      // The session's end is minutes away by the server's clock: the customer ended it.
      expected: ['GET mail/queue', 'halt', 'tell support-ended customer', 'GET account/present', 'gate support-ended', 'let go', 'leave /'],
    },
    {
      name: 'Release: the release call, then halt, tell, acknowledge, gate, leave',
      act: async (s: Setup) => void (await s.runtime.release()),
      answer: (): FakeReply => ({ body: xmlEnvelope('') }),
      expected: [
        'GET account/assumeas/release',
        'halt',
        'tell support-ended supporter',
        'GET account/present',
        'gate support-ended',
        'let go',
        'leave /',
      ],
    },
    {
      name: "another tab's message: halt first, nothing told back, nothing acknowledged, gate, leave",
      act: (s: Setup) => Promise.resolve(s.hear({ type: 'support-ended', version: 1, account: '1036', cause: 'expiry' })),
      answer: (): FakeReply => ({ body: xmlEnvelope('') }),
      expected: ['halt', 'gate support-ended', 'let go', 'leave /'],
    },
  ])('$name', async ({ act, answer, expected }) => {
    const s = setup(answer);
    await settle();
    await act(s);
    await settle();
    s.gate(true);
    await settle();
    expect(afterStart(s.log)).toEqual(expected);
  });

  it('after the halt no call reaches the server, the acknowledgement only once', async () => {
    const s = setup((path) => (path === 'GET account/present' ? { body: xmlEnvelope('') } : ENDED));
    await settle();
    await s.ask('mail/queue');
    // A reading of previous on the way back, and a second 1221's worth of calls: refused before they leave.
    await s.ask(assumeAsPreviousRequest.url as string);
    await s.ask('mail/queue');
    await settle();
    expect(afterStart(s.log)).toEqual([
      'GET mail/queue',
      'halt',
      'tell support-ended customer',
      'GET account/present',
      'gate support-ended',
    ]);
  });

  it('a second release is the first: one call, one end; a release after the end sends nothing', async () => {
    const s = setup();
    await settle();
    const [first, second] = await Promise.all([s.runtime.release(), s.runtime.release()]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: true });
    expect(await s.runtime.release()).toEqual({ ok: true });
    await settle();
    expect(afterStart(s.log).filter((entry) => entry === 'GET account/assumeas/release' || entry === 'halt')).toEqual([
      'GET account/assumeas/release',
      'halt',
    ]);
  });

  it('a failed release ends nothing, and may be tried again', async () => {
    let fail = true;
    const s = setup((path) => (path === 'GET account/assumeas/release' && fail ? { status: 500, body: '' } : { body: xmlEnvelope('') }));
    await settle();
    expect((await s.runtime.release()).ok).toBe(false);
    expect(s.runtime.get().ended).toBeNull();
    fail = false;
    expect(await s.runtime.release()).toEqual({ ok: true });
    expect(s.runtime.get().ended).toBe('supporter');
  });

  it('the user who stays to copy their input leaves only when they say so', async () => {
    const s = setup();
    await settle();
    s.hear({ type: 'support-ended', version: 1, account: '1036', cause: 'customer' });
    await settle();
    s.gate(false);
    await settle();
    expect(s.log).not.toContain('leave /');
    s.runtime.leaveNow();
    expect(s.log.slice(-2)).toEqual(['let go', 'leave /']);
  });

  it('takes the keeper’s 1221 over from the scope’s hearing while it runs, and gives it back when it stops', () => {
    const hearing = (): void => undefined;
    const keeper: ExpiryKeeper = { onSupportEnded: hearing };
    const { runtime } = setup(undefined, keeper);
    expect(keeper.onSupportEnded).not.toBe(hearing);
    runtime.stop();
    expect(keeper.onSupportEnded).toBe(hearing);
  });

  it("another account's end is not this tab's", async () => {
    const s = setup();
    await settle();
    s.hear({ type: 'support-ended', version: 1, account: '2000', cause: 'customer' });
    await settle();
    expect(afterStart(s.log)).toEqual([]);
    expect(s.runtime.get().ended).toBeNull();
  });
});
