/**
 * Keeps the keyboard in a modal dialog shown over the frame workspace.
 *
 * Primer's dialog moves the focus in a passive effect, after the dialog has painted, and traps it
 * only against focus events of the console's own document. A framed page is another document: the
 * user who clicked the page's Save still has the keyboard in that frame when the dialog appears, and
 * a frame that loads a new document behind the dialog (a page that saved) can take the focus back.
 * Either way the keys (Escape, Enter, what is typed) reach the page under the dialog, not the dialog.
 *
 * So: the focus moves into the dialog before the first paint (a layout effect of a component above
 * the dialog runs after Primer's portal has attached it), and whenever the console's window loses
 * the focus to one of its own frames while the dialog is open, it is brought back. Losing it to
 * another window (the identity provider's pop-up) is left alone.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** The element to focus now, when the focus is not already inside `dialog`. */
function bringBack(dialog: HTMLElement | null, target: HTMLElement | null): void {
  if (target === null || !target.isConnected) return;
  if (dialog !== null && dialog.contains(document.activeElement)) return;
  target.focus();
}

/**
 * @param target the control the dialog opens on (the password, the code, or the next act's button)
 * @param key a change of it (another form of the dialog) moves the focus to `target` again
 */
export function useModalFocus(target: RefObject<HTMLElement | null>, key: string): void {
  useLayoutEffect(() => {
    const element = target.current;
    bringBack(element?.closest('[role="dialog"]') ?? null, element);
  }, [target, key]);
  useEffect(() => {
    let timer = 0;
    const onBlur = (): void => {
      // The focus has left for a frame once the blur is over: only then is activeElement the frame.
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!(document.activeElement instanceof HTMLIFrameElement)) return;
        const element = target.current;
        bringBack(element?.closest('[role="dialog"]') ?? null, element);
      }, 0);
    };
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.clearTimeout(timer);
    };
  }, [target]);
}
