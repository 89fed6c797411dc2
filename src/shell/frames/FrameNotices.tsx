/**
 * What a frame says when its page is not simply there: slow, or failed. Loaded apart from the shell;
 * FrameWorkspace loads it once the shell is idle, so it is in memory before the failure it explains
 * (a server that cannot be reached cannot serve it then).
 */
import { AlertIcon, PencilIcon } from '@primer/octicons-react';
import { Button, Link, Spinner } from '@primer/react';
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/MessagePage';
import { useServices } from '../../components/services/services-context';
import { useSession } from '../../components/services/use-session';
import { LOAD_TIMEOUT_MS, type Slot, type WorkspaceEvent } from '../../engine/frames/workspace-machine';
import { changesWaitForRaise, framedRefusalIsReadOnly, supportModeOfStart } from '../../engine/support/support-mode';
import styles from './FrameSlot.module.css';

/** What the failure message says, by why the page failed (`readOnly`: a 403 in a read-only support session). */
function failureText(t: TFunction, slot: Slot, page: string, readOnly: boolean): { title: string; text: string } {
  if (slot.failure === 'http' && framedRefusalIsReadOnly(slot.httpStatus, readOnly))
    return { title: t('frame.failedTitle', { page }), text: t('supportSession.readOnlyRefused') };
  switch (slot.failure) {
    case 'network':
      return { title: t('frame.failedTitle', { page }), text: t('frame.unreachable', { page }) };
    case 'refused':
      return { title: t('frame.failedTitle', { page }), text: t('frame.refused', { page }) };
    case 'foreign':
      return { title: t('frame.foreignTitle', { page }), text: t('frame.foreign', { page }) };
    case 'unchecked':
      return { title: t('frame.failedTitle', { page }), text: t('frame.unchecked', { page }) };
    default:
      return { title: t('frame.failedTitle', { page }), text: t('frame.failedStatus', { page, status: slot.httpStatus }) };
  }
}

/**
 * A framed page that failed: it names the page, says what happened in plain words, and offers the
 * way out that fits: Retry and "Open in a new tab", or after another site, back to the route's page.
 */
export function FrameFailure({ slot, label, dispatch }: { slot: Slot; label: string; dispatch: (event: WorkspaceEvent) => void }) {
  const { t } = useTranslation();
  const store = useServices().startState(supportModeOfStart);
  const mode = useSyncExternalStore(store.subscribe, store.get);
  const readOnly = changesWaitForRaise(useSession()?.previous, mode);
  const { title, text } = failureText(t, slot, label, readOnly);
  return (
    <MessagePage
      testId="frame-failed"
      visual={<AlertIcon size={48} />}
      title={title}
      description={<span role="alert">{text}</span>}
      actions={
        slot.failure === 'foreign' ? (
          <Button variant="primary" onClick={() => dispatch({ type: 'retry', slot: slot.id, home: true })}>
            {t('frame.backTo', { page: label })}
          </Button>
        ) : (
          <>
            <Button variant={slot.failure === 'refused' ? 'default' : 'primary'} onClick={() => dispatch({ type: 'retry', slot: slot.id })}>
              {t('frame.retry')}
            </Button>
            <Link href={slot.url} target="_blank" rel="noopener noreferrer" data-testid="frame-open-tab">
              {t('frame.openInNewTab')}
            </Link>
          </>
        )
      }
    />
  );
}

/** A page slower than the load limit: it keeps loading; Retry is offered, never required. */
export function FrameSlow({ label, onRetry }: { label: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.progress} role="status" aria-live="polite">
      <Spinner size="large" srText={null} />
      <span>{t('frame.slow', { page: label, seconds: Math.round(LOAD_TIMEOUT_MS / 1000) })}</span>
      <Button onClick={onRetry}>{t('frame.retry')}</Button>
    </div>
  );
}

/**
 * The page on screen kept through a theme or language change for what the user typed in it: it still
 * shows the earlier one, and is loaded afresh once the input is saved, or now if the user lets it go.
 */
export function FrameStale({ label, stale, onRefresh }: { label: string; stale: 'theme' | 'language'; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stale} role="status" data-testid="frame-stale">
      <PencilIcon size={16} />
      <span>{t(stale === 'theme' ? 'unsaved.staleTheme' : 'unsaved.staleLanguage', { page: label })}</span>
      <Button size="small" onClick={onRefresh}>
        {t('unsaved.refreshNow')}
      </Button>
    </div>
  );
}
