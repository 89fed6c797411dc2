import { useMemo, type RefObject } from 'react';

/**
 * For a Primer Dialog's `initialFocusRef`: the first field inside `container`, looked up when the
 * dialog takes focus, so a form that rjsf renders needs no ref of its own. Without it the dialog
 * focuses its close button, and a keyboard user has to Tab before typing the code they came to type.
 */
export function useFirstField(container: RefObject<HTMLElement | null>): RefObject<HTMLElement | null> {
  return useMemo(
    () => ({
      get current() {
        return container.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), textarea, select') ?? null;
      },
    }),
    [container],
  );
}
