/**
 * What the routed legacy page asks of the frame workspace: the route on screen and the framed url
 * its console url names. The workspace, which lives in the signed-in layout, owns the frames.
 */
import { proxy } from 'valtio';

export interface FrameRequest {
  /** The route's full path without the leading slash. */
  readonly route: string;
  readonly frameUrl: string;
  /** The framed url the console url names; the route's own frame url when it names none. */
  readonly url: string;
  /** Back or Forward: the frame may be on its way there through its own history. */
  readonly traversal: boolean;
  /** The console url names a query or framed page, not just the route. */
  readonly explicit: boolean;
  /** The router location's key: a new request per navigation. */
  readonly key: string;
}

export const workspaceState = proxy<{ request: FrameRequest | null }>({ request: null });

export function requestFrame(request: FrameRequest): void {
  workspaceState.request = request;
}

export function leaveFrame(route: string): void {
  if (workspaceState.request?.route === route) workspaceState.request = null;
}
