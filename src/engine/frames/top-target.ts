/**
 * Where a framed page's link or form aimed at the whole window (`target="_top"` or `"_parent"`)
 * goes instead, so that nothing a legacy page does replaces the console: a legacy page opens in the
 * frame (the console url follows it, as for any frame link), the UI-server's logoff signs out as the
 * console's own Log off does, and anything else opens in a new tab. Pure: the frame's listeners
 * (shell/frames/frame-load.ts) ask and act.
 */
import { logoffPath } from '../../generated/calls/logoff';

// Compared with a lower-cased pathname.
export const LOGOFF_PATH = logoffPath.toLowerCase();

export type TopTargetAction =
  /** Open it in the frame itself: a legacy page. */
  | { readonly kind: 'frame' }
  /** Sign out as the console's Log off does. */
  | { readonly kind: 'sign-out' }
  /** Open it in a new tab, apart from the console. */
  | { readonly kind: 'new-tab'; readonly url: string }
  /** Do nothing: a target that is not a web page (javascript:, an unreadable url). */
  | { readonly kind: 'ignore' };

/** Is this target the whole window rather than the frame? */
export function aimsAtTop(target: string | null | undefined): boolean {
  const name = (target ?? '').trim().toLowerCase();
  return name === '_top' || name === '_parent';
}

/**
 * What to do with `href` (as written in the page, resolved against `base`, the page's own url),
 * aimed at the whole window of the console at `consoleOrigin`. `framable` says whether a path (and
 * query) of the console's origin is a legacy page a frame may show: the manifests' rule
 * (manifest/frame-url-rule.ts), handed in so this module carries none of its own.
 */
export function topTargetAction(href: string, base: string, consoleOrigin: string, framable: (path: string) => boolean): TopTargetAction {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return { kind: 'ignore' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return url.protocol === 'mailto:' ? { kind: 'new-tab', url: url.href } : { kind: 'ignore' };
  if (url.origin !== consoleOrigin) return { kind: 'new-tab', url: url.href };
  if (url.pathname.toLowerCase().replace(/\/+$/, '') === LOGOFF_PATH) return { kind: 'sign-out' };
  const path = `${url.pathname}${url.search}`;
  return framable(path) ? { kind: 'frame' } : { kind: 'new-tab', url: url.href };
}
