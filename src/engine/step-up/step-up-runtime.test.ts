// @vitest-environment jsdom
// The step-up runtime's own checks, against a fake server (an axios adapter) and fake tabs: another
// tab's word is believed only once this tab's own GET says the challenge is done; another tab's
// expiry or log-off cancels; the identity provider's pop-up is the dialog's (closed with it, a close
// by hand noticed, its word taken only from the window the console opened); a factor this console
// does not offer is said, never taken for an expired session.
import axios, { type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TabMessage } from '../../generated/types/tab-message';
import { createConsoleSignals } from '../signals/console-signals';
import type { TabChannel } from '../tabs/tab-channel';
import type { ReauthAsked } from './step-up-broker';
import type { StepUpOutcome } from './step-up-machine';
import { createStepUpRuntime, POPUP_WATCH_MS } from './step-up-runtime';

/** A server whose `GET session/reauth/{challenge}` answers from `states`; every call is recorded. */
function fakeServer(states: Record<string, { state: string; factor: string }>) {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    const challenge = decodeURIComponent(String(config.url).split('/').pop() ?? '');
    const known = states[challenge];
    return {
      data: JSON.stringify(known === undefined ? { code: 404 } : { code: 0, data: known }),
      status: known === undefined ? 404 : 200,
      statusText: '',
      headers: { 'content-type': 'application/json' },
      config,
    };
  };
  const api = axios.create({ adapter, responseType: 'text', transformResponse: [], validateStatus: () => true });
  return { api, calls };
}

