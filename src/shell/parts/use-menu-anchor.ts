/**
 * The button that opens one of the shell's menus, for a menu whose list (Primer's ActionMenu overlay
 * and ActionList) is a module of its own. The list is only seen once the menu opens, so it is not
 * part of the code the shell needs to paint: the button is here from the start, behaving as Primer's
 * menu anchor does (aria-haspopup and aria-expanded; a primary click toggles the menu; ArrowDown,
 * ArrowUp, Space and Enter open it), and the list's module is fetched when a pointer or the focus
 * reaches the button: not once the shell is idle, since evaluating Primer's menu code took a long
 * task of its own (45 to 134 ms at 4x CPU throttling) in the signed-in page's first seconds, for a
 * menu most visits never open. Opened before it has arrived, the menu shows as soon as it has.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';

const OPENING_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowUp', ' ', 'Enter']);

/** What the lazily loaded list needs to attach itself to the button. */
export interface MenuListProps {
  readonly anchorRef: RefObject<HTMLButtonElement | null>;
  /** The button's id, which labels the list. */
  readonly anchorId: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

export interface MenuAnchor {
  /** The button's ref; give it to the list as well. */
  readonly anchorRef: RefObject<HTMLButtonElement | null>;
  readonly open: boolean;
  /** True once the menu has been opened: from then on the list stays mounted, as Primer's does. */
  readonly opened: boolean;
  /**
   * How many times the menu has opened: the list's key. Each opening mounts the list anew, so that a
   * list whose code failed to load tries again when next asked (components/lazy-part).
   */
  readonly openings: number;
  readonly onOpenChange: (open: boolean) => void;
  /** Spread on the button, beside `ref={anchorRef}`; `id` also goes to the list as `anchorId`. */
  readonly anchorProps: {
    readonly id: string;
    readonly 'aria-haspopup': 'true';
    readonly 'aria-expanded': boolean;
    readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
    readonly onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
    readonly onPointerEnter: () => void;
    readonly onFocus: () => void;
  };
}

/**
 * `preload` starts fetching the list's module; it is called more than once and must be idempotent
 * (import() is). A failed preload is left for the list itself to report when the menu opens.
 */
export function useMenuAnchor(preload: () => Promise<unknown>): MenuAnchor {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const anchorId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [openings, setOpenings] = useState(0);

  const onOpenChange = useCallback(
    (next: boolean) => {
      if (next && !open) {
        setOpened(true);
        setOpenings((count) => count + 1);
      }
      setOpen(next);
    },
    [open],
  );

  const warmUp = useCallback(() => {
    preload().catch(() => undefined);
  }, [preload]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      onOpenChange(!open);
    },
    [open, onOpenChange],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.defaultPrevented || open || !OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      onOpenChange(true);
    },
    [open, onOpenChange],
  );
  return {
    anchorRef,
    open,
    opened,
    openings,
    onOpenChange,
    anchorProps: {
      id: anchorId,
      'aria-haspopup': 'true',
      'aria-expanded': open,
      onClick,
      onKeyDown,
      onPointerEnter: warmUp,
      onFocus: warmUp,
    },
  };
}
