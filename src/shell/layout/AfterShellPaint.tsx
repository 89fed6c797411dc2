import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useServices } from '../../components/services/services-context';
import { allStarted, partMayStart, RELEASE_BOUND_MS, shellPaintOfStart, type ShellPart } from './shell-paint';

/** Whether `part` may start yet: re-renders once when it may. */
export function useShellPart(part: ShellPart): boolean {
  const state = useServices().startState(shellPaintOfStart);
  return useSyncExternalStore(state.subscribe, () => partMayStart(part, state.progress()));
}

/** Renders `children` (mounts the part) only once `part` may start; nothing before. */
export function AfterShellPaint({ part, children }: { part: ShellPart; children: ReactNode }) {
  return useShellPart(part) ? children : null;
}

/** Runs `task` when the browser is next idle, `RELEASE_BOUND_MS` from now at most; returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: RELEASE_BOUND_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * Driven by the layout once its first render is committed (shell-paint.ts): `painted` from a task
 * queued by the next animation frame (which runs once that frame, the one that shows the menu, is
 * rendered), then one part per idle task, then `idle`. Also runs `onPainted` at the paint (the
 * sign-in's timing mark).
 */
export function useRaiseShellPaint(onPainted: () => void): void {
  const state = useServices().startState(shellPaintOfStart);
  useEffect(() => {
    let cancel = (): void => undefined;
    const step = (): void => {
      cancel = whenIdle(() => {
        if (!state.release()) state.reach('idle');
        if (!allStarted(state.progress())) step();
      });
    };
    const frame = requestAnimationFrame(() => {
      const paint = setTimeout(() => {
        onPainted();
        state.reach('painted');
        // The first part starts in this task: the frame it waits for is on screen.
        state.release();
        step();
      });
      cancel = () => clearTimeout(paint);
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel();
    };
    // Once per shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
}
