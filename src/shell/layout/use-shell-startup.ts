import { useEffect } from 'react';
import { useServices } from '../../components/services/services-context';
import { createBannerState, loadBanner } from '../../engine/header/upgrade-banner';
import { askNoticesAgain, createNoticesState, noticeCalls, noticesWantLanguage, startNotices } from '../../engine/notifications/notices';

/**
 * What the shell starts once it shows: the upgrade banner, the notices and the start-up pop-up.
 * (Help links of legacy pages are the frame workspace's.) The layout unmounts whenever the user
 * passes through the entry page (the brand link goes to /), and the start-up pop-up must not come
 * back each time: it is once per console start and account, which the start remembers (`once.startedFor`).
 *
 * Afterwards: a change of language (in this tab or, followed, in another) asks for the notices again
 * in it, so that the bell and an open notice hold nothing in the old one; nothing pops up again for it.
 * And when the service answers again after an outage, the reads that met no reply are asked again
 * (docs/reachability.md).
 */
export function useShellStartup(accountId: string, language: string): void {
  const { api, once, startState, reachability } = useServices();
  const banner = startState(createBannerState);
  const notices = startState(createNoticesState);
  useEffect(() => {
    if (once('start-up-calls', accountId)) {
      void loadBanner(banner, api);
      void startNotices(notices, language, accountId, noticeCalls(api));
    } else if (noticesWantLanguage(notices.locale, language)) {
      void askNoticesAgain(notices, language, noticeCalls(api));
    }
  }, [language, accountId, api, once, banner, notices]);
  useEffect(
    () =>
      reachability.onRecovered(() => {
        if (banner.unanswered) void loadBanner(banner, api);
        if (notices.unanswered && notices.locale !== null) void askNoticesAgain(notices, notices.locale, noticeCalls(api));
      }),
    [reachability, api, banner, notices],
  );
}
