import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { frameUrlFor } from '../engine/frames/frame-location';
import type { RouteEntry } from '../engine/manifest/route-table';
import { leaveFrame, requestFrame } from './workspace/workspace-state';

/**
 * A legacy page of the UI-server. The frame itself lives in the layout's workspace, which keeps
 * recent pages alive; this routed element only tells it which page the console url names. The
 * manifest checker has held the url to a same-origin path, and a framed page named by the url's
 * fragment passes the same rule, so the frame cannot be sent elsewhere.
 */
export function FramePage({ entry, url }: { entry: RouteEntry; url: string }) {
  const { search, hash, key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    requestFrame({
      route: entry.path,
      frameUrl: url,
      url: frameUrlFor({ path: entry.path, frameUrl: url }, search, hash),
      traversal: navigationType === 'POP',
      explicit: search !== '' || hash !== '',
      key,
    });
    // Only a new navigation (a new key) is a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, entry.path]);
  useLayoutEffect(() => () => leaveFrame(entry.path), [entry.path]);
  return null;
}
