/**
 * Where the step-up broker (engine/step-up/step-up-machine.ts) meets the browser, and the one place
 * its effects are carried out: the calls to the server, the answers to the pages and calls that
 * wait, the word to the other tabs and to operators, and the identity provider's pop-up. The
 * dialog (StepUpDialog.tsx) renders the state and forwards the user's events here.
 *
 * Loaded the first time something asks for a proof (StepUpHost.tsx): a console that never meets a
 * sensitive action carries none of it.
 */
import { ssoLoginPath } from '../../generated/calls/sso-login';
import type { ApiClient } from '../api/http';
import type { StepUpAsk } from '../api/step-up-required';
import { createMachineHost } from '../machines/machine-host';
import type { ConsoleSignals } from '../signals/console-signals';
import type { TabChannel } from '../tabs/tab-channel';
import type { ReauthAsked } from './step-up-broker';
import { challengeState, proveChallenge } from './step-up-calls';
import { reauthLabel } from './step-up-label';
import { IDLE, stepUpTransition, type StepUpEffect, type StepUpEvent, type StepUpOutcome, type StepUpState } from './step-up-machine';
import { waitMinutes } from './step-up-wait';

export interface StepUpRuntime {
  readonly getState: () => StepUpState;
  readonly subscribe: (listener: () => void) => () => void;
  /** A framed page's ask (window, origin and shape already checked by the workspace). */
  readonly pageAsked: (asked: ReauthAsked) => void;
  /** A call answered 401 with code 1210 (`again`: its repeat after a proof was): resolves with how the proof ended. */
  readonly callAsked: (ask: StepUpAsk, again?: boolean, action?: string) => Promise<StepUpOutcome>;
  readonly dispatch: (event: Extract<StepUpEvent, { type: 'submit' | 'cancel' | 'close' }>) => void;
  /** Opens the identity provider's pop-up: called in the click's own task, or the browser blocks it. */
  readonly openIdentityProvider: () => void;
  /** The shell goes (log off, another account): whoever waits is answered `cancelled`. */
  readonly dispose: () => void;
}

export interface StepUpDeps {
  readonly api: ApiClient;
  readonly tabs: TabChannel;
  readonly signals: ConsoleSignals;
  /** The console path (no leading slash) on screen: the page a call's dialog names. */
  readonly currentPage: () => string;
  /** Milliseconds (Date.now in the browser): when a page's ask follows its proof closely enough to be its repeat. */
  readonly now?: () => number;
}

/**
 * A page that asks again this soon after its frame was answered `done` is taken for the same action
 * repeated: the server wants a proof for that action of its own (contract: a proof may serve one
 * action only), and the dialog says so rather than asking as if nothing had been proved.
 */
export const AGAIN_WITHIN_MS = 30_000;

/** How often the runtime looks whether the user closed the identity provider's pop-up by hand (no event says so). */
export const POPUP_WATCH_MS = 500;

/**
 * The pop-up's one message (contract.md): `{type:"reauth-result", version:1, challenge, outcome:"done"}`,
 * from the window the console opened, its own origin (checked by the caller). Read by the contract's
 * fields only: fields the contract does not name are ignored, never a reason to refuse a proof the
 * server then confirms anyway (the caller asks it before anyone is told).
 */
export function popupSaysDone(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { type, version, challenge, outcome } = data as Record<string, unknown>;
  if (type !== 'reauth-result' || version !== 1 || outcome !== 'done') return null;
  return typeof challenge === 'string' && challenge !== '' ? challenge : null;
}

