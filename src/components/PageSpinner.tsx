import { Spinner } from '@primer/react';
import { useTranslation } from 'react-i18next';
import styles from './PageSpinner.module.css';

/**
 * The spinner of every loading page. It is on the first screen's path (the router's fallback), so
 * it is styled with a CSS module rather than styled-components, which the sign-in screens do not load.
 */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('app.loading');
  return (
    <div className={styles.centre} role="status" aria-live="polite">
      <Spinner size="large" srText={null} />
      <span>{text}</span>
    </div>
  );
}
