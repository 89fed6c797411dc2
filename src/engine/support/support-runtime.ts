/**
 * A running support session in one tab (docs/support-sessions.md): its clock ticking against the
 * server's, the warnings, the calls of the bar (extend, elevate, lower, release), and its end. A child
 * of the signed-in scope (scope/signed-in-scope.ts `adopt`): stopped with it.
 *
 * One life in every tab. The session ends here when:
 * - a call of this tab answers 401 code 1221 (the API client tells the start's keeper, `onSupportEnded`);
 * - its countdown reaches 0 (the session is read again: the server answers 1221);
 * - a read finds nobody assumed any more, or the supporter releases it here;
 * - another tab says so (`support-ended`, tabs/tab-decision.ts).
 * The end, in this order (`end`, pinned by support-runtime.test.ts):
 * 1. halt: no request leaves this tab's API client any more, but for the acknowledgement below;
 * 2. the other tabs are told (when it was learnt here), and each halts first thing on hearing it;
 * 3. account/present acknowledges the end at the server: until present, the server answers every call
 *    of the session but present and release with 1221 (server/auth/support-guard.ts), so a tab that
 *    read anything else first (previous, on its way back) would meet the end again;
 * 4. the workspace's gate lets the framed pages go (their typed input cannot be saved for the
 *    customer: the user may copy it first), and the tab loads `/`, the supporter's own entry page.
 * Ending twice, or releasing twice, does nothing more. The account menu's Release comes here too.
 */
import { accountPresentRequest } from '../../generated/calls/send/account-present';
import type { Previous } from '../../generated/types/session-info';
import type { AccountRef } from '../../generated/types/tab-message';
import { releaseAssumeAs } from '../api/account';
import type { ApiError } from '../api/envelope';
import { exchange, type ApiClient } from '../api/http';
import {
  elevateSupportSession,
  extendSupportSession,
  lowerSupportSession,
  readSupportSession,
  type SupportFields,
  type SupportReading,
} from '../api/support-session';
import type { ExpiryKeeper } from '../api/unauthorized';
import type { LeaveGuard } from '../leaving/leave-guard';
import type { ConsoleSignals } from '../signals/console-signals';
import { readLocal, writeLocal, writeSession } from '../storage/browser-storage';
import type { TabChannel } from '../tabs/tab-channel';
import { tabDecision } from '../tabs/tab-decision';
import {
  anchorOf,
  parseTime,
  serverNow,
  supportView,
  warningToSay,
  type BrowserNow,
  type ClockAnchor,
  type SupportTimes,
  type SupportView,
  type Warning,
} from './support-clock';
import { causeOfEndedByItself, encodeEndedNote, type EndCause } from './support-end';
import type { SupportHearing } from './support-heard';
import type { SupportModeStore } from './support-mode';

/** What the bar shows. */
export interface SupportState {
  readonly account: string;
  readonly reason: string;
  readonly ticket: string;
  readonly times: SupportTimes;
  readonly anchor: ClockAnchor;
  readonly view: SupportView;
  /** The warning to say now (a polite live region), until the next one. */
  readonly said: Warning | null;
  /** Ended, and why: the tab is leaving (or waits for the user to let typed input go). */
  readonly ended: EndCause | null;
}

export interface SupportDeps {
  readonly api: ApiClient;
  readonly tabs: Pick<TabChannel, 'post' | 'listen'>;
  readonly expiry: ExpiryKeeper;
  readonly signals: Pick<ConsoleSignals, 'publish'>;
  readonly leaving: LeaveGuard;
  /** The browser's two clocks. */
  readonly now: () => BrowserNow;
  /** Calls `tick` every second; returns the stop. */
  readonly every: (ms: number, tick: () => void) => () => void;
  /** Calls `seen` when the tab becomes visible again (after a sleep, a hidden tab); returns the stop. */
  readonly onVisible: (seen: () => void) => () => void;
  /** Loads the supporter's own entry page. */
  readonly leave: (url: string) => void;
  /** The start's one fact of the mode, read by every state-changing action (support-mode.ts). */
  readonly mode?: Pick<SupportModeStore, 'set'>;
  /**
   * The signed-in scope's hearing of `support-ended` (support-heard.ts), which every signed-in tab has
   * loaded: the runtime takes what it hears while it runs. Without one, the runtime listens itself.
   */
  readonly hearing?: Pick<SupportHearing, 'take'> | null;
}

