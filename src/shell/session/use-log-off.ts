import { useCallback } from 'react';
import { useServices } from '../../components/services/services-context';
import { logOff } from '../../engine/scope/log-off';

/**
 * The console's Log off: the account menu's item, and a framed page's link to the UI-server's logoff
 * (engine/scope/log-off.ts: asked first, and the session ended only once the page is left).
 */
export function useLogOff(): () => void {
  const { session, tabs, leaving } = useServices();
  return useCallback(() => void logOff({ session, tabs, leaving }), [session, tabs, leaving]);
}
