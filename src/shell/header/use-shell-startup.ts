import { useEffect } from 'react';
import { listenForHelpLinks } from '../../engine/frames/help-link-listener';
import { loadBanner } from '../../engine/state/banner';
import { clearHelpLink } from '../../engine/state/help-link';
import { startNotices } from '../../engine/state/notices';

/** The legacy frame of the current page (FramePage's DOM contract), or null on a native screen. */
function legacyFrameWindow(): Window | null {
  return document.querySelector<HTMLIFrameElement>('iframe[data-testid="legacy-frame"]')?.contentWindow ?? null;
}

/**
 * The account the start-up calls ran for in this page load. The layout unmounts whenever the user
 * passes through the entry page (the brand link goes to /), and the start-up pop-up must not come
 * back each time: it is once per page load and account.
 */
let startedFor: string | null = null;

/**
 * What the shell starts once it shows: the upgrade banner, the notices and the
 * start-up pop-up, and the help-link listener. The help link belongs to the page that sent it, so it
 * is dropped on every page change and the next legacy page reports its own.
 */
export function useShellStartup(accountId: string, language: string, pathname: string): void {
  useEffect(() => {
    if (startedFor === accountId) return;
    startedFor = accountId;
    void loadBanner();
    void startNotices(language, accountId);
  }, [language, accountId]);
  useEffect(() => listenForHelpLinks(legacyFrameWindow), []);
  useEffect(() => {
    clearHelpLink();
  }, [pathname]);
}
