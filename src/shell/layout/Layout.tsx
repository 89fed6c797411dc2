import { BaseStyles } from '@primer/react';
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { lazyPart } from '../../components/lazy-part/lazy-part';
import { PageSpinner } from '../../components/PageSpinner';
import { useServices } from '../../components/services/services-context';
import { useSession } from '../../components/services/use-session';
import { layoutDecision } from '../../engine/access/layout-rules';
import { leaveConsole } from '../../engine/leaving/sign-out';
import { MENU_PAINTED_MARK } from '../../engine/login/sign-in-warm-up';
import { pageMemoryOwner } from '../../engine/palette/page-memory';
import { READ_ONLY_COOKIES } from '../../engine/storage/account-cookies';
import { readSession } from '../../engine/storage/browser-storage';
import { readCookie } from '../../engine/storage/cookie-string';
import type { Previous } from '../../generated/types/session-info';
import { useRouteAccess } from '../access/use-route-access';
import { AdminPanel } from '../admin-panel/AdminPanel';
import { Header } from '../header/Header';
import { UpgradeBanner } from '../header/UpgradeBanner';
import { SideMenu } from '../menu/SideMenu';
import { PageBar } from '../palette/PageBar';
import { PaletteLauncher, type PaletteHandle } from '../palette/PaletteLauncher';
import { AfterShellPaint, useRaiseShellPaint } from '../parts/AfterShellPaint';
import { ResumableOutlet, SessionKeeper, type ReSignInDialog } from '../session/SessionKeeper';
import { useSettingsFollow } from '../tabs/use-settings-follow';
import { useMfaRequirement } from './use-mfa-requirement';
import { useShellStartup } from './use-shell-startup';
import styles from './Layout.module.css';

// Loaded with the signed-in screen but outside its budget; a build it cannot load (replaced already) shows no prompt.
const NewVersionPrompt = lazy((): Promise<{ default: ComponentType }> =>
  import('../version/NewVersionPrompt').then(
    (module) => ({ default: module.NewVersionPrompt }),
    () => ({ default: () => null }),
  ),
);
// The legacy pages' workspace and the start-up pop-ups start after the menu's first paint
// (shell-paint.ts): their code is not in the script the menu waits for. The login page's warm-up
// fetches them while the user types (app/router.tsx). Each fails alone (components/lazy-part): a
// workspace whose code cannot load says so in its place, with Retry, and the shell stays.
const loadFrameWorkspace = () => import('../frames/FrameWorkspace');
const loadNoticeHost = () => import('../notifications/NoticeHost');
const FrameWorkspace = lazyPart(
  'frame-workspace-part',
  () => loadFrameWorkspace(),
  (module) => module.FrameWorkspace,
  {
    inPlace: true,
  },
);
const NoticeHost = lazyPart(
  'notice-host',
  () => loadNoticeHost(),
  (module) => module.NoticeHost,
  { inPlace: false },
);

/** The sign-in's warm-up: the parts after the paint load while the user types. */
export function loadDeferredParts(): void {
  loadFrameWorkspace().catch(() => undefined);
  loadNoticeHost().catch(() => undefined);
}
// Only a super administrator assuming an account sees it: it loads apart from the shell.
const AssumedAccountBar = lazyPart(
  'assumed-account-bar',
  () => import('../assume-as/AssumedAccountBar'),
  (module) => module.AssumedAccountBar,
  {
    inPlace: true,
  },
);
// Only in a support session, or on the supporter's page right after one (saying why it ended).
const SupportSession = lazyPart(
  'support-session',
  () => import('../support/SupportSession'),
  (module) => module.SupportSession,
  { inPlace: true },
);
// The other tabs' messages and the visibility check load just after the shell shows (tabs/TabWatch.tsx).
const TabWatch = lazyPart(
  'tab-watch',
  () => import('../tabs/TabWatch'),
  (module) => module.TabWatch,
  { inPlace: false },
);
// Fresh proofs of the user (step-up): its host takes the asks from just after the shell shows; its
// dialog shows only when a page or a call asks.
const StepUpHost = lazy((): Promise<{ default: ComponentType<{ account: string }> }> =>
  import('../step-up/StepUpHost').then(
    (module) => ({ default: module.StepUpHost }),
    () => ({ default: StepUpUnavailable }),
  ),
);

/** The step-up host's code could not load: a call's ask is answered `cancelled` at once (its screen says so) rather than left waiting. */
function StepUpUnavailable() {
  const { stepUp } = useServices();
  useEffect(() => stepUp.attach({ prove: async () => 'cancelled', pageAsked: () => undefined }), [stepUp]);
  return null;
}
// The service unreachable, a maintenance window, parts that failed to load, the start-up reads asked
// again: just after the shell shows, while the service can still serve it. Failing, it says so in its
// place, above the header (Retry, or Reload when the browser holds its chunk): the notices of every
// other part's failure are in it, so its own failure must never be silent.
const ServiceNotices = lazyPart(
  'service-notices',
  () => import('../reachability/ServiceNotices'),
  (module) => module.ServiceNotices,
  // Above the header, out of any place that would name it: it says which part it is.
  { inPlace: true, also: 'parts.noticesFailed' },
);

function markMenuPainted(): void {
  performance.mark(MENU_PAINTED_MARK);
}

/**
 * The header, the notices and the page: started only once the layout rules let the user stay. A route
 * change re-renders only what shows the route (the menu highlight, the page bar, the page), not the
 * whole shell: the layout above it reads the url for its rules.
 */
