import { AlertIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveWhenAgreed } from '../../engine/leaving/leave-guard';
import { ServicesContext } from '../services/services-context';
import styles from './PartFailed.module.css';

/**
 * A part that could not be loaded, in its own place: says so, with Retry; or, when the browser keeps
 * a failed script of it until a reload (`held`, engine/reachability/fresh-import.ts), with Reload,
 * which asks first about input typed in a legacy page, as every reload of the console does. `also`:
 * what else the user can do there (a translation key), said after it.
 */
export function PartFailed({
  id,
  held = false,
  also,
  onRetry,
}: {
  id: string;
  held?: boolean;
  also?: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const leaving = use(ServicesContext)?.leaving ?? null;
  const reload = () => {
    if (leaving === null) window.location.reload();
    else void leaveWhenAgreed(leaving, () => window.location.reload());
  };
  return (
    <div className={styles.failed} role="alert" data-testid={`${id}-load-failed`} data-held={held || undefined}>
      <AlertIcon size={16} className={styles.icon} />
      <p className={styles.text}>
        {t(held ? 'parts.heldFailed' : 'parts.loadFailed')}
        {also === undefined ? null : ` ${t(also)}`}
      </p>
      <Button size="small" onClick={held ? reload : onRetry}>
        {t(held ? 'parts.reload' : 'parts.retry')}
      </Button>
    </div>
  );
}
