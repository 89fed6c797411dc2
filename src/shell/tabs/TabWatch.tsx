/**
 * The signed-in shell's side of the channel to the console's other tabs (docs/tab-messages.md): it
 * starts the scope's tab watch (engine/scope/tab-watch.ts) once, and shows the account-changed notice
 * while the session's account is not the one shown. The watch's listeners are the runtime's, not this
 * component's: they live as long as the signed-in scope, whatever the layout's remounts.
 *
 * Loaded apart from the shell, just after it shows: none of it is needed for the first screen.
 */
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribe } from 'valtio/vanilla';
import { useServices } from '../../components/services/services-context';
import { fetchPresentAccount } from '../../engine/api/present-account';
import { afterPaint } from '../../engine/leaving/after-paint';
import { leavePage } from '../../engine/leaving/leave-page';
import { loginUrlReturningTo } from '../../engine/login/return-target';
import { startTabWatch } from '../../engine/scope/tab-watch';
import { tabAccountOf } from '../../engine/tabs/tab-decision';
import { versionWatchIn } from '../../engine/version/version-runtime';
import { useScopeChild } from '../session/scope-context';
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
  const { tabs, api, session, once, startState } = useServices();
  const watch = useScopeChild('tab-watch', (scope) =>
    startTabWatch({
      tabs,
      shown: { get: () => (session.info ? tabAccountOf(session.info) : null), subscribe: (listener) => subscribe(session, listener) },
      fetchPresent: () => fetchPresentAccount(api),
      once,
      checks: startState(visibilityChecks),
      guardOpen: () => scope.guard.getState().phase === 'open',
      leaveSignedOut,
      visibility: {
        visible: () => document.visibilityState === 'visible',
        onChange: (listener) => {
          document.addEventListener('visibilitychange', listener);
          return () => document.removeEventListener('visibilitychange', listener);
        },
      },
      now: Date.now,
      // The scope's version watch, made now if the prompt has not made it yet: it stops after this watch.
      versions: versionWatchIn(scope),
    }),
  );
  const now = useSyncExternalStore(watch.subscribe, watch.get);
  const shown = session.info ? tabAccountOf(session.info) : null;
  return shown !== null && now !== null ? createPortal(<AccountChangedNotice shown={shown} now={now} />, document.body) : null;
}
