import { AlertIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import type { AccountLoadFailure } from '../../app/layout-loader';
import { AccountLoadError, RetryButton } from '../../components/AccountLoadError';
import { MessagePage } from '../../components/MessagePage';
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
  const retry = <RetryButton />;

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
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
