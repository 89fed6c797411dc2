/**
 * Reads a framed page's input as the user works in it: a moment after each burst of typing, ticking
 * or choosing (and a form reset), whether the page holds unsaved input is read again and handed on.
 * Loaded apart from the shell with the other page listeners, as the workspace starts.
 */
import { holdsUnsavedInput } from '../../engine/frames/unsaved-input';

/** How long after the last change the page is read: once per burst, not per key. */
const SETTLE_MS = 150;

export function watchInput(frameWindow: Window, report: (unsaved: boolean) => void): void {
  let timer: number | undefined;
  const read = (): void => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => report(holdsUnsavedInput(frameWindow)), SETTLE_MS);
  };
  for (const type of ['input', 'change', 'reset']) frameWindow.document.addEventListener(type, read, { capture: true, passive: true });
  frameWindow.addEventListener('pagehide', () => window.clearTimeout(timer), { once: true });
}

export { holdsUnsavedInput };