const SignedInShell = memo(function SignedInShell({
  access,
  accountId,
  accountName,
  assumedBy,
  support,
  home,
  reSignIn,
}: {
  access: NonNullable<ReturnType<typeof useRouteAccess>>;
  accountId: string;
  accountName: string;
  /** The administrator's name while an account is assumed. */
  assumedBy: string | undefined;
  /** While a support session runs (previous carries expires_at): what the support bar shows. */
  support: Previous | undefined;
  /** The account's home page: where the root sends it (the logo's link). */
  home: string;
  reSignIn: ReSignInDialog;
}) {
  const { t, i18n } = useTranslation();
  const startReads = useShellStartup(accountId, i18n.resolvedLanguage ?? 'en');
  useSettingsFollow();
  // The menu first: what can wait starts once the frame that shows the menu is painted
  // (shell-paint.ts), and that paint ends a sign-in's timing (engine/login/sign-in-warm-up.ts).
  useRaiseShellPaint(markMenuPainted);
  const palette = useRef<PaletteHandle>(null);
  // A support session ended in this tab: the supporter's own page says why, once.
  const [endedNote] = useState(() => readSession('supportEnded') !== null);
  const openPalette = useCallback(() => palette.current?.openPalette(), []);
  // Primer's base styles and the root its overlays portal into (global.css gives the pages outside the shell the same look).
  return (
    <BaseStyles className={styles.baseStyles}>
      <SessionKeeper className={styles.shell} accountId={accountId} reSignIn={reSignIn}>
        <a className={styles.skipLink} href="#main">
          {t('app.skipToContent')}
        </a>
        {support !== undefined || endedNote ? (
          <Suspense fallback={null}>
            <SupportSession previous={support} accountId={accountId} account={accountName} />
          </Suspense>
        ) : assumedBy !== undefined ? (
          <Suspense fallback={null}>
            <AssumedAccountBar account={accountName} administrator={assumedBy} />
          </Suspense>
        ) : null}
        <AfterShellPaint part="service-notices">
          <Suspense fallback={null}>
            <ServiceNotices reads={startReads} />
          </Suspense>
        </AfterShellPaint>
        <UpgradeBanner />
        <Header onFindPage={openPalette} home={home} />
        <div className={styles.body}>
          <SideMenu access={access} />
          <AdminPanel access={access} />
          <div className={styles.page}>
            <PageBar access={access} />
            <main className={styles.main} id="main" tabIndex={-1}>
              <ResumableOutlet />
              <AfterShellPaint part="workspace">
                <Suspense fallback={null}>
                  <FrameWorkspace access={access} />
                </Suspense>
              </AfterShellPaint>
            </main>
          </div>
        </div>
        <AfterShellPaint part="notices">
          <Suspense fallback={null}>
            <NoticeHost />
          </Suspense>
        </AfterShellPaint>
        {/* In a support session the supporter's own recents and favourites (engine/palette/page-memory.ts). */}
        <PaletteLauncher ref={palette} access={access} accountId={pageMemoryOwner(accountId, support)} />
        <AfterShellPaint part="version-watch">
          <Suspense fallback={null}>
            <NewVersionPrompt />
          </Suspense>
        </AfterShellPaint>
        <AfterShellPaint part="tab-watch">
          <Suspense fallback={null}>
            <TabWatch />
          </Suspense>
        </AfterShellPaint>
        {/* Its own boundary: the others do not wait for its code. Who proves it: the administrator, also while an account is assumed. */}
        <AfterShellPaint part="step-up">
          <Suspense fallback={null}>
            <StepUpHost account={assumedBy ?? accountName} />
          </Suspense>
        </AfterShellPaint>
      </SessionKeeper>
    </BaseStyles>
  );
});

/**
 * The signed-in frame: upgrade banner, header, side menu, the Administration panel and the page,
 * after the layout rules (layout-rules.ts: where an account must go before any page) have had their say.
 */
export function Layout({ reSignIn }: { reSignIn: ReSignInDialog }) {
  const info = useSession();
  const { tabs } = useServices();
  const access = useRouteAccess();
  const { pathname } = useLocation();
  const mfaSetupRequired = useMfaRequirement(pathname);
  const inputs = {
    mfaSetupRequired: mfaSetupRequired ?? false,
    provisionCompleteCookie: () => readCookie(READ_ONLY_COOKIES.provisionComplete),
  };
  const decision = info && access && mfaSetupRequired !== null ? layoutDecision(info, access, pathname, inputs) : null;
  // Where the root would send the account: the logo's link, inside the shell.
  const rootDecision = decision?.kind === 'stay' && info && access ? layoutDecision(info, access, '/', inputs) : null;
  const home = rootDecision?.kind === 'redirect' ? rootDecision.path : '/';

  const leaveUrl = decision?.kind === 'leave' ? decision.url : null;
  const leaveSay = decision?.kind === 'leave' ? decision.say : undefined;
  useEffect(() => {
    if (leaveUrl !== null) leaveConsole(tabs, { url: leaveUrl, say: leaveSay });
  }, [leaveUrl, leaveSay, tabs]);

  if (!info || !access || decision === null || decision.kind === 'leave') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.path} replace />;
  return (
    <SignedInShell
      access={access}
      accountId={info.account.account_id}
      accountName={info.account.name || info.account.email}
      assumedBy={info.previous?.assumeas_name}
      support={info.previous?.expires_at === undefined ? undefined : info.previous}
      home={home}
      reSignIn={reSignIn}
    />
  );
}
