/**
 * The manifest routes as router routes, each behind its guard. The app hands the guard the native
 * screens and the not-allowed page, so the shell never imports a screen.
 */
import type { RouteObject } from 'react-router-dom';
import type { RouteTable } from '../engine/manifest/route-table';

export function manifestRoutes(routeTable: RouteTable): RouteObject[] {
  return routeTable.all.map((entry) => ({
    path: entry.path,
    lazy: async () => {
      const [{ GuardedRoute }, { NotAllowedPage }, { screens }] = await Promise.all([
        import('../shell/GuardedRoute'),
        import('../screens/not-allowed/NotAllowedPage'),
        import('./screen-registry'),
      ]);
      return { element: <GuardedRoute entry={entry} screens={screens} notAllowed={(refusal) => <NotAllowedPage {...refusal} />} /> };
    },
  }));
}
