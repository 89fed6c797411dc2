import { Spinner } from '@primer/react';
import { lazy, memo, Suspense, useCallback, useMemo, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceKeeping } from '../../engine/frames/keep-place';
import type { Slot, WorkspaceEvent } from '../../engine/frames/workspace-machine';
import { loadKeepPlace, type WorkspaceRuntime } from '../../engine/frames/workspace-runtime';
import { forwardActivity, forwardKeys, readArrival, watchLeaving } from './frame-load';
import { loadFrameNotices } from './frame-parts';
import styles from './FrameSlot.module.css';

/**
 * The failure message, loaded apart from the shell; the workspace runtime loads it once the shell is
 * idle, so it is in memory before the failure it explains (a server that cannot be reached cannot
 * serve it then).
 */
const FrameFailure = lazy(async () => ({ default: (await loadFrameNotices()).FrameFailure }));
const FrameSlow = lazy(async () => ({ default: (await loadFrameNotices()).FrameSlow }));
const FrameStale = lazy(async () => ({ default: (await loadFrameNotices()).FrameStale }));

export interface FrameSlotProps {
  slot: Slot;
  /** On screen; a kept page is hidden, out of the tab order and the accessibility tree. */
  active: boolean;
  /** The page's name, for the frame's title and the messages. */
  label: string;
  dispatch: (event: WorkspaceEvent) => void;
  register: WorkspaceRuntime['register'];
  /** Watches the input of each readable page the frame loads. */
  watch: WorkspaceRuntime['watch'];
  /** What the console does for the page's links and forms aimed at the whole window. */
  keeping: PlaceKeeping;
}

/**
 * One framed legacy page of the workspace, as the machine has it: the frame, its progress while a
 * page loads, and a message with Retry when the page failed (an error status) or did not load in
 * time. What happens to the frame is handed to the machine: each page it loads, each page it leaves
 * and the Retry button.
 */
export const FrameSlot = memo(function FrameSlot({ slot, active, label, dispatch, register, watch, keeping }: FrameSlotProps) {
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
        void loadKeepPlace().then(
          ({ keepPlace }) => keepPlace(frameWindow, keeping),
          () => undefined,
        );
        watch(id, frameWindow);
        // The next page starts loading when this one is left, for the destination its navigation named.
        watchLeaving(frameWindow, keeping.consoleOrigin, (url) => dispatch({ type: 'navigated', slot: id, url }));
      }
      dispatch({ type: 'loaded', slot: id, url: arrival.url, status: arrival.status });
    },
    [dispatch, id, keeping, watch],
  );

  // Translated when the page or the language changes, not each time the page is shown or hidden.
  const title = useMemo(() => t('shell.legacyFrame', { page: label }), [t, label]);
  const retry = () => dispatch({ type: 'retry', slot: id });

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
      {active && slot.stale !== null && slot.status === 'ready' ? (
        <Suspense fallback={null}>
          <FrameStale label={label} stale={slot.stale} onRefresh={() => dispatch({ type: 'discard', slot: id })} />
        </Suspense>
      ) : null}
      {slot.status === 'loading' || slot.status === 'checking' ? (
        <div className={styles.cover} data-testid="frame-loading">
          <div className={styles.progress} role="status" aria-live="polite">
            <Spinner size="large" srText={null} />
            <span>{t('frame.loading', { page: label })}</span>
          </div>
        </div>
      ) : null}
      {slot.status === 'timed-out' ? (
        // Slow is not failed: the page keeps loading under this, and arrives if it can.
        <div className={styles.cover} data-testid="frame-slow">
          <Suspense fallback={null}>
            <FrameSlow label={label} onRetry={retry} />
          </Suspense>
        </div>
      ) : null}
      {slot.status === 'failed' ? (
        <div className={styles.cover}>
          <Suspense fallback={null}>
            <FrameFailure slot={slot} label={label} dispatch={dispatch} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
});
