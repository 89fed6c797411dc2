import { useCallback } from 'react';
import { useServices } from '../../components/services/services-context';
import { leaveWhenAgreed } from '../../engine/leaving/leave-guard';
import { signOut } from '../../engine/leaving/sign-out';
import { forgetPromotionDismissal } from '../../engine/notifications/notices';
import { clearSession } from '../../engine/session/session';

/**
 * The console's Log off: the account menu's item, and a framed page's link to the UI-server's logoff.
 * A legacy page holding unsaved input is asked about first (the leave guard).
 */
export function useLogOff(): () => void {
  const { session, tabs, leaving } = useServices();
  return useCallback(() => {
    void leaveWhenAgreed(leaving, () => {
      clearSession(session);
      // The promotion's "not now" lasts for the signed-in session only.
      forgetPromotionDismissal();
      signOut(tabs);
    });
  }, [session, tabs, leaving]);
}
