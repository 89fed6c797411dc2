import { Spinner } from '@primer/react';
import { memo, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazy-part/lazy-part';
import type { Slot, WorkspaceEvent } from '../../engine/frames/workspace-machine';
import { loadFrameNotices } from './frame-parts';
import styles from './FrameSlot.module.css';

/**
 * The failure message, loaded apart from the shell; the workspace runtime loads it once the shell is
 * idle, so it is in memory before the failure it explains (a server that cannot be reached cannot
 * serve it then).
 */
const FrameFailure = lazyPart(
  'frame-failure',
  () => loadFrameNotices(),
  (module) => module.FrameFailure,
  { inPlace: true },
);
const FrameSlow = lazyPart(
  'frame-slow',
  () => loadFrameNotices(),
  (module) => module.FrameSlow,
  { inPlace: true },
);
const FrameStale = lazyPart(
  'frame-stale',
  () => loadFrameNotices(),
  (module) => module.FrameStale,
  { inPlace: true },
);

export interface FrameSlotProps {
  slot: Slot;
  /** On screen: only the page on screen says it is stale. */
  active: boolean;
  /** The page's name, for the messages. */
  label: string;
  dispatch: (event: WorkspaceEvent) => void;
}

/**
 * What covers one framed legacy page of the workspace, as the machine has it: its progress while a
 * page loads, and a message with Retry when the page failed (an error status) or did not load in
 * time. The frame itself is the workspace runtime's (engine/frames/frame-host.ts): these covers are
 * rendered into its slot's element (`FrameSlotPortal`), and go with the shell, the frame does not.
 */
export const FrameSlot = memo(function FrameSlot({ slot, active, label, dispatch }: FrameSlotProps) {
  const { t } = useTranslation();
  const { id } = slot;
  const retry = () => dispatch({ type: 'retry', slot: id });

  return (
    <>
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
    </>
  );
});

/** The slot's covers, rendered into the element the workspace runtime keeps for it (none while it has none). */
export function FrameSlotPortal({ element, ...props }: FrameSlotProps & { element: HTMLElement | null }) {
  return element === null ? null : createPortal(<FrameSlot {...props} />, element);
}

/** The class names the workspace runtime dresses its frame elements in. */
export const FRAME_HOST_CLASSES = { slot: styles.slot ?? '', frame: styles.frame ?? '' } as const;
