import { SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteAccess } from '../../engine/access/route-access';
import { FavouritesGroup } from '../palette/FavouritesGroup';
import { CONSOLE_LINKS } from '../parts/RouteLink';
import items from '../parts/side-menu-item.module.css';
import { HelpMenu } from './HelpMenu';
import { SideMenuView } from './SideMenuView';
import styles from './SideMenu.module.css';

// Under 768 px the menu is a rail of icons, and Expand menu opens it over the page: the page keeps
// its width. It closes when a page is chosen, on Escape and on a tap outside.
const NARROW_WINDOW = '(max-width: 767px)';

function subscribeNarrow(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_WINDOW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_WINDOW).matches;
}

/** The dark side menu: only routes the user may see, in manifest order. */
export function SideMenu({ access }: { access: RouteAccess }) {
  const { t } = useTranslation();
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow);
  const [wideCollapsed, setWideCollapsed] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const overlayOpen = narrow && overlay;
  const collapsed = narrow ? !overlay : wideCollapsed;
  const toggleLabel = collapsed ? t('shell.expandMenu') : t('shell.collapseMenu');

  useEffect(() => {
    if (!overlayOpen) return;
    const outside = (event: PointerEvent): void => {
      if (!(event.target instanceof Node) || !nav.current?.contains(event.target)) setOverlay(false);
    };
    const escape = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setOverlay(false);
      toggle.current?.focus();
    };
    // A tap on a framed page reaches this document only as the window losing the focus.
    const away = (): void => setOverlay(false);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    window.addEventListener('blur', away);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
      window.removeEventListener('blur', away);
    };
  }, [overlayOpen]);

  const menu = (
    <SideMenuView
      access={access}
      links={CONSOLE_LINKS}
      collapsed={collapsed}
      ref={nav}
      data-overlay={overlayOpen || undefined}
      // A page chosen in the menu opened over the page closes it.
      onClick={(event) => {
        if (overlayOpen && event.target instanceof Element && event.target.closest('a') !== null) setOverlay(false);
      }}
      first={<FavouritesGroup access={access} collapsed={collapsed} />}
      bottom={
        <>
          <HelpMenu collapsed={collapsed} />
          <button
            ref={toggle}
            type="button"
            className={`${items.item} ${styles.groupButton}`}
            data-collapsed={collapsed || undefined}
            aria-label={toggleLabel}
            aria-expanded={narrow ? overlayOpen : undefined}
            title={toggleLabel}
            onClick={() => (narrow ? setOverlay(!overlay) : setWideCollapsed(!wideCollapsed))}
          >
            {collapsed ? <SidebarCollapseIcon size={16} /> : <SidebarExpandIcon size={16} />}
            {collapsed ? null : <span className={styles.label}>{toggleLabel}</span>}
          </button>
        </>
      }
    />
  );
  // On a narrow window the rail keeps its 64 px in the layout; the menu lies over the page when open.
  return narrow ? <div className={styles.rail}>{menu}</div> : menu;
}
