import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/use-document-title';
import type { RouteRefusal } from '../../engine/access/route-access';
import type { RouteEntry } from '../../engine/manifest/route-table';
import { ScreenView, type ScreenRegistry } from './ScreenView';
import { useRouteAccess } from './use-route-access';

export interface GuardedRouteProps {
  entry: RouteEntry;
  /** The native screens a `screen` route may show. */
  screens: ScreenRegistry;
  /** Shown in place of a route the account may not open, told which route and why. */
  notAllowed: (refusal: RouteRefusal) => ReactNode;
}

/**
 * Every manifest route renders through this guard, so a route hidden from the menu is refused
 * the same way when its url is typed by hand. The screens and the refusal page come from the app:
 * the shell is the frame around them and imports none.
 */
export function GuardedRoute({ entry, screens, notAllowed }: GuardedRouteProps) {
  const { t } = useTranslation();
  // A framed page's tab follows the page in the frame (the workspace names it); any other is named
  // by its route, the refusal page too.
  useDocumentTitle(entry.view.kind === 'frame' ? null : t(entry.label));
  const access = useRouteAccess();
  if (!access) return <PageSpinner />;
  const decision = access.decide(entry);
  if (!decision.allowed) return notAllowed({ entry, reasons: decision.reasons });
  switch (entry.view.kind) {
    case 'frame':
      // The layout's frame workspace shows it: it follows the router itself (frames/route-sync.ts).
      return null;
    case 'screen':
      return <ScreenView screen={entry.view.screen} screens={screens} />;
    case 'parent': {
      // An allowed parent has a page the account may open (the decision says so), so this lands.
      const landing = access.landing(entry);
      return landing === null ? notAllowed({ entry, reasons: [{ kind: 'no-page' }] }) : <Navigate to={`/${landing}`} replace />;
    }
  }
}
