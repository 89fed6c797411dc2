import { AlertIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { AccountLoadError, RetryButton } from '../../components/AccountLoadError';
import { MessagePage } from '../../components/MessagePage';
import { useServices } from '../../components/services/services-context';
import { isAccountLoadFailure } from '../../engine/api/account-load-failure';
import { keptPagesOfStart } from '../../engine/scope/kept-pages';

/**
 * The route of the page the workspace showed last, while the signed-in scope keeps its frames (they
 * outlive the shell: engine/frames/frame-host.ts parks them), or null when no page is kept.
 */
function useKeptPageRoute(): string | null {
  return useServices().startState(keptPagesOfStart).route();
}

/** Back to the pages the workspace keeps: a navigation of the console's own, so the frames are shown again as they were. */
function BackToPages({ route }: { route: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button variant="primary" onClick={() => void navigate(route)} data-testid="route-error-back">
      {t('routeError.backToPages')}
    </Button>
  );
}

/**
 * Route errors show their status and what the route said; a 404 shows `notFound`, the page the app
 * gives every unknown url. A thrown exception shows a plain message, never its stack. While the
 * signed-in workspace keeps pages, the frames stay (with what was typed in them) and the page offers
 * to go back to them, before the reload Try again would be.
 */
export function RouteErrorPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const { signals } = useServices();
  const keptRoute = useKeptPageRoute();
  const retry =
    keptRoute === null ? (
      <RetryButton />
    ) : (
      <>
        <BackToPages route={keptRoute} />
        <RetryButton secondary />
      </>
    );
  // A thrown exception is a render or loader error the boundary caught: telemetry hears of it.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) signals.publish('signal', { kind: 'caught', source: 'boundary', error });
  }, [error, signals]);

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return notFound;
    if (isAccountLoadFailure(error.data)) return <AccountLoadError error={error.data.error} />;
    const detail = typeof error.data === 'string' ? error.data : error.statusText;
    return (
      <MessagePage
        testId="route-error"
        fullWindow
        visual={<AlertIcon size={48} />}
        title={t('routeError.status', { status: error.status })}
        description={detail}
        actions={retry}
      />
    );
  }
  return <MessagePage testId="route-error" fullWindow visual={<AlertIcon size={48} />} title={t('routeError.title')} actions={retry} />;
}
