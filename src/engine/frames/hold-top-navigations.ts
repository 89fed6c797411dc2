import { CONSOLE_LEAVE } from '../leaving/leave-page';
import { navigationOf, type NavigateEventLike } from '../leaving/navigation-api';
import { holdUntilLoaded } from '../machines/hold-until-loaded';
import type { TopGuard } from './guard-top';
import type { PlaceKeeping } from './keep-place';

/** The guard of the console's window (guard-top.ts), loaded apart from the shell. */
export const loadGuardTop = () => import('./guard-top');

/**
 * Nothing a framed page's script does replaces the console, while the workspace is there. The guard
 * is lazy; the frames are not, and a frame-buster in the first page loaded may run before it
 * arrives: until then every navigation of the window that leaves the document and is not the
 * console's own is held (refused) and handed to the guard, which judges it as it would have.
 * Installed before a frame can run a script (the workspace runtime's `connect`, in a layout effect of
 * the commit that adds the frames). Returns the dispose. Without the Navigation API there is no
 * guard: a frame-busting page takes the window there.
 */
export function holdTopNavigations(runtime: TopGuard['runtime'], keeping: PlaceKeeping): () => void {
  const navigation = navigationOf(window);
  if (navigation === undefined) return () => undefined;
  const held = holdUntilLoaded<NavigateEventLike>();
  const hold = (event: Event): void => {
    const { cancelable, destination, downloadRequest, info } = event as NavigateEventLike;
    if (!cancelable || destination.sameDocument || downloadRequest !== null || info === CONSOLE_LEAVE) return;
    event.preventDefault();
    held.take(event as NavigateEventLike);
  };
  navigation.addEventListener('navigate', hold);
  let stop = (): void => navigation.removeEventListener('navigate', hold);
  let live = true;
  // Should the guard not load (the server gone), what was held stays refused, and nothing more is.
  void loadGuardTop().then(({ guardTop, judgeHeld }) => {
    if (!live) return;
    stop();
    const guard = { runtime, keeping };
    held.release((event) => judgeHeld(window, guard, event));
    stop = guardTop(window, navigation, guard);
  }, stop);
  return () => {
    live = false;
    held.stop();
    stop();
  };
}
