import { useMemo } from 'react';
import { useServices } from '../../components/services/services-context';
import { useSession } from '../../components/services/use-session';
import { createRouteAccess, type RouteAccess } from '../../engine/access/route-access';

/** Route access for the signed-in session over the services' route table; null before the layout has loaded the account. */
export function useRouteAccess(): RouteAccess | null {
  const { routeTable } = useServices();
  const info = useSession();
  return useMemo(() => (info ? createRouteAccess(routeTable, info) : null), [routeTable, info]);
}
