/**
 * The tab message `support-ended`, heard in every signed-in tab (docs/support-sessions.md, "One life
 * in every tab"). A child of the signed-in scope, which every signed-in tab has loaded: the support
 * bar's code is a lazy part, and a tab whose part has not loaded (or failed to load) must end the
 * session all the same.
 *
 * While the support runtime runs in the tab, it takes what is heard (`take`) and ends with its own
 * steps (support-runtime.ts `end`). Without it, the same steps here, as a tab that heard it does them:
 * halt (no request leaves the tab's API client any more), the cause to telemetry and the note for the
 * supporter's page, then the workspace's gate and `/`. Heard twice, it ends once.
 */
import type { AccountRef } from '../../generated/types/tab-message';
import type { ApiClient } from '../api/http';
import type { LeaveGuard } from '../leaving/leave-guard';
import type { ConsoleSignals } from '../signals/console-signals';
import { writeSession } from '../storage/browser-storage';
import type { TabChannel } from '../tabs/tab-channel';
import { tabDecision } from '../tabs/tab-decision';
import { encodeEndedNote, type EndCause } from './support-end';

export interface SupportHearingDeps {
  readonly tabs: Pick<TabChannel, 'listen'>;
  readonly api: Pick<ApiClient, 'interceptors'>;
  readonly leaving: LeaveGuard;
  readonly signals: Pick<ConsoleSignals, 'publish'>;
  /** Loads the supporter's own entry page. */
  readonly leave: (url: string) => void;
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

  const endHere = (cause: EndCause): void => {
    if (ended) return;
    ended = true;
    deps.api.interceptors.request.use(() => Promise.reject(new Error('support session ended')));
    deps.signals.publish('signal', { kind: 'support-session', event: 'ended', cause });
    writeSession('supportEnded', encodeEndedNote({ cause, account: account.name }, Date.now()));
    void deps.leaving.confirm('support-ended').then((letGo) => {
      if (!letGo) return;
      deps.leaving.letGo();
      deps.leave('/');
    });
  };

  const stop = deps.tabs.listen((message) => {
    // The tab acts for that account for someone (the runtime's own rule, tabs/tab-decision.ts).
    const action = tabDecision({ kind: 'signed-in', shown: { ...account, assumedBy: '' } }, message);
    if (action.kind !== 'support-ended') return;
    if (taker !== null) taker(action.cause);
    else endHere(action.cause);
  });

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
