import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { layoutDecision } from '../engine/access/layout-rules';
import { sessionState } from '../engine/state/session';
import type { SessionInfo } from '../generated/types/session-info';
import { AdminPanel } from './AdminPanel';
import { Header } from './Header';
import { PageSpinner } from './PageSpinner';
import { SideMenu } from './SideMenu';
import { useRouteAccess } from './use-route-access';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  color: var(--fgColor-default);
  background: var(--bgColor-default);
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  overflow: auto;
  background: var(--bgColor-default);
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 100;
    padding: 8px 12px;
    background: var(--bgColor-default);
    color: var(--fgColor-accent);
  }
`;

/** The signed-in frame (spec 2.4): header, side menu, the Administration panel and the page. */
export function Layout() {
  const { t } = useTranslation();
  const { info } = useSnapshot(sessionState);
  const access = useRouteAccess();
  const { pathname } = useLocation();
  const decision = info && access ? layoutDecision(info as SessionInfo, access, pathname) : null;

  const leaveUrl = decision?.kind === 'leave' ? decision.url : null;
  useEffect(() => {
    if (leaveUrl !== null) window.location.assign(leaveUrl);
  }, [leaveUrl]);

  if (!info || !access || decision === null || decision.kind === 'leave') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.path} replace />;

  return (
    <Shell>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <Header />
      <Body>
        <SideMenu access={access} />
        <AdminPanel access={access} />
        <Main id="main" tabIndex={-1}>
          <Outlet />
        </Main>
      </Body>
    </Shell>
  );
}
