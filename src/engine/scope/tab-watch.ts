/**
 * The tab watch: a child of the signed-in scope (docs/tab-messages.md). It announces the account this
 * console start shows to the other tabs, leaves for the login page when the user logs off in another
 * tab, finds when the session's account is no longer the one shown (the account-changed cover), and
 * checks that account itself when the tab becomes visible (a hidden tab may have missed messages). It
 * also tells the other tabs of a new version this tab found, and has the version watch look for
 * itself when another tab found one.
 *
 * What to do is decided in tabs/tab-decision.ts; this listens and acts, and keeps the one state the
 * shell renders: the account the session holds now when it is not the one shown. Started when the
 * shell's tab-watch part loads (just after the shell shows: none of it is needed for the first
 * screen), it lives as long as the scope does, whatever the layout's remounts.
 */
import type { AccountRef } from '../../generated/types/tab-message';
import type { ApiResult } from '../api/envelope';
import type { TabChannel } from '../tabs/tab-channel';
import {
  accountAnnouncement,
  presentDecision,
  tabDecision,
  visibilityCheckDue,
  type TabAccount,
  type TabAction,
} from '../tabs/tab-decision';
import type { VersionWatch } from '../version/version-runtime';

export interface TabWatchDeps {
  readonly tabs: Pick<TabChannel, 'post' | 'listen'>;
  /** The account the session info shows, read when needed, and its changes (a sign-in sets it again). */
  readonly shown: { readonly get: () => TabAccount | null; readonly subscribe: (listener: () => void) => () => void };
  /** The session's account at the server (`account/present`). */
  readonly fetchPresent: () => Promise<ApiResult<AccountRef>>;
  /** True the first time per console start for a task and value (the announcement, the new version's word). */
  readonly once: (task: 'announce' | 'tell-new-version', value?: string) => boolean;
  /** When this console start last asked the server for the session's account: kept across the shell's remounts. */
  readonly checks: { last: number | null };
  /** Whether the session guard's cover is down: a covered tab hears a sign-in through the guard itself. */
  readonly guardOpen: () => boolean;
  /** Logged off in another tab: the window leaves for the login page. */
  readonly leaveSignedOut: () => void;
  readonly visibility: { readonly visible: () => boolean; readonly onChange: (listener: () => void) => () => void };
  readonly now: () => number;
  readonly versions: Pick<VersionWatch, 'newVersion' | 'subscribe' | 'heardOfNewVersion'>;
}

export interface TabWatch {
  /** The account the session holds now, when it is not the one shown; else null. */
  readonly get: () => TabAccount | null;
  readonly subscribe: (listener: () => void) => () => void;
  readonly stop: () => void;
}

export function startTabWatch(deps: TabWatchDeps): TabWatch {
  const listeners = new Set<() => void>();
  let now: TabAccount | null = null;
  let stopped = false;
  const stops: Array<() => void> = [];

  const setNow = (next: TabAccount | null): void => {
    if (next === now) return;
    now = next;
    for (const listener of listeners) listener();
  };

  const act = (action: TabAction): void => {
    if (stopped) return;
    if (action.kind === 'leave') deps.leaveSignedOut();
    else if (action.kind === 'cover') setNow(action.now);
    else if (action.kind === 'agree') setNow(null);
  };

  const announce = (): void => {
    const shown = deps.shown.get();
    if (shown !== null && deps.once('announce', JSON.stringify(shown))) deps.tabs.post(accountAnnouncement(shown));
  };
  announce();
  stops.push(deps.shown.subscribe(announce));

  stops.push(
    deps.tabs.listen((message) => {
      if (stopped) return;
      if (message.type === 'new-version') {
        deps.versions.heardOfNewVersion();
        return;
      }
      const shown = deps.shown.get();
      if (shown === null) return;
      // A tab under the expired session's cover hears a sign-in through its session guard, which
      // resumes it or reloads it into the new account: no notice on top of that.
      if (message.type === 'signed-in' && !deps.guardOpen()) return;
      act(tabDecision({ kind: 'signed-in', shown }, message));
    }),
  );

  stops.push(
    deps.visibility.onChange(() => {
      const shown = deps.shown.get();
      const at = deps.now();
      if (shown === null || !deps.visibility.visible() || !visibilityCheckDue(deps.checks.last, at)) return;
      deps.checks.last = at;
      void deps.fetchPresent().then((present) => {
        if (present.ok) act(presentDecision(shown, present.data));
      });
    }),
  );

  // A new version this tab found, before the watch started or later, is told to the other tabs once.
  const tell = (): void => {
    if (deps.versions.newVersion() !== null && deps.once('tell-new-version')) deps.tabs.post({ type: 'new-version' });
  };
  tell();
  stops.push(deps.versions.subscribe(tell));

  return {
    get: () => now,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      for (const stop of stops.splice(0).reverse()) stop();
      listeners.clear();
    },
  };
}
