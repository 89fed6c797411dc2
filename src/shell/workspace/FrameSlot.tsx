import { AlertIcon } from '@primer/octicons-react';
import { Button, Spinner } from '@primer/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/MessagePage';
import styles from './FrameSlot.module.css';
import { forwardKeys, readArrival } from './frame-load';

export type SlotStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; status: number } | { kind: 'timed-out' };

export interface FrameSlotHandle {
  readonly window: () => Window | null;
  /** Sends the frame to `url` in place of its current page (no new history entry). */
  readonly replace: (url: string) => void;
}

export interface FrameSlotProps {
  /** The route whose page the frame shows. */
  route: string;
  /** The page's name, for the frame's title and the messages. */
  label: string;
  src: string;
  active: boolean;
  timeoutMs: number;
  /** Called after each page the frame loads, with its path and query (null when unreadable). */
  onArrive: (url: string | null) => void;
  register: (handle: FrameSlotHandle | null) => void;
}

/**
 * One framed legacy page of the workspace: the frame, its progress while a page loads, and a
 * message with Retry when the page fails (an error status) or does not load in time.
 */
export function FrameSlot({ route, label, src, active, timeoutMs, onArrive, register }: FrameSlotProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [status, setStatus] = useState<SlotStatus>({ kind: 'loading' });
  // Retry mounts a new frame at the last page it showed (or was asked for).
  const [attempt, setAttempt] = useState({ n: 0, src });
  const lastUrl = useRef(src);

  useEffect(() => {
    register({
      window: () => frameRef.current?.contentWindow ?? null,
      replace: (url) => {
        lastUrl.current = url;
        setStatus({ kind: 'loading' });
        frameRef.current?.contentWindow?.location.replace(url);
      },
    });
    return () => register(null);
  }, [register]);

  useEffect(() => {
    if (status.kind !== 'loading') return undefined;
    const timer = window.setTimeout(() => setStatus({ kind: 'timed-out' }), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [status, timeoutMs]);

  const onLoad = useCallback(() => {
    const frameWindow = frameRef.current?.contentWindow ?? null;
    const arrival = readArrival(frameWindow);
    if (arrival.url !== null) lastUrl.current = arrival.url;
    setStatus(arrival.status >= 400 ? { kind: 'failed', status: arrival.status } : { kind: 'ready' });
    if (frameWindow && arrival.url !== null) {
      forwardKeys(frameWindow);
      // The next page starts loading when this one is left: show progress from then on.
      frameWindow.addEventListener('pagehide', () => setStatus({ kind: 'loading' }), { once: true });
    }
    onArrive(arrival.url);
  }, [onArrive]);

  const retry = (): void => {
    setStatus({ kind: 'loading' });
    setAttempt((previous) => ({ n: previous.n + 1, src: lastUrl.current }));
  };

  const failure =
    status.kind === 'failed'
      ? t('frame.failedStatus', { page: label, status: status.status })
      : status.kind === 'timed-out'
        ? t('frame.timedOut', { page: label, seconds: Math.round(timeoutMs / 1000) })
        : null;

  return (
    <div className={styles.slot} data-route={`/${route}`} data-frame-status={status.kind} data-active={active}>
      <iframe
        key={attempt.n}
        className={styles.frame}
        ref={frameRef}
        data-testid={active ? 'legacy-frame' : 'kept-frame'}
        title={t('shell.legacyFrame', { page: label })}
        src={attempt.src}
        onLoad={onLoad}
      />
      {status.kind === 'loading' ? (
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
              <Button variant="primary" onClick={retry}>
                {t('frame.retry')}
              </Button>
            }
          />
        </div>
      ) : null}
    </div>
  );
}
