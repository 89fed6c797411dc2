/**
 * The console's Log off (the account menu's item, and a framed page's link to the UI-server's
 * logoff): the leave guard asks first about pages holding unsaved input, then the console leaves
 * for the logoff. What ends the signed-in session in this tab and the others (the session cleared,
 * the other tabs told, the session's dismissals forgotten) happens only once the page is really
 * left (`pagehide`): a framed page's own `beforeunload` can still bring the browser's prompt, and
 * a user who answers Stay keeps the console as it was, pages and session, with nothing told to
 * the other tabs. Any later input of the user's in the console disarms that ending: the next Log
 * off arms it again.
 */
import { forgetBannerDismissal } from '../header/upgrade-banner';
import { leaveWhenAgreed, type LeaveGuard } from '../leaving/leave-guard';
import { leavePage } from '../leaving/leave-page';
import { announceSignOut, LOG_OFF_LEAVE } from '../leaving/sign-out';
import { forgetPromotionDismissal, forgetStartupPopup } from '../notifications/notice-store';
import { clearSession, type SessionStore } from '../session/session';
import type { TabChannel } from '../tabs/tab-channel';

export interface LogOffDeps {
  readonly session: SessionStore;
  readonly tabs: Pick<TabChannel, 'post'>;
  readonly leaving: LeaveGuard;
}

/** What ends the signed-in session in this tab, once it is left. */
function endHere(deps: LogOffDeps): void {
  clearSession(deps.session);
  // The promotion's "not now", the session's one start-up pop-up and the closed upgrade banner
  // last for the signed-in session only: the next sign-in meets them again.
  forgetPromotionDismissal();
  forgetStartupPopup();
  forgetBannerDismissal();
  announceSignOut(deps.tabs, LOG_OFF_LEAVE);
}

/**
 * Arms the session's end for the moment `win` is left, and returns the disarm. A trusted key or
 * pointer press in the console after a refused leave disarms it.
 */
export function endWhenLeft(win: Window, end: () => void): () => void {
  const options = { capture: true } as const;
  const disarm = (): void => {
    win.removeEventListener('pagehide', onHide);
    win.removeEventListener('pointerdown', onInput, options);
    win.removeEventListener('keydown', onInput, options);
  };
  const onHide = (event: PageTransitionEvent): void => {
    // Kept in the back/forward cache it may come back: the logoff's answer still ended the session.
    void event;
    disarm();
    end();
  };
  const onInput = (event: Event): void => {
    if (event.isTrusted) disarm();
  };
  win.addEventListener('pagehide', onHide);
  win.addEventListener('pointerdown', onInput, options);
  win.addEventListener('keydown', onInput, options);
  return disarm;
}

/** Logs off, once the leave guard agrees; resolves whether the console went on to leave. */
export function logOff(deps: LogOffDeps, win: Window = window, navigate?: (url: string) => void): Promise<boolean> {
  return leaveWhenAgreed(
    deps.leaving,
    () => {
      endWhenLeft(win, () => endHere(deps));
      leavePage(LOG_OFF_LEAVE, navigate);
    },
    'log-off',
  );
}
