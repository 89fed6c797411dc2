import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useServices } from '../../components/services/services-context';
import { partMayStart, RELEASE_BOUND_MS, SHELL_PARTS, shellPaintOfStart, type ShellPart } from './shell-paint';

/**
 * Whether `part` may start yet (shell-paint.ts): re-renders once when it may. That render is a
 * transition, so React renders the part in slices that yield to the browser between them rather than
 * in one long task (useSyncExternalStore's renders are never sliced); only its commit is one piece.
 */
export function useShellPart(part: ShellPart): boolean {
  const state = useServices().startState(shellPaintOfStart);
  const [may, setMay] = useState(() => partMayStart(part, state.started()));
  useEffect(() => {
    if (may) return undefined;
    const check = (): void => {
      if (partMayStart(part, state.started())) startTransition(() => setMay(true));
    };
    // Released between the render and this effect: not missed.
    check();
    return state.subscribe(check);
  }, [may, part, state]);
  return may;
}

/** Renders `children` (mounts the part) only once `part` may start; nothing before. */
export function AfterShellPaint({ part, children }: { part: ShellPart; children: ReactNode }) {
  return useShellPart(part) ? children : null;
}

/** What a part's render needs loaded first (its lazy code); a part without it starts at once. */
export type PartCode = Partial<Record<ShellPart, () => Promise<unknown>>>;

/**
 * Driven by the layout once its first render is committed: from a task queued by the next animation
 * frame (which runs once that frame, the one that shows the menu, is rendered) `onPainted` runs (the
 * sign-in's timing mark) and the first part starts; then one part per idle task. A part with code to
 * load (`code`) starts once that code is here: its render does not wait on the network, and no later
 * part, released meanwhile, commits together with it in one long task. Code that fails to load does
 * not hold the others: the part starts anyway and its own boundary says what it says on failure.
 */
export function useRaiseShellPaint(onPainted: () => void, code: PartCode = {}): void {
  const state = useServices().startState(shellPaintOfStart);
  useEffect(() => {
    let cancel = (): void => undefined;
    let stopped = false;
    const next = (): void => {
      const part = SHELL_PARTS[state.started()];
      const load = part === undefined ? undefined : code[part];
      if (load === undefined) release();
      else
        void load()
          .catch(() => undefined)
          .then(() => {
            if (!stopped) release();
          });
    };
    const release = (): void => {
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
      stopped = true;
      cancelAnimationFrame(frame);
      cancel();
    };
    // Once per shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
}
