import { useEffect } from 'react';
import { loadBanner } from '../../engine/header/upgrade-banner';
import { noticeCalls, startNotices } from '../../engine/notifications/notices';
import { useServices } from '../../components/services/services-context';

/**
 * The account the start-up calls ran for in this page load. The layout unmounts whenever the user
 * passes through the entry page (the brand link goes to /), and the start-up pop-up must not come
 * back each time: it is once per page load and account.
 */
let startedFor: string | null = null;

/**
 * What the shell starts once it shows: the upgrade banner, the notices and the start-up pop-up.
 * (Help links of legacy pages are the frame workspace's.)
 */
export function useShellStartup(accountId: string, language: string): void {
  const { api } = useServices();
  useEffect(() => {
    if (startedFor === accountId) return;
    startedFor = accountId;
    void loadBanner(api);
    void startNotices(language, accountId, noticeCalls(api));
  }, [language, accountId, api]);
}
