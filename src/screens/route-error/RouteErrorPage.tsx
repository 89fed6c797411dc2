import { AlertIcon } from '@primer/octicons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { AccountLoadError, RetryButton } from '../../components/AccountLoadError';
import { MessagePage } from '../../components/MessagePage';
import { useServices } from '../../components/services/services-context';
import { isAccountLoadFailure } from '../../engine/api/account-load-failure';

/**
 * Route errors show their status and what the route said; a 404 shows `notFound`, the page the app
 * gives every unknown url. A thrown exception shows a plain message, never its stack.
 */
export function RouteErrorPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const { signals } = useServices();
  const retry = <RetryButton />;
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
