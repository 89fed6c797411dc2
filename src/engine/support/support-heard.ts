/**
 * The tab message `support-ended`, heard in every signed-in tab (docs/support-sessions.md, "One life
 * in every tab"). A child of the signed-in scope, which every signed-in tab has loaded: the support
 * bar's code is a lazy part, and a tab whose part has not loaded (or failed to load) must end the
 * session all the same.
 *
 * While the support runtime runs in the tab, it takes what is heard (`take`) and ends with its own
 * steps (support-runtime.ts `end`). Without it, the tab halts here at once (no request leaves its API
 * client any more), then `finish` does the rest (support-heard-end.ts, loaded then: telemetry, the
 * note, the gate, the supporter's page). Heard twice, it ends once.
 *
 * A call of this tab answered 401 code 1221 (the session ended by itself) is the same end, learnt
 * here: without the runtime, the hearing is the start's keeper's `onSupportEnded` (which the runtime
 * takes over while it runs), and it also tells the other tabs.
 */
import type { AccountRef } from '../../generated/types/tab-message';
import type { ApiClient } from '../api/http';
import type { ExpiryKeeper } from '../api/unauthorized';
import type { TabChannel } from '../tabs/tab-channel';
import type { EndCause } from './support-end';

export interface SupportHearingDeps {
  readonly tabs: Pick<TabChannel, 'listen' | 'post'>;
  readonly api: Pick<ApiClient, 'interceptors'>;
  /** The start's keeper, whose `onSupportEnded` a 1221 calls; none, and a 1221 is left to the runtime. */
  readonly expiry?: ExpiryKeeper;
  /** Why the session ended by itself, as far as the tab can tell without the runtime's clock: by the 1221 reply's Date. */
  readonly causeHere?: (replyDate: string | null) => EndCause;
  /** The rest of the end, after the halt. */
  readonly finish: (cause: EndCause) => void;
}

export interface SupportHearing {
  /** The runtime takes the heard end while it runs; returns the release (the hearing ends it itself again). */
  readonly take: (handler: (cause: EndCause) => void) => () => void;
  readonly stop: () => void;
}

/** Hears `support-ended` for `account`, the account the tab shows. */
export function hearSupportEnded(account: AccountRef, deps: SupportHearingDeps): SupportHearing {
  let taker: ((cause: EndCause) => void) | null = null;
  let ended = false;
  // `tell`: learnt here (a 1221), so the other tabs are told, right after the halt.
  const end = (cause: EndCause, tell: boolean): void => {
    if (ended) return;
    ended = true;
    deps.api.interceptors.request.use(() => Promise.reject(new Error('support session ended')));
    if (tell) deps.tabs.post({ type: 'support-ended', account: account.id, cause });
    deps.finish(cause);
  };
  const stopListening = deps.tabs.listen((message) => {
    // The tab shows that account: in one browser, a tab showing the customer's account acts for them in
    // the supporter's session (tabs/tab-decision.ts's rule, read here: its module is not the shell's).
    if (message.type !== 'support-ended' || message.account !== account.id) return;
    if (taker !== null) return taker(message.cause);
    end(message.cause, false);
  });
  const { expiry, causeHere } = deps;
  const endedByItself = (replyDate: string | null): void => end(causeHere?.(replyDate) ?? 'expiry', true);
  if (expiry !== undefined) expiry.onSupportEnded = endedByItself;
  const stop = (): void => {
    stopListening();
    if (expiry !== undefined && expiry.onSupportEnded === endedByItself) expiry.onSupportEnded = null;
  };
  return {
    take: (handler) => {
      taker = handler;
      return () => {
        if (taker === handler) taker = null;
      };
    },
    stop,
  };
}