export interface SupportRuntime {
  readonly get: () => SupportState;
  readonly subscribe: (listener: () => void) => () => void;
  readonly extend: (minutes: number) => Promise<{ ok: true } | { ok: false; maxExpiresAt: string | null } | { ok: false; error: ApiError }>;
  readonly elevate: (minutes: number, reason: string) => Promise<{ ok: true } | { ok: false; error: ApiError }>;
  readonly lower: () => Promise<{ ok: true } | { ok: false; error: ApiError }>;
  readonly release: () => Promise<{ ok: true } | { ok: false; error: ApiError }>;
  /** Leaves for the supporter's own page now (after the user copied what they typed). */
  readonly leaveNow: () => void;
  readonly stop: () => void;
}

/** How often a running session is read again: another tab's raise, or the customer ending it, seen without a call. */
export const RE_READ_MS = 10_000;

function timesOf(previous: Pick<SupportFields, 'expires_at' | 'mode' | 'write_until'>): SupportTimes {
  return {
    expiresAt: parseTime(previous.expires_at) ?? Number.POSITIVE_INFINITY,
    writeUntil: previous.mode === 'write' ? parseTime(previous.write_until) : null,
  };
}

/** The support session of `previous` (it carries expires_at), for the customer's `account`. */
export function createSupportRuntime(account: AccountRef, previous: Previous, deps: SupportDeps): SupportRuntime {
  const listeners = new Set<() => void>();
  const now = deps.now();
  const anchor = anchorOf(previous.server_date ?? null, now);
  const times = timesOf(previous);
  let state: SupportState = {
    account: account.name,
    reason: '',
    ticket: '',
    times,
    anchor,
    view: supportView(times, anchor, now),
    said: null,
    ended: null,
  };
  const stops: Array<() => void> = [];
  let halt: number | null = null;
  let lastRead = now.mono;
  let reading = false;
  let releasing: Promise<{ ok: true } | { ok: false; error: ApiError }> | null = null;

  const set = (next: Partial<SupportState>): void => {
    state = { ...state, ...next };
    deps.mode?.set(state.view.mode);
    for (const listener of listeners) listener();
  };

  const leaveNow = (): void => {
    deps.leaving.letGo();
    deps.leave('/');
  };

  // `firstToKnow`: this tab learnt it from the server (a 1221, its own release), so it tells the others
  // and acknowledges it; not when another tab told it, or a reading found the session gone already.
  const end = (cause: EndCause, firstToKnow: boolean): void => {
    if (state.ended !== null) return;
    // Nothing more leaves this tab for the customer: every request is refused before it is sent, but
    // the acknowledgement, which is the supporter's own call.
    halt = deps.api.interceptors.request.use((config) =>
      config.supportEndAcknowledgement === true ? config : Promise.reject(new Error('support session ended')),
    );
    // The other tabs at once: each of them may be about to send a call for the customer.
    if (firstToKnow) deps.tabs.post({ type: 'support-ended', account: account.id, cause });
    set({ ended: cause });
    deps.signals.publish('signal', { kind: 'support-session', event: 'ended', cause });
    writeSession('supportEnded', encodeEndedNote({ cause, account: account.name }, Date.now()));
    // Only then the gate and the supporter's page: its first calls find the end acknowledged. A tab that
    // heard of the end has nothing to acknowledge (its entry page asks present before anything else).
    const acknowledged = firstToKnow
      ? exchange({ ...accountPresentRequest, probe: true, supportEndAcknowledgement: true }, deps.api)
      : Promise.resolve();
    // The workspace's gate: a framed page holding input asks first (its dialog says it cannot be saved for the customer).
    void acknowledged
      .then(() => deps.leaving.confirm('support-ended'))
      .then((letGo) => {
        if (letGo) leaveNow();
      });
  };

  const endedByItself = (): void => {
    end(causeOfEndedByItself(serverNow(state.anchor, deps.now()), state.times.expiresAt), true);
  };

  const adopt = (read: SupportReading): void => {
    const fields = read.previous;
    if (fields?.expires_at === undefined) return;
    const next = timesOf(fields);
    const at = anchorOf(read.date, { mono: read.mono, wall: read.wall });
    set({ reason: fields.reason ?? '', ticket: fields.ticket ?? '', times: next, anchor: at, view: supportView(next, at, deps.now()) });
    // Told once per session in this browser: every tab and every reload of it reads it.
    if (fields.started_at !== undefined && readLocal('supportStarted') !== fields.started_at) {
      writeLocal('supportStarted', fields.started_at);
      deps.signals.publish('signal', { kind: 'support-session', event: 'started' });
    }
  };

  const readAgain = async (): Promise<void> => {
    if (reading || state.ended !== null) return;
    reading = true;
    lastRead = deps.now().mono;
    const result = await readSupportSession(deps.api);
    reading = false;
    if (state.ended !== null || !result.ok) return;
    // Nobody assumed any more (released elsewhere, a server that ended it without 1221): ended.
    if (result.data.previous === undefined) return end('supporter', false);
    adopt(result.data);
  };

  const tick = (): void => {
    if (state.ended !== null) return;
    const clocks = deps.now();
    const view = supportView(state.times, state.anchor, clocks);
    const say = warningToSay(state.view.warning, view.warning);
    set({ view, said: say ?? (view.warning === null ? null : state.said) });
    // At the end by the server's clock, after a sleep, and every RE_READ_MS: the server says what holds.
    if (view.remainingMs === 0 || view.resync || clocks.mono - lastRead >= RE_READ_MS) void readAgain();
  };

  // Taken over from the scope's hearing (support-heard.ts), which has it again once this stops.
  const before = deps.expiry.onSupportEnded ?? null;
  deps.expiry.onSupportEnded = endedByItself;
  stops.push(() => {
    if (deps.expiry.onSupportEnded === endedByItself) deps.expiry.onSupportEnded = before;
  });
  stops.push(deps.every(1000, tick));
  stops.push(deps.onVisible(() => void readAgain()));
  stops.push(
    deps.hearing
      ? deps.hearing.take((cause) => end(cause, false))
      : deps.tabs.listen((message) => {
          const action = tabDecision({ kind: 'signed-in', shown: { ...account, assumedBy: '' } }, message);
          if (action.kind === 'support-ended') end(action.cause, false);
        }),
  );
  // The session info may be old (kept in the tab's storage; another tab extended or raised it since):
  // the session is read at once, against a fresh Date, and the bar shows its reason and ticket then.
  void readAgain();

  const withReading = async (): Promise<void> => {
    lastRead = deps.now().mono;
    const result = await readSupportSession(deps.api);
    if (result.ok && result.data.previous !== undefined) adopt(result.data);
  };

  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    extend: async (minutes) => {
      const result = await extendSupportSession(deps.api, minutes);
      if (!result.ok) return { ok: false, error: result.error };
      if (result.data.kind === 'refused') return { ok: false, maxExpiresAt: result.data.maxExpiresAt };
      await withReading();
      return { ok: true };
    },
    elevate: async (minutes, reason) => {
      const result = await elevateSupportSession(deps.api, minutes, reason);
      if (!result.ok) return { ok: false, error: result.error };
      deps.signals.publish('signal', { kind: 'support-session', event: 'raised' });
      await withReading();
      return { ok: true };
    },
    lower: async () => {
      const result = await lowerSupportSession(deps.api);
      if (!result.ok) return { ok: false, error: result.error };
      await withReading();
      return { ok: true };
    },
    release: () => {
      // A second release (the bar's and the menu's, a double click) is the first one: one call, one end.
      releasing ??= (async () => {
        // Ended already (by itself, or in another tab): nothing is left to release.
        if (state.ended !== null) return { ok: true } as const;
        const result = await releaseAssumeAs(deps.api);
        if (!result.ok && state.ended === null) {
          releasing = null;
          return { ok: false, error: result.error } as const;
        }
        end('supporter', true);
        return { ok: true } as const;
      })();
      return releasing;
    },
    leaveNow,
    stop: () => {
      for (const stop of stops.splice(0)) stop();
      if (halt !== null && state.ended === null) deps.api.interceptors.request.eject(halt);
      listeners.clear();
    },
  };
}
