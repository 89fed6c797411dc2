import { AlertIcon, XIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useTranslation } from 'react-i18next';
import styles from './LoadFailureNotice.module.css';

/**
 * A part of the console that could not be loaded says so at the foot of the window, over the page's
 * lower edge rather than the header (its search field and clock stay in view), and can always be
 * closed. Whoever shows it takes it away once the part has loaded (shell/reachability/use-code-load.ts).
 */
export function LoadFailureNotice({ text, onClose, testId }: { text: string; onClose: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="alert" data-testid={testId}>
      <AlertIcon size={16} className={styles.icon} />
      <p className={styles.text}>{text}</p>
      <IconButton icon={XIcon} size="small" variant="invisible" aria-label={t('reachability.closeLoadFailure')} onClick={onClose} />
    </div>
  );
}
