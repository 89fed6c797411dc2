import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useServices } from '../../components/services/services-context';
import { partMayStart, RELEASE_BOUND_MS, shellPaintOfStart, type ShellPart } from './shell-paint';

/** Whether `part` may start yet (shell-paint.ts): re-renders once when it may. */
export function useShellPart(part: ShellPart): boolean {
  const state = useServices().startState(shellPaintOfStart);
  return useSyncExternalStore(state.subscribe, () => partMayStart(part, state.started()));
}

/** Renders `children` (mounts the part) only once `part` may start; nothing before. */
export function AfterShellPaint({ part, children }: { part: ShellPart; children: ReactNode }) {
  return useShellPart(part) ? children : null;
}

/**
 * Driven by the layout once its first render is committed: from a task queued by the next animation
 * frame (which runs once that frame, the one that shows the menu, is rendered) `onPainted` runs (the
 * sign-in's timing mark) and the first part starts; then one part per idle task.
 */
export function useRaiseShellPaint(onPainted: () => void): void {
  const state = useServices().startState(shellPaintOfStart);
  useEffect(() => {
    let cancel = (): void => undefined;
    const next = (): void => {
      if (!state.release()) return;
      if (typeof requestIdleCallback !== 'function') {
        const timer = setTimeout(next, 0);
        cancel = () => clearTimeout(timer);
        return;
      }
      const idle = requestIdleCallback(next, { timeout: RELEASE_BOUND_MS });
      cancel = () => cancelIdleCallback(idle);
    };
    const frame = requestAnimationFrame(() => {
      const paint = setTimeout(() => {
        onPainted();
        next();
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
