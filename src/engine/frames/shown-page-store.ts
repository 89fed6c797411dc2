/**
 * The one store of the page on screen, a child of the signed-in scope: what the page bar, the tab
 * title and the header's help link say of the framed page shown. The workspace runtime tells it each
 * view that says something new (`connect`'s `shown`: `tellShownChanges`, shown-page.ts);
 * the shell's parts subscribe and render. It outlives the workspace's renders, as the scope does.
 *
 * In the shell's first code (the page bar and the help link read it), so nothing but a machine host
 * holding the last view told: a view is the state, told to the listeners when it is a new object.
 */
import { createMachineHost, type MachineHost } from '../machines/machine-host';
import type { ShownPage } from './shown-page';

/** What the shell shows of the framed page on screen; null when none is (a native screen, none yet). */
export type ShownView = {
  /** The route of the framed page on screen (`logs/audit-log`). */
  readonly route: string;
  /** The title the page sent, or null: then the route's menu name. */
  readonly title: string | null;
  /** The help link the page sent (vetted), or null: then the console's own for the language. */
  readonly helpLink: string | null;
  /** Where the page is not its route's own: gone to another site, or standing in for a kept page. */
  readonly page: ShownPage;
} | null;

/** `dispatch(view)`: the page on screen is now `view`; `stop()`: no view is taken after. */
export type ShownPageStore = MachineHost<ShownView, ShownView>;

const showView = (_before: ShownView, view: ShownView) => ({ state: view, effects: [] });

export const createShownPageStore = (): ShownPageStore => createMachineHost<ShownView, ShownView, never>(null, showView, () => undefined);
