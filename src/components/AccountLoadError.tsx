import { AlertIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../engine/api/envelope';
import { describeApiError } from './describe-api-error';
import { MessagePage } from './MessagePage';

/** The account could not be loaded: what went wrong, in words, and a way to try again. */
export function AccountLoadError({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      testId="account-load-error"
      fullWindow
      visual={<AlertIcon size={48} />}
      title={t('accountLoad.title')}
      description={`${t('accountLoad.description')} ${describeApiError(t, error)}`}
      actions={<RetryButton />}
    />
  );
}

/** Loads the console again; not the first choice (`secondary`) where a way back that keeps the pages is offered. */
export function RetryButton({ secondary = false }: { secondary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant={secondary ? 'default' : 'primary'} onClick={() => window.location.reload()}>
      {t('routeError.retry')}
    </Button>
  );
}
