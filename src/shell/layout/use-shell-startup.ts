import { useEffect, useMemo } from 'react';
import { useServices } from '../../components/services/services-context';
import { createBannerState, loadBanner } from '../../engine/header/upgrade-banner';
import { createNoticesState, noticeCalls, startNotices } from '../../engine/notifications/notice-store';
import type { StartReads } from '../../engine/notifications/notices-again';
import { useShellPart } from '../parts/AfterShellPaint';

/**
 * What the shell starts once it shows: the upgrade banner, the notices and the start-up pop-up.
 * (Help links of legacy pages are the frame workspace's.) The layout unmounts whenever the user
 * passes through the entry page (the brand link goes to /), and the start-up pop-up must not come
 * back each time: it is once per console start and account, which the start remembers (`once.startedFor`).
 * Asking them again (another language, the service back) is the service notices' (ReadsAgain.tsx),
 * to which the layout hands what this returns.
 */
export function useShellStartup(accountId: string, language: string): StartReads {
  const { api, once, startState } = useServices();
  const banner = startState(createBannerState);
  const notices = startState(createNoticesState);
  // Once the menu is on screen (shell-paint.ts): their answers open pop-ups and the banner.
  const mayStart = useShellPart('start-up-calls');
  useEffect(() => {
    if (!mayStart || !once('start-up-calls', accountId)) return;
    // Asked beside the account by the sign-in or the page's load, as a rule: then not again.
    if (banner.askedFor !== accountId) void loadBanner(banner, api, accountId);
    void startNotices(notices, language, accountId, noticeCalls(api));
  }, [mayStart, language, accountId, api, once, banner, notices]);
  return useMemo(() => ({ banner, loadBanner: () => loadBanner(banner, api), notices, calls: noticeCalls(api) }), [banner, notices, api]);
}
