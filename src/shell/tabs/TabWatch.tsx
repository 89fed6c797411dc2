/**
 * The signed-in shell's side of the channel to the console's other tabs (docs/tab-messages.md):
 * it announces the account this console start shows, leaves for the login page when the user logs
 * off in another tab, covers the content when the session's account is no longer the one shown, and
 * checks that account itself when the tab becomes visible (a hidden tab may have missed messages).
 * It also tells the other tabs of a new version of the console this tab found, and has the version
 * watch look for itself when another tab found one.
 * What to do is decided in engine/tabs/tab-decision.ts; this only listens and acts.
 *
 * Loaded apart from the shell, just after it shows: none of it is needed for the first screen.
 */
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { subscribe } from 'valtio/vanilla';
import { useServices } from '../../components/services/services-context';
import { fetchPresentAccount } from '../../engine/api/present-account';
import { afterPaint } from '../../engine/leaving/after-paint';
import { leavePage } from '../../engine/leaving/leave-page';
import { loginUrlReturningTo } from '../../engine/login/return-target';
import {
  accountAnnouncement,
  presentDecision,
  tabAccountOf,
  tabDecision,
  visibilityCheckDue,
  type TabAccount,
  type TabAction,
} from '../../engine/tabs/tab-decision';
import { versionWatchOfStart } from '../../engine/version/version-runtime';
import { useSessionGuard } from '../session/SessionKeeper';
import { AccountChangedNotice } from './AccountChangedNotice';

/** When this console start last asked the server for the session's account (the visibility check). */
const visibilityChecks = (): { last: number | null } => ({ last: null });

/** Logged off in another tab: a full page load of the login page, which says so and can bring the user back here. */
function leaveSignedOut(): void {
  // Hidden at once (global.css), and left once that is painted: a leaving page's last painted frame
  // stays on screen until the login page paints, seconds on a slow machine.
  document.documentElement.toggleAttribute('data-signed-out', true);
  const { pathname, search, hash } = window.location;
  afterPaint(() => leavePage({ url: loginUrlReturningTo(`${pathname}${search}${hash}`), say: 'logged-off-elsewhere' }));
}

export function TabWatch() {
  // What the watch has done in this console start (announced, last checked, told of a new version)
  // outlives the shell's remounts: the start keeps it (console-start.ts).
  const { tabs, api, session, once, startState } = useServices();
  const checks = startState(visibilityChecks);
  const guard = useSessionGuard();
  // The store itself rather than useSession: the shell's chunks stay as they are. The session info
  // changes only when the session is set again (a sign-in, the entry page).
  const [info, setInfo] = useState(() => session.info);
  useEffect(() => subscribe(session, () => setInfo(session.info)), [session]);
  const shown = useMemo<TabAccount | null>(() => (info ? tabAccountOf(info) : null), [info]);
  // The account the session holds now, when it is not the one shown.
  const [now, setNow] = useState<TabAccount | null>(null);

  useEffect(() => {
    if (shown === null) return;
    const act = (action: TabAction): void => {
      if (action.kind === 'leave') leaveSignedOut();
      else if (action.kind === 'cover') setNow(action.now);
      else if (action.kind === 'agree') setNow(null);
    };
    const key = JSON.stringify(shown);
    if (once('announce', key)) tabs.post(accountAnnouncement(shown));
    const stopListening = tabs.listen((message) => {
      // A tab under the expired session's cover hears a sign-in through its session guard, which
      // resumes it or reloads it into the new account: no notice on top of that.
      if (message.type === 'signed-in' && guard !== null && guard.getState().phase !== 'open') return;
      act(tabDecision({ kind: 'signed-in', shown }, message));
    });
    let stopped = false;
    const checkWhenVisible = (): void => {
      const at = Date.now();
      if (document.visibilityState !== 'visible' || !visibilityCheckDue(checks.last, at)) return;
      checks.last = at;
      void fetchPresentAccount(api).then((present) => {
        if (!stopped && present.ok) act(presentDecision(shown, present.data));
      });
    };
    document.addEventListener('visibilitychange', checkWhenVisible);
    return () => {
      stopped = true;
      stopListening();
      document.removeEventListener('visibilitychange', checkWhenVisible);
    };
  }, [shown, tabs, api, guard, once, checks]);

  useEffect(() => {
    const watch = startState(versionWatchOfStart);
    const tell = (): void => {
      if (watch.newVersion() !== null && once('tell-new-version')) tabs.post({ type: 'new-version' });
    };
    // Found before this loaded, or later.
    tell();
    const stopWatching = watch.subscribe(tell);
    const stopListening = tabs.listen((message) => {
      if (message.type === 'new-version') watch.heardOfNewVersion();
    });
    return () => {
      stopWatching();
      stopListening();
    };
  }, [tabs, startState, once]);

  return shown !== null && now !== null ? createPortal(<AccountChangedNotice shown={shown} now={now} />, document.body) : null;
}
