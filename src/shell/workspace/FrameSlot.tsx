import { AlertIcon } from '@primer/octicons-react';
import { Button, Spinner } from '@primer/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MessagePage } from '../../components/MessagePage';
import { forwardKeys, readArrival } from './frame-load';

// A kept page is hidden, not removed from layout: its document keeps its scroll position and input.
const Slot = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  background: var(--bgColor-default);
  visibility: ${(props) => (props.$active ? 'visible' : 'hidden')};
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background: var(--bgColor-default);
`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
  overflow: auto;
  background: var(--bgColor-default);
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--base-size-12, 12px);
  height: 100%;
  color: var(--fgColor-muted);
`;

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
    <Slot $active={active} data-route={`/${route}`} data-frame-status={status.kind} data-active={active}>
      <Frame
        key={attempt.n}
        ref={frameRef}
        data-testid={active ? 'legacy-frame' : 'kept-frame'}
        title={t('shell.legacyFrame', { page: label })}
        src={attempt.src}
        onLoad={onLoad}
        style={status.kind === 'ready' || status.kind === 'failed' ? undefined : { visibility: 'hidden' }}
      />
      {status.kind === 'loading' ? (
        <Cover data-testid="frame-loading">
          <Progress role="status" aria-live="polite">
            <Spinner size="large" srText={null} />
            <span>{t('frame.loading', { page: label })}</span>
          </Progress>
        </Cover>
      ) : null}
      {failure !== null ? (
        <Cover>
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
        </Cover>
      ) : null}
    </Slot>
  );
}
