import { useTranslation } from 'react-i18next';
import styles from './PageSpinner.module.css';

/**
 * The spinner of every loading page. It is on the first screen's path (the router's fallback), so
 * it is drawn here with a CSS module rather than with Primer's Spinner, whose script (and the hooks
 * it brings) the sign-in screens do not load; the ring is Primer's large spinner, drawn alike.
 */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('app.loading');
  return (
    <div className={styles.centre} role="status" aria-live="polite">
      <svg className={styles.ring} width="64" height="64" viewBox="0 0 16 16" fill="none" aria-hidden="true">
        <circle cx="8" cy="8" r="7" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" vectorEffect="non-scaling-stroke" />
        <path
          d="M15 8a7.002 7.002 0 00-7-7"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <span>{text}</span>
    </div>
  );
}
