import { AlertIcon, XIcon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { leaveWhenAgreed } from '../../engine/leaving/leave-guard';
import { codeLoadsOfStart } from '../../engine/reachability/code-loads';
import styles from './LoadFailureNotices.module.css';

/**
 * A part of the console whose code could not be loaded says so (engine/reachability/code-loads.ts)
 * at the foot of the window, over the page's lower edge rather than the header (its search field and
 * clock stay in view). Each notice can be closed or tried again (Retry), and goes by itself once the
 * part has loaded. A part only a reload can load (the browser keeps a failed script of it) says so,
 * with Reload, which asks first about input typed in a legacy page.
 */
export function LoadFailureNotices() {
  const { t } = useTranslation();
  const { startState, leaving } = useServices();
  const codeLoads = startState(codeLoadsOfStart);
  const shown = useSyncExternalStore(codeLoads.subscribe, codeLoads.shown);
  // `shown` is a new list whenever a part becomes held, so this renders again then.
  if (shown.length === 0) return null;
  const reload = () => void leaveWhenAgreed(leaving, () => window.location.reload());
  return (
    <div className={styles.notices}>
      {shown.map((part) => {
        const held = codeLoads.held(part.id);
        return (
          <div key={part.id} className={styles.notice} role="alert" data-testid={`${part.id}-load-failed`} data-held={held || undefined}>
            <AlertIcon size={16} className={styles.icon} />
            <p className={styles.text}>{t(held ? 'parts.heldFailed' : part.text)}</p>
            <Button size="small" onClick={held ? reload : () => codeLoads.retry(part.id)}>
              {t(held ? 'parts.reload' : 'parts.retry')}
            </Button>
            <IconButton
              icon={XIcon}
              size="small"
              variant="invisible"
              aria-label={t('reachability.closeLoadFailure')}
              onClick={() => codeLoads.close(part.id)}
            />
          </div>
        );
      })}
    </div>
  );
}
