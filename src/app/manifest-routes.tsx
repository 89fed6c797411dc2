/**
 * The manifest routes as router routes, each behind its guard. The app hands the guard the native
 * screens and the not-allowed page, so the shell never imports a screen.
 */
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPart } from '../components/lazy-part/lazy-part';
import { PageSpinner } from '../components/PageSpinner';
import type { RouteRefusal } from '../engine/access/route-access';
import type { RouteTable } from '../engine/manifest/route-table';

// Loaded when a refusal is shown, not with every route: most starts never meet one.
const NotAllowedPage = lazyPart(
  'not-allowed-page',
  () => import('../screens/not-allowed/NotAllowedPage'),
  (module) => module.NotAllowedPage,
  { inPlace: true },
);

function notAllowed(refusal: RouteRefusal) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <NotAllowedPage {...refusal} />
    </Suspense>
  );
}

export function manifestRoutes(routeTable: RouteTable): RouteObject[] {
  return routeTable.all.map((entry) => ({
    path: entry.path,
    lazy: async () => {
      const [{ GuardedRoute }, { screens }] = await Promise.all([import('../shell/access/GuardedRoute'), import('./screen-registry')]);
      return { element: <GuardedRoute entry={entry} screens={screens} notAllowed={notAllowed} /> };
    },
  }));
}