export function createStepUpRuntime({ api, tabs, signals, currentPage, now = Date.now }: StepUpDeps): StepUpRuntime {
  /** When each slot was last answered `done`. */
  const provedFor = new Map<number, number>();
  const pageAnswers = new Map<string, ReauthAsked['answer']>();
  const calls = new Map<number, (outcome: StepUpOutcome) => void>();
  let nextCall = 0;
  let popup: Window | null = null;
  let live = true;
  const pageKey = (slot: number, id: string): string => `${slot} ${id}`;

  const run = (effect: StepUpEffect, dispatch: (event: StepUpEvent) => void): void => {
    const later = (event: StepUpEvent): void => {
      if (live) dispatch(event);
    };
    switch (effect.type) {
      case 'verify':
        void challengeState(api, effect.challenge).then(({ state, factor }) => {
          const { slot, id, challenge, page, again, label } = effect;
          later({ type: 'verified', slot, id, challenge, page, state, factor, again, label });
        });
        return;
      case 'prove':
        void proveChallenge(api, effect.challenge, effect.factor, effect.secret).then(({ result, retryAfter }) =>
          later({ type: 'answered', result, waitMinutes: result === 'too-many' ? waitMinutes(retryAfter, now()) : null }),
        );
        return;
      case 'confirm':
        void challengeState(api, effect.challenge).then(({ state }) =>
          later({ type: 'answered', result: state === 'done' ? 'proved' : state === 'pending' ? 'failed' : 'ended' }),
        );
        return;
      case 'reply': {
        if (effect.outcome === 'done') provedFor.set(effect.slot, now());
        const key = pageKey(effect.slot, effect.id);
        pageAnswers.get(key)?.(effect.outcome);
        pageAnswers.delete(key);
        return;
      }
      case 'settle':
        calls.get(effect.key)?.(effect.outcome);
        calls.delete(effect.key);
        return;
      case 'check-elsewhere':
        void challengeState(api, effect.challenge).then(({ state }) => {
          if (state === 'done') later({ type: 'proved-elsewhere' });
        });
        return;
      case 'tell-tabs':
        tabs.post({ type: 'reauth-proved', challenge: effect.challenge });
        return;
      case 'audit':
        signals.publish('signal', { kind: 'step-up', via: effect.via, factor: effect.factor, outcome: effect.outcome });
        return;
    }
  };
  const host = createMachineHost<StepUpState, StepUpEvent, StepUpEffect>(IDLE, stepUpTransition, run);

  // The identity provider's pop-up is the dialog's: it lives only while an SSO dialog asks or checks.
  // Whatever ends that (a proof, Cancel, expiry here or in another tab, log off, the shell going)
  // closes it, so that nothing finished there later makes a proof the user no longer wants. While
  // it is open, a close by hand (which fires no event the opener can hear) is noticed by looking.
  let watch: ReturnType<typeof setInterval> | null = null;
  const letPopupGo = (): void => {
    if (watch !== null) clearInterval(watch);
    watch = null;
    if (popup !== null && !popup.closed) popup.close();
    popup = null;
  };
  const watchPopup = (): void => {
    if (watch !== null) clearInterval(watch);
    watch = setInterval(() => {
      if (popup !== null && !popup.closed) return;
      // Only the watch stops: the closed window is still the one whose word is taken, since a
      // pop-up that spoke and then closed itself may be seen closed before its message is read.
      if (watch !== null) clearInterval(watch);
      watch = null;
      host.dispatch({ type: 'popup-closed' });
    }, POPUP_WATCH_MS);
  };
  const stopOwning = host.subscribe(() => {
    const state = host.getState();
    const ssoOpen = (state.status === 'asking' || state.status === 'proving') && state.factor === 'sso';
    if (!ssoOpen) letPopupGo();
  });

  const onMessage = (event: MessageEvent): void => {
    if (popup === null || event.source !== popup || event.origin !== window.location.origin) return;
    const challenge = popupSaysDone(event.data);
    if (challenge !== null) host.dispatch({ type: 'popup-done', challenge });
  };
  window.addEventListener('message', onMessage);
  const stopTabs = tabs.listen((message) => {
    if (message.type === 'reauth-proved') host.dispatch({ type: 'heard-proved', challenge: message.challenge });
    // Another tab found the session ended, or logged off: nothing here can be proved any more.
    else if (message.type === 'session-expired' || message.type === 'signed-out') host.dispatch({ type: 'session-ended' });
  });
  const stopExpiry = signals.subscribe('signal', (signal) => {
    if (signal.kind === 'session-expired') host.dispatch({ type: 'session-ended' });
  });
  host.onStop(() => {
    live = false;
    window.removeEventListener('message', onMessage);
    stopTabs();
    stopExpiry();
    stopOwning();
    letPopupGo();
  });

  return {
    getState: host.getState,
    subscribe: host.subscribe,
    pageAsked: (asked) => {
      pageAnswers.set(pageKey(asked.slot, asked.id), asked.answer);
      const proved = provedFor.get(asked.slot);
      const again = proved !== undefined && now() - proved <= AGAIN_WITHIN_MS;
      const label = reauthLabel(asked.label);
      host.dispatch({ type: 'page-asked', slot: asked.slot, id: asked.id, challenge: asked.challenge, page: asked.page, again, label });
    },
    callAsked: (ask, again = false, action) =>
      new Promise((resolve) => {
        const key = ++nextCall;
        calls.set(key, resolve);
        const asked = { type: 'call-asked', key, challenge: ask.challenge, factor: ask.factor, page: currentPage(), again } as const;
        host.dispatch(action === undefined ? asked : { ...asked, action });
      }),
    dispatch: host.dispatch,
    openIdentityProvider: () => {
      const state = host.getState();
      if (state.status !== 'asking' || state.factor !== 'sso') return;
      letPopupGo();
      // Not `noopener`: the identity provider's landing page answers through `window.opener`.
      popup = window.open(`${ssoLoginPath}?reauth=${encodeURIComponent(state.challenge)}`, 'console-reauth', 'popup,width=520,height=640');
      if (popup !== null) watchPopup();
      host.dispatch({ type: 'popup', opened: popup !== null });
    },
    dispose: () => {
      host.dispatch({ type: 'session-ended' });
      host.stop();
    },
  };
}