function fakeTabs() {
  const listeners = new Set<(message: TabMessage) => void>();
  const posted: unknown[] = [];
  const tabs: TabChannel = {
    post: (message) => void posted.push(message),
    listen: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
  const hear = (message: Record<string, unknown>) => listeners.forEach((listener) => listener({ version: 1, ...message } as TabMessage));
  return { tabs, posted, hear };
}

/** A page's ask whose answers are collected. */
function pageAsk(challenge: string, answers: StepUpOutcome[], slot = 1): ReauthAsked {
  return {
    slot,
    id: `save-${slot}`,
    challenge,
    page: 'administration/mfa',
    label: null,
    answer: (outcome) => void answers.push(outcome),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the step-up runtime', () => {
  let opened: { closed: boolean; close: () => void }[];
  beforeEach(() => {
    opened = [];
    vi.spyOn(window, 'open').mockImplementation(() => {
      const popup = {
        closed: false,
        close() {
          popup.closed = true;
        },
      };
      opened.push(popup);
      return popup as unknown as Window;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  function start(states: Record<string, { state: string; factor: string }>) {
    const server = fakeServer(states);
    const tabs = fakeTabs();
    const runtime = createStepUpRuntime({
      api: server.api,
      tabs: tabs.tabs,
      signals: createConsoleSignals(),
      currentPage: () => 'licence',
    });
    return { runtime, server, ...tabs };
  }

  it.each<[string, string, StepUpOutcome[], 'idle' | 'asking']>([
    ['the named challenge is done: closed as done', 'done', ['done'], 'idle'],
    ['the named challenge is still pending: the dialog stays', 'pending', [], 'asking'],
    ['the named challenge is not this session’s (a forger): the dialog stays', 'unknown', [], 'asking'],
  ])('another tab says it proved the user, and %s', async (_name, elsewhere, answers, status) => {
    const states: Record<string, { state: string; factor: string }> = { mine: { state: 'pending', factor: 'password' } };
    if (elsewhere !== 'unknown') states.theirs = { state: elsewhere, factor: 'password' };
    const { runtime, server, hear } = start(states);
    const got: StepUpOutcome[] = [];
    runtime.pageAsked(pageAsk('mine', got));
    await settle();
    expect(runtime.getState().status).toBe('asking');
    hear({ type: 'reauth-proved', challenge: 'theirs' });
    await settle();
    expect(server.calls).toContain('GET session/reauth/theirs');
    expect(got).toEqual(answers);
    expect(runtime.getState().status).toBe(status);
  });

  it.each([
    ['another tab found the session expired', { type: 'session-expired' }],
    ['another tab logged off', { type: 'signed-out', reason: 'logged-off' }],
  ])('%s: the dialog closes, its pages answered cancelled', async (_name, message) => {
    const { runtime, hear } = start({ mine: { state: 'pending', factor: 'password' } });
    const got: StepUpOutcome[] = [];
    runtime.pageAsked(pageAsk('mine', got));
    await settle();
    hear(message);
    expect(got).toEqual(['cancelled']);
    expect(runtime.getState().status).toBe('idle');
  });

  it('a proof made here (the pop-up’s word, checked) answers done, tells the other tabs which challenge, and closes the pop-up', async () => {
    const states = { mine: { state: 'pending', factor: 'sso' } };
    const { runtime, posted } = start(states);
    const got: StepUpOutcome[] = [];
    runtime.pageAsked(pageAsk('mine', got));
    await settle();
    runtime.openIdentityProvider();
    const popup = opened[0]!;
    states.mine.state = 'done';
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'reauth-result', version: 1, challenge: 'mine', outcome: 'done' },
        origin: window.location.origin,
        source: popup as unknown as MessageEventSource,
      }),
    );
    expect(runtime.getState().status).toBe('proving');
    await settle();
    expect(got).toEqual(['done']);
    expect(posted).toEqual([{ type: 'reauth-proved', challenge: 'mine' }]);
    expect(popup.closed).toBe(true);
  });

  describe('the identity provider’s pop-up', () => {
    async function ssoDialog() {
      const started = start({ mine: { state: 'pending', factor: 'sso' } });
      const got: StepUpOutcome[] = [];
      started.runtime.pageAsked(pageAsk('mine', got));
      await settle();
      started.runtime.openIdentityProvider();
      expect(opened).toHaveLength(1);
      return { ...started, got, popup: opened[0]! };
    }

    it('Cancel closes it', async () => {
      const { runtime, popup, got } = await ssoDialog();
      runtime.dispatch({ type: 'cancel' });
      expect(popup.closed).toBe(true);
      expect(got).toEqual(['cancelled']);
    });

    it('the session ending (here or in another tab) closes it', async () => {
      const { popup, hear } = await ssoDialog();
      hear({ type: 'session-expired' });
      expect(popup.closed).toBe(true);
    });

    it('the shell going closes it', async () => {
      const { runtime, popup, got } = await ssoDialog();
      runtime.dispose();
      expect(popup.closed).toBe(true);
      expect(got).toEqual(['cancelled']);
    });

    it('closed by hand: noticed within a second, the dialog offers to open it again', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { runtime, popup } = await ssoDialog();
      popup.closed = true;
      vi.advanceTimersByTime(POPUP_WATCH_MS);
      const state = runtime.getState();
      expect(state.status === 'asking' && state.problem).toBe('popup-closed');
      runtime.openIdentityProvider();
      expect(opened).toHaveLength(2);
      const again = runtime.getState();
      expect(again.status === 'asking' && again.problem).toBe(null);
    });

    it('a word from any other window, or another origin, is not taken', async () => {
      const { runtime, popup } = await ssoDialog();
      const done = { type: 'reauth-result', version: 1, challenge: 'mine', outcome: 'done' };
      window.dispatchEvent(new MessageEvent('message', { data: done, origin: window.location.origin, source: window }));
      window.dispatchEvent(
        new MessageEvent('message', { data: done, origin: 'https://idp.example', source: popup as unknown as MessageEventSource }),
      );
      expect(runtime.getState().status).toBe('asking');
      window.dispatchEvent(
        new MessageEvent('message', { data: done, origin: window.location.origin, source: popup as unknown as MessageEventSource }),
      );
      expect(runtime.getState().status).toBe('proving');
    });
  });

  it('a call whose 1210 names a factor this console does not offer: cancelled, and the dialog says why', async () => {
    const { runtime } = start({});
    const outcome = await runtime.callAsked({ challenge: 'c1', factor: 'unsupported' });
    expect(outcome).toBe('cancelled');
    expect(runtime.getState()).toMatchObject({ status: 'ended', ending: 'unsupported', via: 'call' });
  });

  it('a page whose challenge names a factor this console does not offer: answered cancelled, never ignored', async () => {
    const { runtime } = start({ mine: { state: 'pending', factor: 'webauthn' } });
    const got: StepUpOutcome[] = [];
    runtime.pageAsked(pageAsk('mine', got));
    await settle();
    expect(got).toEqual(['cancelled']);
    expect(runtime.getState()).toMatchObject({ status: 'ended', ending: 'unsupported', via: 'page' });
  });
});
