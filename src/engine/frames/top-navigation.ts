/**
 * What becomes of a navigation of the console's own window that the console did not start: a
 * framed page's script setting `top.location` (a frame-buster, a "go home" button). The Navigation
 * API tells the console of each one before it happens, with no word of who started it; the
 * console's own full-page leaves carry a marker (leaving/leave-page.ts), so anything else that
 * leaves the document is a framed page's doing. Its target is then read as a `_top` link's would be
 * (top-target.ts), with three differences: a console page passes (the account-management page
 * sends the console back to its root after an Assume); a page a frame already shows is not loaded
 * again (a frame-buster sends the window to its own page); and with no frame on screen (a page of
 * the console's own is), a legacy page is not opened: the script can only be a hidden page's, and
 * a page the user does not see does not take the screen. Pure: guard-top.ts asks
 * and acts.
 */
import { topTargetAction } from './top-target';

/** The facts of a `navigate` event of the console's window that the decision reads. */
export interface TopNavigation {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  /** Where the window would go: an absolute url. */
  readonly destination: string;
  /** Within the console's document: the router's history entries, a fragment. */
  readonly sameDocument: boolean;
  /** A download, which leaves the document where it is. */
  readonly download: boolean;
  /** Whether it can still be refused. */
  readonly cancelable: boolean;
  /** Started by the console itself: one of its own leaves, marked as such. */
  readonly byConsole: boolean;
}

export interface TopNavigationScene {
  /** The console's own origin. */
  readonly consoleOrigin: string;
  /** Whether a path (and query) of the console's origin is a legacy page a frame may show. */
  readonly framable: (path: string) => boolean;
  /** The pages the workspace's frames show now, kept ones too (absolute urls; a frame that cannot be read is left out). */
  readonly framed: readonly string[];
  /** Whether a frame is on screen (rather than a page of the console's own). */
  readonly frameOnScreen: boolean;
}

export type TopNavigationAction =
  /** Not the console's to stop, or harmless: it goes ahead. */
  | { readonly kind: 'let-through' }
  /** Refused; the legacy page opens in the frame on screen instead. */
  | { readonly kind: 'in-frame'; readonly url: string }
  /** Refused; the console signs out as its Log off does. */
  | { readonly kind: 'sign-out' }
  /** Refused; the page opens in a new tab, apart from the console. */
  | { readonly kind: 'new-tab'; readonly url: string }
  /** Refused, and nothing else. */
  | { readonly kind: 'stay' };

const LET_THROUGH = { kind: 'let-through' } as const;
const STAY = { kind: 'stay' } as const;

/** The url without its fragment, which a frame-buster may or may not carry along. */
const withoutFragment = (url: string): string => url.split('#', 1)[0] ?? url;

/** A page of the console itself: its origin, and not the UI-server's (contract: `/uiserver/` is the UI-server's). */
function consolePage(url: URL, consoleOrigin: string): boolean {
  // Not isPathUnder (manifest/path-under.ts): the shell has it, and sharing it with this lazy module
  // would split it into a chunk of its own the shell then loads.
  return url.origin === consoleOrigin && !/^\/uiserver(\/|$)/i.test(url.pathname);
}

export function topNavigationAction(navigation: TopNavigation, scene: TopNavigationScene): TopNavigationAction {
  // The router's own entries, downloads, Back and Forward, a reload (the console stays itself), the
  // console's own leaves, and what the browser would not let be refused anyway.
  if (navigation.byConsole || navigation.sameDocument || navigation.download || !navigation.cancelable) return LET_THROUGH;
  if (navigation.navigationType === 'reload' || navigation.navigationType === 'traverse') return LET_THROUGH;
  let url: URL;
  try {
    url = new URL(navigation.destination);
  } catch {
    return STAY;
  }
  if (consolePage(url, scene.consoleOrigin)) return LET_THROUGH;
  const action = topTargetAction(url.href, url.href, scene.consoleOrigin, scene.framable);
  switch (action.kind) {
    case 'frame':
      return !scene.frameOnScreen || scene.framed.some((page) => withoutFragment(page) === withoutFragment(url.href))
        ? STAY
        : { kind: 'in-frame', url: url.href };
    case 'sign-out':
      return action;
    case 'new-tab':
      return action;
    case 'ignore':
      return STAY;
  }
}
