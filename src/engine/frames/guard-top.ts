/**
 * Nothing a framed page's script does replaces the console (docs/frame-workspace.md): the guard
 * of the console's own window, loaded apart from the shell as the workspace starts. Every
 * navigation of the window the console did not start itself is refused and turned into what it
 * meant (frames/top-navigation.ts): a legacy page opens in the frame on screen (the console url
 * follows, as for any frame link), the logoff is the console's Log off, anything else opens in a
 * new tab; a frame-buster sending the window to the page its frame shows is simply refused.
 *
 * The event does not say which frame's script started it, so a legacy page goes to the frame on
 * screen: the one the user sees and works in, and the one whose page has just loaded when a
 * frame-buster runs (kept pages are hidden and load nothing). With a page of the console's own on
 * screen, the script was a hidden page's, and opens nothing.
 */
import { CONSOLE_LEAVE, leaveFor } from '../leaving/leave-page';
import type { NavigateEventLike } from '../leaving/navigation-api';
import type { PlaceKeeping } from './keep-place';
import { topNavigationAction, type TopNavigation, type TopNavigationAction } from './top-navigation';
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

/** What becomes of `navigation` with the frames as they are now, and what the frame on screen is. */
function decide(guard: TopGuard, navigation: TopNavigation): { action: TopNavigationAction; shown: Window | null } {
  const frames = guard.runtime.frameWindows();
  const { onScreen } = guard.runtime.store.getState();
  const shown = onScreen === null ? null : (frames.get(onScreen) ?? null);
  const framed = [...frames.values()].flatMap((frame) => pageOf(frame) ?? []);
  const { consoleOrigin, framable } = guard.keeping;
  return { action: topNavigationAction(navigation, { consoleOrigin, framable, framed, frameOnScreen: shown !== null }), shown };
}

/** Carries out what was decided for a navigation already refused. */
function act(win: Window, guard: TopGuard, action: TopNavigationAction, shown: Window | null): void {
  switch (action.kind) {
    case 'in-frame':
      shown?.location.assign(action.url);
      return;
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
  const { action, shown } = decide(guard, factsOf(event));
  if (action.kind !== 'let-through') act(win, guard, action, shown);
  else if (event.navigationType === 'reload') win.location.reload();
  else leaveFor(event.destination.url, win);
}

/** Guards `win`, the console's window, whose `navigation` this is, until the returned function is called. */
export function guardTop(win: Window, navigation: EventTarget, guard: TopGuard): () => void {
  const onNavigate = (event: Event): void => {
    const { action, shown } = decide(guard, factsOf(event as NavigateEventLike));
    if (action.kind === 'let-through') return;
    event.preventDefault();
    act(win, guard, action, shown);
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}
