/**
 * The questions the console asks before typed input in a legacy page would be lost: one page the
 * keep-alive would have to close, one page a link or url would replace, or every page holding input
 * when the console is about to leave.
 * Either way the user can go to a page (and save), or let the input go. Loaded when first asked.
 */
import { Button } from '@primer/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { ShellDialog } from '../parts/ShellDialog';
import { copyOffered, LEAVE_ACT_KEYS, placesToGo, type HeldPage } from './leave-question';
import styles from './UnsavedInputDialog.module.css';

/** The keep-alive must close `page` to open more: go to it (Escape does the same) or let its input go. */
export function KeepPageDialog({ page, onGo, onDiscard }: { page: HeldPage; onGo: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <ShellDialog
      title={t('unsaved.keepTitle')}
      width="large"
      onClose={onGo}
      testId="unsaved-keep-dialog"
      footerButtons={[
        { content: t('unsaved.discardPage', { page: page.name }), buttonType: 'danger', onClick: onDiscard },
        { content: t('unsaved.goTo', { page: page.name }), buttonType: 'primary', onClick: onGo, autoFocus: true },
      ]}
    >
      <p className={styles.text}>{t('unsaved.keepBody', { page: page.name })}</p>
    </ShellDialog>
  );
}

/**
 * A link or the console url would open another page in `page`'s frame, which holds input: keep the
 * page as it is (Escape does the same) or let its input go and open the link.
 */
export function ReplacePageDialog({ page, onKeep, onDiscard }: { page: HeldPage; onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <ShellDialog
      title={t('unsaved.replaceTitle')}
      width="large"
      onClose={onKeep}
      testId="unsaved-replace-dialog"
      footerButtons={[
        { content: t('unsaved.replaceDiscard'), buttonType: 'danger', onClick: onDiscard },
        { content: t('unsaved.replaceKeep'), buttonType: 'primary', onClick: onKeep, autoFocus: true },
      ]}
    >
      <p className={styles.text}>{t('unsaved.replaceBody', { page: page.name })}</p>
    </ShellDialog>
  );
}

/**
 * The console is about to leave (log off, release, a reload): the pages holding input are named, each
 * with a way to go to it; or the input is let go and the console goes on. Closing the dialog stays.
 */
export function LeaveDialog({
  pages,
  onGo,
  onStay,
  onDiscard,
}: {
  pages: readonly HeldPage[];
  onGo: (page: HeldPage) => void;
  onStay: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const leaveAct = useServices().leaving.act();
  const act = LEAVE_ACT_KEYS[leaveAct];
  const goable = new Set(placesToGo(pages).map((page) => page.slot));
  // What the last Copy did, said in a polite live region: copied, or the browser refused.
  const [copied, setCopied] = useState<{ page: string; ok: boolean } | null>(null);
  const copy = (page: HeldPage): void => {
    void navigator.clipboard.writeText(page.typed ?? '').then(
      () => setCopied({ page: page.name, ok: true }),
      () => setCopied({ page: page.name, ok: false }),
    );
  };
  return (
    <ShellDialog
      title={t('unsaved.leaveTitle', { count: pages.length })}
      width="large"
      onClose={onStay}
      testId="unsaved-leave-dialog"
      footerButtons={[
        { content: t('unsaved.stay'), onClick: onStay, autoFocus: true },
        { content: t(act.discard), buttonType: 'danger', onClick: onDiscard },
      ]}
    >
      <p className={styles.text}>
        {t('unsaved.leaveBody', { count: pages.length })} {t(act.body)}
      </p>
      <ul className={styles.pages}>
        {pages.map((page) => (
          <li key={page.slot} className={styles.page}>
            <span className={styles.name}>{page.name}</span>
            {copyOffered(leaveAct, page) ? (
              <Button size="small" onClick={() => copy(page)} data-testid="unsaved-copy">
                {t('supportSession.copyTyped', { page: page.name })}
              </Button>
            ) : null}
            {goable.has(page.slot) ? (
              <Button size="small" onClick={() => onGo(page)}>
                {t('unsaved.goTo', { page: page.name })}
              </Button>
            ) : (
              <span className={styles.onScreen}>{t('unsaved.onScreen')}</span>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status" aria-live="polite" data-testid="unsaved-copy-status">
        {copied === null ? '' : t(copied.ok ? 'supportSession.copied' : 'supportSession.copyFailed', { page: copied.page })}
      </p>
    </ShellDialog>
  );
}
