import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { createRouteAccess, type RouteAccess } from '../engine/access/route-access';
import { routeTable } from '../engine/manifest/route-manifests';
import type { SessionInfo } from '../generated/types/session-info';
import { sessionState } from '../engine/state/session';

/** Route access for the signed-in session; null before the layout has loaded the account. */
export function useRouteAccess(): RouteAccess | null {
  const { info } = useSnapshot(sessionState);
  return useMemo(() => (info ? createRouteAccess(routeTable, info as SessionInfo) : null), [info]);
}
