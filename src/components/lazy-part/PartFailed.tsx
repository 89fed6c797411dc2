import { AlertIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useTranslation } from 'react-i18next';
import styles from './PartFailed.module.css';

/** A part that could not be loaded, in its own place: says so, with Retry. */
export function PartFailed({ id, onRetry }: { id: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert" data-testid={`${id}-load-failed`}>
      <AlertIcon size={16} className={styles.icon} />
      <p className={styles.text}>{t('parts.loadFailed')}</p>
      <Button size="small" onClick={onRetry}>
        {t('parts.retry')}
      </Button>
    </div>
  );
}
