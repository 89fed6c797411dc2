import { AlertIcon, XIcon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { codeLoadsOfStart } from '../../engine/reachability/code-loads';
import styles from './LoadFailureNotices.module.css';

/**
 * A part of the console whose code could not be loaded says so (engine/reachability/code-loads.ts)
 * at the foot of the window, over the page's lower edge rather than the header (its search field and
 * clock stay in view). Each notice can be closed or tried again (Retry), and goes by itself once the
 * part has loaded.
 */
export function LoadFailureNotices() {
  const { t } = useTranslation();
  const codeLoads = useServices().startState(codeLoadsOfStart);
  const shown = useSyncExternalStore(codeLoads.subscribe, codeLoads.shown);
  if (shown.length === 0) return null;
  return (
    <div className={styles.notices}>
      {shown.map((part) => (
        <div key={part.id} className={styles.notice} role="alert" data-testid={`${part.id}-load-failed`}>
          <AlertIcon size={16} className={styles.icon} />
          <p className={styles.text}>{t(part.text)}</p>
          <Button size="small" onClick={() => codeLoads.retry(part.id)}>
            {t('parts.retry')}
          </Button>
          <IconButton
            icon={XIcon}
            size="small"
            variant="invisible"
            aria-label={t('reachability.closeLoadFailure')}
            onClick={() => codeLoads.close(part.id)}
          />
        </div>
      ))}
    </div>
  );
}
