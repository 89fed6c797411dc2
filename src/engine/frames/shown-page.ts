/**
 * What the page bar and the tab title say of the framed page on screen when it is not simply its
 * route's page (docs/frame-workspace.md):
 *
 * - `elsewhere`: the frame went to another site; the route's page is not on screen.
 * - `stands-in`: a link inside the frame led to another route's page while that route's kept page
 *   held input: the frame shows the linked page in its own slot, standing in for that route (the
 *   console url is the slot's route with the page after `#`). The bar names the page shown and the
 *   route it stands in for, and offers one click to the kept page, which holds what the user typed.
 *
 * Pure: read from the slot on screen and the framed routes; no React, no DOM.
 */
import { consoleUrlFor, type FramedRoute } from './frame-location';
import type { ShownView } from './shown-page-store';
import type { FrameFailure } from './workspace-machine';

export type ShownPage =
  | { readonly kind: 'elsewhere'; readonly route: string }
  | { readonly kind: 'stands-in'; readonly route: string; readonly shows: string }
  | null;

/** The parts of a slot this reads. */
export interface ShownSlot {
  readonly route: FramedRoute;
  readonly url: string;
  readonly failure: FrameFailure | null;
}

export function shownPageOf(slot: ShownSlot | null, routes: readonly FramedRoute[]): ShownPage {
  if (slot === null) return null;
  if (slot.failure === 'foreign') return { kind: 'elsewhere', route: slot.route.path };
  const target = consoleUrlFor(slot.url, routes, slot.route);
  const shows = target?.split(/[?#]/, 1)[0]?.slice(1);
  if (shows === undefined || shows === '' || shows === slot.route.path) return null;
  return { kind: 'stands-in', route: slot.route.path, shows };
}

/** The parts of the slot on screen the shell shows: the page's own title and help link besides. */
export interface ShownSlotView extends ShownSlot {
  readonly title: string | null;
  readonly helpLink: string | null;
}

/** The view of the page on screen that the shown page's store holds (shown-page-store.ts). */
export function shownViewOf(slot: ShownSlotView | null, routes: readonly FramedRoute[]): ShownView {
  return slot === null ? null : { route: slot.route.path, title: slot.title, helpLink: slot.helpLink, page: shownPageOf(slot, routes) };
}

/**
 * Tells `show` the view of each state it is handed, only when it says something new (the store's
 * listeners, the page bar among them, render only then). Starts from nothing shown (null). A view is plain
 * strings and nulls, always built in the same order (`shownViewOf`): its JSON says what it says.
 */
export function tellShownChanges(show: (view: ShownView) => void): (slot: ShownSlotView | null, routes: readonly FramedRoute[]) => void {
  let told = 'null';
  return (slot, routes) => {
    const view = shownViewOf(slot, routes);
    const says = JSON.stringify(view);
    if (says === told) return;
    told = says;
    show(view);
  };
}
