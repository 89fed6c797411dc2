import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { BaseStyles } from '@primer/react';
import { layoutDecision } from '../engine/access/layout-rules';
import { readCookie, READ_ONLY_COOKIES } from '../engine/state/account-cookies';
import { sessionState } from '../engine/state/session';
import type { SessionInfo } from '../generated/types/session-info';
import { AdminPanel } from './AdminPanel';
import { Header } from './Header';
import { UpgradeBanner } from './header/UpgradeBanner';
import { useMfaRequirement } from './header/use-mfa-requirement';
import { useShellStartup } from './header/use-shell-startup';
import { NoticeHost } from './notifications/NoticeHost';
import { PageSpinner } from '../components/PageSpinner';
import { PageBar } from './palette/PageBar';
import { PaletteLauncher, type PaletteHandle } from './palette/PaletteLauncher';
import { SideMenu } from './SideMenu';
import { useRouteAccess } from './use-route-access';
import { FrameWorkspace } from './workspace/FrameWorkspace';

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

/** The page's header bar above the page, which scrolls on its own. */
const Page = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  min-height: 0;
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

/** The header, the notices and the page: started only once the layout rules let the user stay. */
function SignedInShell({ access, accountId }: { access: NonNullable<ReturnType<typeof useRouteAccess>>; accountId: string }) {
  const { t, i18n } = useTranslation();
  useShellStartup(accountId, i18n.resolvedLanguage ?? 'en');
  const palette = useRef<PaletteHandle>(null);
  const openPalette = useCallback(() => palette.current?.openPalette(), []);
  // Primer's base styles and the root its overlays portal into (global.css gives the pages outside the shell the same look).
  return (
    <BaseStyles style={{ height: '100%' }}>
      <Shell>
        <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
        <UpgradeBanner />
        <Header onFindPage={openPalette} />
        <Body>
          <SideMenu access={access} />
          <AdminPanel access={access} />
          <Page>
            <PageBar access={access} />
            <Main id="main" tabIndex={-1}>
              <Outlet />
              <FrameWorkspace access={access} />
            </Main>
          </Page>
        </Body>
        <NoticeHost />
        <PaletteLauncher ref={palette} access={access} accountId={accountId} />
      </Shell>
    </BaseStyles>
  );
}

/**
 * The signed-in frame: upgrade banner, header, side menu, the Administration panel and the page,
 * after the layout rules (layout-rules.ts: where an account must go before any page) have had their say.
 */
export function Layout() {
  const { info } = useSnapshot(sessionState);
  const access = useRouteAccess();
  const { pathname } = useLocation();
  const mfaSetupRequired = useMfaRequirement(pathname);
  const decision =
    info && access && mfaSetupRequired !== null
      ? layoutDecision(info as SessionInfo, access, pathname, {
          mfaSetupRequired,
          provisionCompleteCookie: readCookie(READ_ONLY_COOKIES.provisionComplete),
        })
      : null;

  const leaveUrl = decision?.kind === 'leave' ? decision.url : null;
  useEffect(() => {
    if (leaveUrl !== null) window.location.assign(leaveUrl);
  }, [leaveUrl]);

  if (!info || !access || decision === null || decision.kind === 'leave') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.path} replace />;
  return <SignedInShell access={access} accountId={info.account.account_id} />;
}
