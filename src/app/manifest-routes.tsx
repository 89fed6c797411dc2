/** The manifest routes as router routes, each behind its guard. */
import type { RouteObject } from 'react-router-dom';
import { routeTable } from '../engine/manifest/route-manifests';

export function manifestRoutes(): RouteObject[] {
  return routeTable.all.map((entry) => ({
    path: entry.path,
    lazy: async () => {
      const { GuardedRoute } = await import('../shell/GuardedRoute');
      return { element: <GuardedRoute entry={entry} /> };
    },
  }));
}
