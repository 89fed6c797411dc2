import { useCallback } from 'react';
import { useServices } from '../../components/services/services-context';
import { forgetBannerDismissal } from '../../engine/header/upgrade-banner';
import { leaveWhenAgreed } from '../../engine/leaving/leave-guard';
import { signOut } from '../../engine/leaving/sign-out';
import { forgetPromotionDismissal, forgetStartupPopup } from '../../engine/notifications/notice-store';
import { clearSession } from '../../engine/session/session';

/**
 * The console's Log off: the account menu's item, and a framed page's link to the UI-server's logoff.
 * A legacy page holding unsaved input is asked about first (the leave guard).
 */
export function useLogOff(): () => void {
  const { session, tabs, leaving } = useServices();
  return useCallback(() => {
    void leaveWhenAgreed(
      leaving,
      () => {
        clearSession(session);
        // The promotion's "not now", the session's one start-up pop-up and the closed upgrade banner
        // last for the signed-in session only: the next sign-in meets them again.
        forgetPromotionDismissal();
        forgetStartupPopup();
        forgetBannerDismissal();
        signOut(tabs);
      },
      'log-off',
    );
  }, [session, tabs, leaving]);
}
