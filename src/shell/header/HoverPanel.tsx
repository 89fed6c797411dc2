import type { Icon } from '@primer/octicons-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import icon from '../../components/icon-button.module.css';
import styles from './HoverPanel.module.css';

/** The header's 32px icon button, shared by the hover panels. */
export function HeaderIconButton(props: ComponentPropsWithRef<'button'>) {
  return <button {...props} className={`${icon.iconButton} ${styles.iconButton}`} />;
}

function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** How long the pointer may travel between the button and the panel before it closes. */
const CLOSE_DELAY_MS = 200;

export interface HoverPanelProps {
  icon: Icon;
  /** The button's accessible name (it may include the unread count). */
  label: string;
  title: string;
  badge?: number;
  testId: string;
  children: ReactNode;
}

/**
 * A header button whose panel shows on hover and on keyboard focus ("hover shows a
 * list"); a click toggles it for touch screens, except that the first click on a panel the pointer
 * opened keeps it open; Escape closes it and returns focus to the button.
 * The panel is part of the header's DOM, so Tab walks from the button into its items.
 */
export function HoverPanel({ icon: IconComponent, label, title, badge = 0, testId, children }: HoverPanelProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | null>(null);
  // Escape hands focus back to the button; that focus must not open the panel again.
  const quietFocus = useRef(false);
  // Closed by the user (Escape, or a click on the button) while the pointer stays over it: moving the
  // pointer must not reopen it until the pointer has left.
  const dismissed = useRef(false);
  // Opened by the pointer arriving: the click a mouse user goes on to make keeps it open rather than
  // closing what they meant to open (on a touch screen the tap's own emulated hover does the same).
  const openedByHover = useRef(false);
  const panelId = useId();
  const titleId = useId();

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  const show = useCallback(() => {
    cancelClose();
    // The panel sits above the page; with a modal dialog open it would sit above the dialog too.
    if (document.querySelector('[aria-modal="true"]') === null) setOpen(true);
  }, [cancelClose]);
  const closeSoon = useCallback(() => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  }, [cancelClose]);
  useEffect(() => cancelClose, [cancelClose]);

  // Content shown on hover must be dismissible without moving the pointer (WCAG 1.4.13): Escape
  // closes it wherever focus is. With focus inside, the wrapper's own handler runs first, stops the
  // event and hands focus back to the button. A layout effect: the listener is in place in the same
  // commit that shows the panel, so an Escape pressed the moment it appears is not missed.
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismissed.current = true;
      cancelClose();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, cancelClose]);

  // A dialog opening meanwhile (a start-up pop-up) closes the panel rather than sit under it.
  useEffect(() => {
    if (!open) return;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[aria-modal="true"]') !== null) setOpen(false);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);

  return (
    <div
      className={styles.wrapper}
      ref={wrapper}
      data-testid={testId}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        show();
      }}
      // A pointer already resting on the button when it renders (after a reload, or a re-render of
      // the header) gets no mouseenter: its first move opens the panel instead.
      onMouseMove={() => {
        if (open || dismissed.current) return;
        openedByHover.current = true;
        show();
      }}
      onMouseLeave={() => {
        dismissed.current = false;
        // Focus inside keeps it open: a keyboard user reading the list is not interrupted by the pointer.
        if (!wrapper.current?.contains(document.activeElement)) closeSoon();
      }}
      onFocus={(event) => {
        if (quietFocus.current) {
          quietFocus.current = false;
          return;
        }
        // Keyboard focus opens the panel; focus a dialog hands back after a mouse click does not.
        if (!isKeyboardFocus(event.target)) return;
        if (!open) openedByHover.current = false;
        show();
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) closeSoon();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          dismissed.current = true;
          cancelClose();
          setOpen(false);
          if (document.activeElement !== button.current) {
            quietFocus.current = true;
            button.current?.focus();
          }
        }
      }}
    >
      <HeaderIconButton
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          cancelClose();
          const close = open && !openedByHover.current;
          openedByHover.current = false;
          dismissed.current = close;
          setOpen(!close);
        }}
      >
        <IconComponent size={16} />
        {badge > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid={`${testId}-badge`}>
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </HeaderIconButton>
      <div className={styles.panel} id={panelId} role="region" aria-labelledby={titleId} hidden={!open}>
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
