import { AlertIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import type { AccountLoadFailure } from '../../app/layout-loader';
import { describeApiError } from '../../shell/describe-api-error';
import { MessagePage } from '../../shell/MessagePage';
import { NotFoundPage } from '../not-found/NotFoundPage';

function isAccountLoadFailure(value: unknown): value is AccountLoadFailure {
  return typeof value === 'object' && value !== null && (value as { reason?: unknown }).reason === 'account-load';
}

/**
 * Route errors show their status and what the route said; a 404 is the not-found page. A thrown
 * exception shows a plain message, never its stack.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const retry = (
    <Button variant="primary" onClick={() => window.location.reload()}>
      {t('routeError.retry')}
    </Button>
  );

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (isAccountLoadFailure(error.data)) {
      return (
        <MessagePage
          testId="account-load-error"
          fullWindow
          visual={<AlertIcon size={48} />}
          title={t('accountLoad.title')}
          description={`${t('accountLoad.description')} ${describeApiError(t, error.data.error)}`}
          actions={retry}
        />
      );
    }
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
  return (
    <MessagePage testId="route-error" fullWindow visual={<AlertIcon size={48} />} title={t('routeError.title')} actions={retry} />
  );
}
