import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useServices } from '../../components/services/services-context';
import { IDLE_BOUND_MS, partMayStart, shellPaintOfStart, type ShellPart } from './shell-paint';

/** Whether `part` may start yet: re-renders once when it may. */
export function useShellPart(part: ShellPart): boolean {
  const state = useServices().startState(shellPaintOfStart);
  const phase = useSyncExternalStore(state.subscribe, state.phase);
  return partMayStart(part, phase);
}

/** Renders `children` (mounts the part) only once `part` may start; nothing before. */
export function AfterShellPaint({ part, children }: { part: ShellPart; children: ReactNode }) {
  return useShellPart(part) ? children : null;
}

/**
 * Raised by the layout once its first render is committed: `painted` from a task queued by the next
 * animation frame (which runs once that frame, the one that shows the menu, is rendered), then `idle`
 * when the browser is next idle, IDLE_BOUND_MS after the paint at most. Also runs `onPainted` then
 * (the sign-in's timing mark).
 */
export function useRaiseShellPaint(onPainted: () => void): void {
  const state = useServices().startState(shellPaintOfStart);
  useEffect(() => {
    let live = true;
    let idle: (() => void) | undefined;
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        onPainted();
        if (!live) return;
        state.reach('painted');
        if (typeof requestIdleCallback === 'function') {
          const handle = requestIdleCallback(() => state.reach('idle'), { timeout: IDLE_BOUND_MS });
          idle = () => cancelIdleCallback(handle);
        } else {
          const handle = setTimeout(() => state.reach('idle'), IDLE_BOUND_MS / 4);
          idle = () => clearTimeout(handle);
        }
      }),
    );
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      idle?.();
    };
    // Once per shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
}
