import { Navigate } from 'react-router-dom';
import type { RouteEntry } from '../engine/manifest/route-table';
import { NotAllowedPage } from '../screens/not-allowed/NotAllowedPage';
import { FramePage } from './FramePage';
import { PageSpinner } from '../components/PageSpinner';
import { ScreenView } from './ScreenView';
import { useRouteAccess } from './use-route-access';

/**
 * Every manifest route renders through this guard, so a route hidden from the menu is refused
 * the same way when its url is typed by hand.
 */
export function GuardedRoute({ entry }: { entry: RouteEntry }) {
  const access = useRouteAccess();
  if (!access) return <PageSpinner />;
  if (!access.allows(entry)) return <NotAllowedPage />;
  switch (entry.view.kind) {
    case 'frame':
      return <FramePage key={entry.path} entry={entry} url={entry.view.url} />;
    case 'screen':
      return <ScreenView screen={entry.view.screen} />;
    case 'parent': {
      const landing = access.landing(entry);
      return landing === null ? <NotAllowedPage /> : <Navigate to={`/${landing}`} replace />;
    }
  }
}
