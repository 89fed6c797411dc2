import { AlertIcon } from '@primer/octicons-react';
import { Button, Spinner } from '@primer/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { formatDate } from '../../engine/i18n/date-format';
import styles from './ServiceNotices.module.css';

/**
 * The service cannot be reached (docs/reachability.md): one sentence in the notices' stack over the
 * foot of the page while the watch keeps trying, when it tries next, and Try now. It moves nothing
 * and covers little: the menus, the palette and the kept pages stay as they are. The live region is there, empty, from the start, so that the sentence is
 * announced when it appears; what changes with every try (the spinner) is not announced.
 */
export function UnreachableNotice() {
  const { t, i18n } = useTranslation();
  const { reachability } = useServices();
  const state = useSyncExternalStore(reachability.subscribe, reachability.state);
  const shown = state.status === 'unreachable';
  return (
    <div role="status" className={shown ? `${styles.bar} ${styles.unreachable}` : undefined} data-testid="unreachable-notice">
      {shown ? (
        <>
          <AlertIcon size={16} />
          <p className={styles.text}>{t('reachability.unreachable')}</p>
          {state.trying ? (
            <span key="trying" className={styles.trying} aria-hidden="true" data-testid="unreachable-trying">
              <Spinner size="small" srText={null} />
              {t('reachability.trying')}
            </span>
          ) : state.nextTryAt !== null ? (
            // When the next try is: a time of day, so the sentence changes once a try, not every second.
            <span key="next-try" className={styles.trying} data-testid="unreachable-next-try">
              {t('reachability.nextTry', { time: formatDate(state.nextTryAt, 'time', i18n.resolvedLanguage) })}
            </span>
          ) : null}
          <Button className={styles.action} size="small" onClick={reachability.tryNow}>
            {t('reachability.tryNow')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
