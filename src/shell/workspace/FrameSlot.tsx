import { AlertIcon } from '@primer/octicons-react';
import { Button, Spinner } from '@primer/react';
import { memo, useCallback, useMemo, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAD_TIMEOUT_MS, type Slot, type WorkspaceEvent } from '../../engine/frames/workspace-machine';
import { MessagePage } from '../../components/MessagePage';
import styles from './FrameSlot.module.css';
import { forwardActivity, forwardKeys, readArrival } from './frame-load';

export interface FrameSlotProps {
  slot: Slot;
  /** On screen; a kept page is hidden, out of the tab order and the accessibility tree. */
  active: boolean;
  /** The page's name, for the frame's title and the messages. */
  label: string;
  dispatch: (event: WorkspaceEvent) => void;
  register: (slot: number, frame: HTMLIFrameElement | null) => void;
}

/**
 * One framed legacy page of the workspace, as the machine has it: the frame, its progress while a
 * page loads, and a message with Retry when the page failed (an error status) or did not load in
 * time. What happens to the frame is handed to the machine: each page it loads, each page it leaves
 * and the Retry button.
 */
export const FrameSlot = memo(function FrameSlot({ slot, active, label, dispatch, register }: FrameSlotProps) {
  const { t } = useTranslation();
  const { id } = slot;
  const frameRef = useCallback((frame: HTMLIFrameElement | null) => register(id, frame), [register, id]);

  const onLoad = useCallback(
    (event: SyntheticEvent<HTMLIFrameElement>) => {
      const frameWindow = event.currentTarget.contentWindow;
      const arrival = readArrival(frameWindow);
      if (frameWindow && arrival.url !== null) {
        forwardKeys(frameWindow);
        forwardActivity(frameWindow);
        // The next page starts loading when this one is left.
        frameWindow.addEventListener('pagehide', () => dispatch({ type: 'navigated', slot: id }), { once: true });
      }
      dispatch({ type: 'loaded', slot: id, url: arrival.url, status: arrival.status });
    },
    [dispatch, id],
  );

  // Translated when the page or the language changes, not each time the page is shown or hidden.
  const title = useMemo(() => t('shell.legacyFrame', { page: label }), [t, label]);
  const failure =
    slot.status === 'failed'
      ? t('frame.failedStatus', { page: label, status: slot.httpStatus })
      : slot.status === 'timed-out'
        ? t('frame.timedOut', { page: label, seconds: Math.round(LOAD_TIMEOUT_MS / 1000) })
        : null;

  return (
    <div
      className={styles.slot}
      data-route={`/${slot.route.path}`}
      data-frame-status={slot.status}
      data-active={active}
      inert={!active}
      aria-hidden={active ? undefined : true}
    >
      <iframe
        key={slot.attempt}
        className={styles.frame}
        ref={frameRef}
        data-testid={active ? 'legacy-frame' : 'kept-frame'}
        title={title}
        src={slot.src}
        onLoad={onLoad}
      />
      {slot.status === 'loading' ? (
        <div className={styles.cover} data-testid="frame-loading">
          <div className={styles.progress} role="status" aria-live="polite">
            <Spinner size="large" srText={null} />
            <span>{t('frame.loading', { page: label })}</span>
          </div>
        </div>
      ) : null}
      {failure !== null ? (
        <div className={styles.cover}>
          <MessagePage
            testId="frame-failed"
            visual={<AlertIcon size={48} />}
            title={t('frame.failedTitle', { page: label })}
            description={<span role="alert">{failure}</span>}
            actions={
              <Button variant="primary" onClick={() => dispatch({ type: 'retry', slot: id })}>
                {t('frame.retry')}
              </Button>
            }
          />
        </div>
      ) : null}
    </div>
  );
});
