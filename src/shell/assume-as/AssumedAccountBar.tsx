import { PeopleIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '../../components/AlertArea';
import { useServices } from '../../components/services/services-context';
import { ShellDialog } from '../parts/ShellDialog';
import { releaseAssumedAccount } from './release-assumed';
import styles from './AssumedAccountBar.module.css';

/**
 * While a super administrator assumes an account, every page of every tab says so above the header:
 * whose data is on screen (`account`) and who is acting on it (`administrator`), with Release (the
 * account menu's release) beside it. It cannot be closed. A labelled region rather than a live
 * region: assistive technology finds it among the landmarks without hearing it again on every page.
 */
export function AssumedAccountBar({ account, administrator }: { account: string; administrator: string }) {
  const { t } = useTranslation();
  const { api, leaving } = useServices();
  const [releasing, setReleasing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const release = async (): Promise<void> => {
    setReleasing(true);
    const outcome = await releaseAssumedAccount(api, t, leaving);
    if (outcome.kind === 'leaving') return;
    setReleasing(false);
    if (outcome.kind === 'failed') setFailure(outcome.failure);
  };

  return (
    <section className={styles.bar} aria-label={t('assumedBar.label')} data-testid="assumed-account-bar">
      <PeopleIcon size={16} />
      <div className={styles.body}>
        <p className={styles.text}>{t('assumedBar.text', { account, administrator })}</p>
        <Button size="small" loading={releasing} onClick={() => void release()} data-testid="assumed-bar-release">
          {t('accountMenu.releaseAssume')}
        </Button>
      </div>
      {failure !== null ? (
        <ShellDialog
          title={t('accountMenu.releaseFailedTitle')}
          width="medium"
          onClose={() => setFailure(null)}
          testId="release-failed-dialog"
          footerButtons={[{ content: t('accountMenu.close'), onClick: () => setFailure(null) }]}
        >
          <AlertArea variant="danger">{failure}</AlertArea>
        </ShellDialog>
      ) : null}
    </section>
  );
}
