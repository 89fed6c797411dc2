import { ChevronDownIcon, ChevronRightIcon, SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteAccess } from '../../engine/access/route-access';
import type { RouteEntry } from '../../engine/manifest/route-table';
import { FavouritesGroup } from '../palette/FavouritesGroup';
import { RouteLink, useRouteActive } from '../parts/RouteLink';
import items from '../parts/side-menu-item.module.css';
import { HelpMenu } from './HelpMenu';
import { MENU_ICONS } from './menu-icons';
import styles from './SideMenu.module.css';

interface ItemProps {
  entry: RouteEntry;
  access: RouteAccess;
  collapsed: boolean;
}

/**
 * A section with its own pages. Expanded, a click opens or closes its list in place. Collapsed, the
 * section keeps its name (tooltip and accessible name) and a click, Enter or Space opens its pages in
 * a flyout beside the rail: the first page takes the focus; Escape, a click outside or a page chosen
 * closes it (Escape gives the focus back to the section).
 */
function MenuGroup({ entry, access, collapsed }: ItemProps) {
  const { t } = useTranslation();
  const current = useRouteActive(`/${entry.path}`);
  const [open, setOpen] = useState(current);
  const [flyout, setFlyout] = useState<{ top: number; left: number } | null>(null);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const Icon = entry.icon ? MENU_ICONS[entry.icon] : null;
  const children = access.menuChildren(entry.path);
  const label = t(entry.label);
  const listId = `menu-${entry.path}`;
  const flyoutId = `menu-flyout-${entry.path}`;
  const flyoutOpen = collapsed && flyout !== null;

  useEffect(() => {
    if (!flyoutOpen) return;
    item.current?.querySelector<HTMLElement>(`#${CSS.escape(flyoutId)} a`)?.focus();
    const outside = (event: PointerEvent): void => {
      if (!(event.target instanceof Node) || !item.current?.contains(event.target)) setFlyout(null);
    };
    // A click into a framed page reaches this document only as the window losing the focus.
    const away = (): void => setFlyout(null);
    document.addEventListener('pointerdown', outside);
    window.addEventListener('blur', away);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('blur', away);
    };
  }, [flyoutOpen, flyoutId]);

  const onClick = (): void => {
    if (collapsed) {
      const box = button.current?.getBoundingClientRect();
      setFlyout(flyout !== null || box === undefined ? null : { top: box.top, left: box.right });
      return;
    }
    setOpen(!open);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>): void => {
    if (event.key !== 'Escape' || !flyoutOpen) return;
    event.stopPropagation();
    setFlyout(null);
    button.current?.focus();
  };

  return (
    <li ref={item} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`${items.item} ${styles.groupButton}`}
        data-route={`/${entry.path}`}
        data-menu-level="top"
        data-collapsed={collapsed || undefined}
        data-current={current || undefined}
        aria-expanded={collapsed ? flyoutOpen : open}
        aria-controls={collapsed ? (flyoutOpen ? flyoutId : undefined) : listId}
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
        onClick={onClick}
      >
        {Icon ? <Icon size={16} /> : null}
        {collapsed ? null : <span className={styles.label}>{label}</span>}
        {collapsed ? null : open ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
      </button>
      {flyoutOpen ? (
        <div
          className={styles.flyout}
          id={flyoutId}
          role="group"
          aria-label={label}
          data-testid="menu-flyout"
          style={{ top: flyout.top, left: flyout.left }}
        >
          <p className={styles.flyoutTitle} aria-hidden="true">
            {label}
          </p>
          <ul className={styles.subList}>
            {children.map((child) => (
              <li key={child.path}>
                <RouteLink
                  className={`${items.item} ${styles.childLink} ${styles.flyoutLink}`}
                  to={`/${child.path}`}
                  data-route={`/${child.path}`}
                  data-menu-level="child"
                  onClick={() => setFlyout(null)}
                >
                  {t(child.label)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className={styles.subList} id={listId} hidden={collapsed || !open}>
        {children.map((child) => (
          <li key={child.path}>
            <RouteLink
              className={`${items.item} ${styles.childLink}`}
              to={`/${child.path}`}
              data-route={`/${child.path}`}
              data-menu-level="child"
            >
              {t(child.label)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A route without its own submenu: a page, or a parent whose children live in a side panel. */
function MenuLink({ entry, access, collapsed }: ItemProps) {
  const { t } = useTranslation();
  const landing = access.landing(entry) ?? entry.path;
  const Icon = entry.icon ? MENU_ICONS[entry.icon] : null;
  const label = t(entry.label);
  return (
    <li>
      <RouteLink
        to={`/${landing}`}
        currentUnder={`/${entry.path}`}
        data-route={`/${entry.path}`}
        data-menu-level="top"
        data-collapsed={collapsed || undefined}
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
        className={items.item}
      >
        {Icon ? <Icon size={16} /> : null}
        {collapsed ? null : <span className={styles.label}>{label}</span>}
      </RouteLink>
    </li>
  );
}

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
    <nav
      ref={nav}
      className={styles.nav}
      data-testid="side-menu"
      data-collapsed={collapsed || undefined}
      data-overlay={overlayOpen || undefined}
      aria-label={t('shell.mainNavigation')}
      // A page chosen in the menu opened over the page closes it.
      onClick={(event) => {
        if (overlayOpen && event.target instanceof Element && event.target.closest('a') !== null) setOverlay(false);
      }}
    >
      <ul className={styles.list}>
        <FavouritesGroup access={access} collapsed={collapsed} />
        {access
          .menuTop()
          .map((entry) =>
            entry.view.kind === 'parent' && entry.navigation === 'menu' ? (
              <MenuGroup key={entry.path} entry={entry} access={access} collapsed={collapsed} />
            ) : (
              <MenuLink key={entry.path} entry={entry} access={access} collapsed={collapsed} />
            ),
          )}
      </ul>
      <div className={styles.bottom}>
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
      </div>
    </nav>
  );
  // On a narrow window the rail keeps its 64 px in the layout; the menu lies over the page when open.
  return narrow ? <div className={styles.rail}>{menu}</div> : menu;
}
