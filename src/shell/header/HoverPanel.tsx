import type { Icon } from '@primer/octicons-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
  display: flex;
`;

export const HeaderIconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--fgColor-muted);
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: var(--control-transparent-bgColor-hover, var(--bgColor-neutral-muted));
    color: var(--fgColor-default);
  }
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor, #0969da);
    outline-offset: -2px;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 1px;
  right: 0;
  min-width: 16px;
  height: 16px;
  padding: 0 4px;
  box-sizing: border-box;
  border-radius: 8px;
  background: var(--bgColor-danger-emphasis, #cf222e);
  color: var(--fgColor-onEmphasis, #ffffff);
  font-size: 10px;
  font-weight: 600;
  line-height: 16px;
  text-align: center;
  pointer-events: none;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 100;
  width: 360px;
  max-height: min(70vh, 560px);
  overflow-y: auto;
  box-sizing: border-box;
  border: 1px solid var(--borderColor-default);
  border-radius: 12px;
  background: var(--overlay-bgColor, var(--bgColor-default));
  box-shadow: var(--shadow-floating-large, 0 8px 24px rgba(0, 0, 0, 0.2));
  color: var(--fgColor-default);
`;

const PanelTitle = styled.h2`
  margin: 0;
  padding: 12px 16px 8px;
  font-size: 14px;
  font-weight: 600;
`;

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
 * list"); a click toggles it for touch screens, Escape closes it and returns focus to the button.
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
    <Wrapper
      ref={wrapper}
      data-testid={testId}
      onMouseEnter={show}
      // A pointer already resting on the button when it renders (after a reload, or a re-render of
      // the header) gets no mouseenter: its first move opens the panel instead.
      onMouseMove={() => {
        if (!open && !dismissed.current) show();
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
        if (isKeyboardFocus(event.target)) show();
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
          dismissed.current = open;
          setOpen(!open);
        }}
      >
        <IconComponent size={16} />
        {badge > 0 ? (
          <Badge aria-hidden="true" data-testid={`${testId}-badge`}>
            {badge > 99 ? '99+' : badge}
          </Badge>
        ) : null}
      </HeaderIconButton>
      <Panel id={panelId} role="region" aria-labelledby={titleId} hidden={!open}>
        <PanelTitle id={titleId}>{title}</PanelTitle>
        {children}
      </Panel>
    </Wrapper>
  );
}
