/**
 * The console keeps its place (docs/frame-workspace.md): loaded apart from the shell, as soon as the
 * workspace starts, and attached to each page its frames load.
 */
import { aimsAtTop, topTargetAction } from './top-target';

/** What the console does for a framed page's link or form aimed at the whole window. */
export interface PlaceKeeping {
  /** The console's own origin: a legacy page on it opens in the frame. */
  readonly consoleOrigin: string;
  /** Signs out as the console's Log off does (a link to the UI-server's logoff). */
  readonly logOff: () => void;
  /** Whether a path of the console's origin is a legacy page a frame may show. */
  readonly framable: (path: string) => boolean;
}

/**
 * Keeps the console in its place: a link or a form of the framed page aimed at `_top` or `_parent`
 * goes where `topTargetAction` says rather than replacing the console. The frames have no sandbox
 * (the account-management page must be able to send the console to its root after an Assume); a
 * script's navigation of the whole window (a frame-buster, a `top.location` assignment) is the
 * guard's of the console's window (guard-top.ts), which reads it by the same rule. Here, the links
 * and forms a user follows are turned into what they meant before they become such a navigation.
 * Listened to last (on the window, bubbling), so a page that handles its own clicks is left to
 * them; a plain click only, so a click with a modifier still opens a tab or window as the browser
 * does.
 */
export function keepPlace(frameWindow: Window, keeping: PlaceKeeping): void {
  frameWindow.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    // The frame's own Element class, not the console's: instanceof across documents would fail.
    const anchor = (event.target as Partial<Element> | null)?.closest?.('a[href], area[href]') ?? null;
    if (anchor === null || !aimsAtTop(anchor.getAttribute('target'))) return;
    const href = (anchor as HTMLAnchorElement).href;
    const action = topTargetAction(href, frameWindow.location.href, keeping.consoleOrigin, keeping.framable);
    event.preventDefault();
    if (action.kind === 'frame') frameWindow.location.assign(href);
    else if (action.kind === 'sign-out') keeping.logOff();
    else if (action.kind === 'new-tab') frameWindow.open(action.url, '_blank', 'noopener,noreferrer');
  });
  frameWindow.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement | null;
    if (event.defaultPrevented || form?.tagName !== 'FORM') return;
    const submitter = (event as SubmitEvent).submitter;
    const target = submitter?.getAttribute('formtarget') ?? form.getAttribute('target');
    if (!aimsAtTop(target)) return;
    const action = topTargetAction(
      submitter?.getAttribute('formaction') ?? form.action,
      frameWindow.location.href,
      keeping.consoleOrigin,
      keeping.framable,
    );
    // The submission reads its target after this event: a changed target is the one it takes.
    const retarget = (name: string): void => {
      form.target = name;
      if (submitter?.hasAttribute('formtarget')) submitter.setAttribute('formtarget', name);
    };
    if (action.kind === 'frame') retarget('_self');
    else if (action.kind === 'new-tab') retarget('_blank');
    else {
      event.preventDefault();
      if (action.kind === 'sign-out') keeping.logOff();
    }
  });
}
