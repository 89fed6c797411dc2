import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { lazyPart } from '../../components/lazy-part/lazy-part';
import { useServices } from '../../components/services/services-context';
import type { RouteAccess } from '../../engine/access/route-access';
import { isPathUnder } from '../../engine/manifest/path-under';
import { createAdminPanelState, setAdminPanelOpen } from '../../engine/menu/admin-panel';
import { CONSOLE_LINKS } from '../parts/RouteLink';

// The panel is drawn only on its route's pages: its code loads with the first of them, not with the
// shell (it also draws the route studio's preview, so it takes its links and state passed in).
const AdminPanelView = lazyPart(
  'admin-panel-view',
  () => import('./AdminPanelView'),
  (module) => module.AdminPanelView,
  {
    inPlace: true,
  },
);

/**
 * The side panel of a route whose manifest says `navigation: panel`: shown on its
 * pages, open state kept in local storage, the current page's group opened.
 */
export function AdminPanel({ access }: { access: RouteAccess }) {
  const { pathname } = useLocation();
  const { routeTable, startState } = useServices();
  const adminPanel = startState(createAdminPanelState);
  const { open } = useSnapshot(adminPanel);
  const parent = routeTable.top.find((entry) => entry.navigation === 'panel' && isPathUnder(pathname, `/${entry.path}`));
  if (!parent) return null;
  return (
    <Suspense fallback={null}>
      <AdminPanelView
        access={access}
        links={CONSOLE_LINKS}
        parent={parent}
        pathname={pathname}
        open={open}
        onOpenChange={(next) => setAdminPanelOpen(adminPanel, next)}
      />
    </Suspense>
  );
}
