/**
 * The console url and the frame workspace kept in step, both ways, here and nowhere else.
 *
 * Router to workspace: every location the router reaches is a `routed` event, twice: at once (the
 * router's own notice, before React renders anything, so a switch between two framed pages shows in
 * the very next frame) and once React has rendered it (`committed`: the moment a switch to or from a
 * page the router renders itself may show). The machine takes each location once.
 *
 * Workspace to router: a frame that goes somewhere else replaces the console url
 * (`navigateConsole`, engine/frames/router-events.ts), never pushes it, since the frame's navigation already is the history entry.
 * The router's answer comes back as a `routed` event for the page already on screen.
 */
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routedEvent } from '../../engine/frames/router-events';
import type { WorkspaceEvent } from '../../engine/frames/workspace-machine';
import type { ConsoleRouter } from '../parts/console-router';

/**
 * Hands the workspace each location React has rendered. A location the router has already left
 * (React rendered it on the way to the next) is not handed on: the next one's turn comes.
 */
export function RenderedLocations({ router, dispatch }: { router: ConsoleRouter; dispatch: (event: WorkspaceEvent) => void }) {
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (router.state.location.key === key) dispatch(routedEvent(router.state, true));
  }, [router, dispatch, key]);
  return null;
}
