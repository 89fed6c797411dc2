/**
 * Nothing a framed page's script does replaces the console (docs/frame-workspace.md): the guard
 * of the console's own window, loaded apart from the shell as the workspace starts. Every
 * navigation of the window the console did not start itself is refused and turned into what it
 * meant (frames/top-navigation.ts): a legacy page opens in the frame on screen (the console url
 * follows, as for any frame link), the logoff is the console's Log off, anything else opens in a
 * new tab; a frame-buster sending the window to the page its frame shows is simply refused.
 *
 * A hidden page affects only itself. The event does not say which frame's script started it, but
 * it runs inside that script's assignment, so the script is on the stack (top-source.ts): the page
 * it names goes there in its own frame, through the workspace's gate (`page-sent`: a page holding
 * input is asked about on screen, kept as it is when hidden). Only when no page can be named (a
 * script several pages share) does the legacy page go to the frame on screen, the one the user
 * works in, through the same gate; with a page of the console's own on screen, it then opens nothing.
 */
import { CONSOLE_LEAVE, leaveFor } from '../leaving/leave-page';
import type { NavigateEventLike } from '../leaving/navigation-api';
import type { PlaceKeeping } from './keep-place';
import { topNavigationAction, type TopNavigation, type TopNavigationAction } from './top-navigation';
import { frameScripts, sourceSlot, stackNow, stackScriptUrls } from './top-source';
import type { WorkspaceRuntime } from './workspace-runtime';

export interface TopGuard {
  readonly runtime: Pick<WorkspaceRuntime, 'store' | 'frameWindows'>;
  readonly keeping: PlaceKeeping;
}

/** The page a frame shows, or null when the console cannot read it (it went to another site). */
function pageOf(frame: Window | null | undefined): string | null {
  try {
    return frame?.location.href ?? null;
  } catch {
    return null;
  }
}

interface Decision {
  readonly action: TopNavigationAction;
  /** The slot on screen, if a frame is. */
  readonly shown: number | null;
  /** The slot whose script asked, when it can be named. */
  readonly source: number | null;
}

/** What becomes of `navigation` with the frames as they are now; `stack`, the call stack as it was asked (empty: unknown). */
function decide(guard: TopGuard, navigation: TopNavigation, stack: string): Decision {
  const frames = guard.runtime.frameWindows();
  const { onScreen } = guard.runtime.store.getState();
  const shown = onScreen !== null && frames.has(onScreen) ? onScreen : null;
  const framed = [...frames.values()].flatMap((frame) => pageOf(frame) ?? []);
  const source =
    stack === '' ? null : sourceSlot(stackScriptUrls(stack), new Map([...frames].map(([slot, frame]) => [slot, frameScripts(frame)])));
  const { consoleOrigin, framable } = guard.keeping;
  const frameOnScreen = shown !== null || source !== null;
  return { action: topNavigationAction(navigation, { consoleOrigin, framable, framed, frameOnScreen }), shown, source };
}

/** Path and query of a url on the console's origin, as the workspace keeps frame urls. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Carries out what was decided for a navigation already refused. */
function act(win: Window, guard: TopGuard, { action, shown, source }: Decision): void {
  switch (action.kind) {
    case 'in-frame': {
      // The page that asked goes there, in its own frame; unnamed, the page on screen. Through the
      // gate either way (a page holding input is asked about on screen, kept when hidden), and in a
      // task of its own, as the sign-out below: the gate may replace that frame's document, which
      // must not happen under the script still running in it.
      const slot = source ?? shown;
      const url = pathOf(action.url);
      if (slot !== null) win.setTimeout(() => guard.runtime.store.dispatch({ type: 'page-sent', slot, url }), 0);
      return;
    }
    case 'sign-out':
      // In a task of its own, once the page's script that asked has run to its end: signing out
      // takes the frames away, which must not happen under a script still running in one.
      win.setTimeout(() => guard.keeping.logOff(), 0);
      return;
    case 'new-tab':
      // Without the user's click a pop-up blocker may refuse it: then the console simply stays.
      win.open(action.url, '_blank', 'noopener,noreferrer');
      return;
    default:
      return;
  }
}

/** The facts the decision reads, from the event. */
const factsOf = (event: NavigateEventLike): TopNavigation => ({
  navigationType: event.navigationType,
  destination: event.destination.url,
  sameDocument: event.destination.sameDocument,
  download: event.downloadRequest !== null,
  cancelable: event.cancelable,
  byConsole: event.info === CONSOLE_LEAVE,
});

/**
 * Judges a navigation refused on the guard's behalf before it arrived (hold-top-navigations.ts) as
 * it would have judged it: one it lets through goes after all, as the console's own.
 */
export function judgeHeld(win: Window, guard: TopGuard, event: NavigateEventLike): void {
  // Judged later, off the script's stack: the page that asked cannot be named.
  const decision = decide(guard, factsOf(event), '');
  const { action } = decision;
  if (action.kind !== 'let-through') act(win, guard, decision);
  else if (event.navigationType === 'reload') win.location.reload();
  else leaveFor(event.destination.url, win);
}

/** Guards `win`, the console's window, whose `navigation` this is, until the returned function is called. */
export function guardTop(win: Window, navigation: EventTarget, guard: TopGuard): () => void {
  const onNavigate = (event: Event): void => {
    const facts = factsOf(event as NavigateEventLike);
    // The stack only where a frame's script may have asked (reading it costs a little).
    const stack = facts.byConsole || facts.sameDocument ? '' : stackNow();
    const decision = decide(guard, facts, stack);
    if (decision.action.kind === 'let-through') return;
    event.preventDefault();
    act(win, guard, decision);
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}
