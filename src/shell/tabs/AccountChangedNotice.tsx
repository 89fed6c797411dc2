import { Button } from '@primer/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { leaveWhenAgreed } from '../../engine/leaving/leave-guard';
import { leaveFor } from '../../engine/leaving/leave-page';
import type { TabAccount } from '../../engine/tabs/tab-decision';
import styles from './AccountChangedNotice.module.css';

/** The console's root: the entry page reads the session again and opens the account's first page. */
const ROOT = '/';

/**
 * The session now belongs to another account than the one this tab shows: the tab's content is
 * covered at once and made inert (no click or key reaches its native screens or framed pages), and
 * the one way on is to reload it into the current account.
 */
export function AccountChangedNotice({ shown, now }: { shown: TabAccount; now: TabAccount }) {
  const { t } = useTranslation();
  const { leaving } = useServices();
  const titleId = useId();
  const bodyId = useId();
  const cover = useRef<HTMLDivElement>(null);
  const reload = useRef<HTMLButtonElement>(null);

  // Everything of the page but the notice is inert: the shell, its frames and anything portalled
  // beside it (menus, dialogs). Restored should the notice go (the session's account is the shown one again).
  useEffect(() => {
    const own = cover.current?.parentElement === document.body ? cover.current : null;
    const made = Array.from(document.body.children).filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== own && !element.inert,
    );
    for (const element of made) element.inert = true;
    reload.current?.focus();
    return () => {
      for (const element of made) element.inert = false;
    };
  }, []);

  const label = (account: TabAccount): string =>
    account.assumedBy === undefined ? account.name : t('accountChanged.assumed', { name: account.name, by: account.assumedBy });

  return (
    <div
      ref={cover}
      className={styles.cover}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="account-changed"
    >
      <div className={styles.card}>
        <h2 id={titleId} className={styles.title}>
          {t('accountChanged.title')}
        </h2>
        <p id={bodyId} className={styles.body}>
          {t('accountChanged.body', { shown: label(shown), now: label(now) })}
        </p>
        <div className={styles.actions}>
          <Button
            ref={reload}
            variant="primary"
            onClick={() => void leaveWhenAgreed(leaving, () => leaveFor(ROOT))}
            data-testid="account-changed-reload"
          >
            {t('accountChanged.reload', { now: now.name })}
          </Button>
        </div>
      </div>
    </div>
  );
}
