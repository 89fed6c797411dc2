import { ChevronDownIcon, ChevronRightIcon } from '@primer/octicons-react';
import { useEffect, useRef, useState, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteAccess } from '../../engine/access/route-access';
import type { RouteEntry } from '../../engine/manifest/route-table';
import type { MenuLinks } from '../parts/menu-links';
import items from '../parts/side-menu-item.module.css';
import { MENU_ICONS } from './menu-icons';
import styles from './SideMenu.module.css';

interface ItemProps {
  entry: RouteEntry;
  access: RouteAccess;
  links: MenuLinks;
  collapsed: boolean;
}

/** A top row's attributes: collapsed, its label is its tooltip and accessible name. */
function topRow(entry: RouteEntry, collapsed: boolean, label: string) {
  return {
    'data-route': `/${entry.path}`,
    'data-menu-level': 'top',
    'data-collapsed': collapsed || undefined,
    'aria-label': collapsed ? label : undefined,
    title: collapsed ? label : undefined,
  };
}

/** A top row's icon, and its label unless collapsed. */
function TopRowContent({ entry, collapsed, label }: { entry: RouteEntry; collapsed: boolean; label: string }) {
  const Icon = entry.icon ? MENU_ICONS[entry.icon] : null;
  return (
    <>
      {Icon ? <Icon size={16} /> : null}
      {collapsed ? null : <span className={styles.label}>{label}</span>}
    </>
  );
}

interface ChildLinksProps {
  entries: readonly RouteEntry[];
  Link: MenuLinks['Link'];
  className: string;
  id?: string;
  hidden?: boolean;
  onClick?: () => void;
}

/** A section's pages, in its list or its flyout. */
function ChildLinks({ entries, Link, className, id, hidden, onClick }: ChildLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.subList} id={id} hidden={hidden}>
      {entries.map((child) => (
        <li key={child.path}>
          <Link className={className} to={`/${child.path}`} data-route={`/${child.path}`} data-menu-level="child" onClick={onClick}>
            {t(child.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A section with its own pages. Expanded, a click opens or closes its list in place. Collapsed, the
 * section keeps its name (tooltip and accessible name) and a click, Enter or Space opens its pages in
 * a flyout beside the rail: the first page takes the focus; Escape, a click outside or a page chosen
 * closes it (Escape gives the focus back to the section).
 */
function MenuGroup({ entry, access, links, collapsed }: ItemProps) {
  const { t } = useTranslation();
  const current = links.useActive(`/${entry.path}`);
  const [open, setOpen] = useState(current);
  const [flyout, setFlyout] = useState<{ top: number; left: number } | null>(null);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
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
        {...topRow(entry, collapsed, label)}
        data-current={current || undefined}
        aria-expanded={collapsed ? flyoutOpen : open}
        aria-controls={collapsed ? (flyoutOpen ? flyoutId : undefined) : listId}
        onClick={onClick}
      >
        <TopRowContent entry={entry} collapsed={collapsed} label={label} />
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
          <ChildLinks
            entries={children}
            Link={links.Link}
            className={`${items.item} ${styles.childLink} ${styles.flyoutLink}`}
            onClick={() => setFlyout(null)}
          />
        </div>
      ) : null}
      <ChildLinks
        entries={children}
        Link={links.Link}
        className={`${items.item} ${styles.childLink}`}
        id={listId}
        hidden={collapsed || !open}
      />
    </li>
  );
}

/** A route without its own submenu: a page, or a parent whose children live in a side panel. */
function MenuLink({ entry, access, links, collapsed }: ItemProps) {
  const { t } = useTranslation();
  const landing = access.landing(entry) ?? entry.path;
  const label = t(entry.label);
  return (
    <li>
      <links.Link to={`/${landing}`} currentUnder={`/${entry.path}`} {...topRow(entry, collapsed, label)} className={items.item}>
        <TopRowContent entry={entry} collapsed={collapsed} label={label} />
      </links.Link>
    </li>
  );
}

interface SideMenuViewProps extends ComponentPropsWithRef<'nav'> {
  access: RouteAccess;
  links: MenuLinks;
  collapsed: boolean;
  /** Drawn before the routes (the user's favourites). */
  first?: ReactNode;
  /** Drawn below the routes (help and the collapse toggle). */
  bottom?: ReactNode;
}

/**
 * The dark side menu as drawn: only routes the user may see, in manifest order. Services and state
 * come in (ADR 0010): the shell's SideMenu passes the console's links, the route studio its preview's.
 */
export function SideMenuView({ access, links, collapsed, first, bottom, ...nav }: SideMenuViewProps) {
  const { t } = useTranslation();
  return (
    <nav
      {...nav}
      className={styles.nav}
      data-testid="side-menu"
      data-collapsed={collapsed || undefined}
      aria-label={t('shell.mainNavigation')}
    >
      <ul className={styles.list}>
        {first}
        {access
          .menuTop()
          .map((entry) =>
            entry.view.kind === 'parent' && entry.navigation === 'menu' ? (
              <MenuGroup key={entry.path} entry={entry} access={access} links={links} collapsed={collapsed} />
            ) : (
              <MenuLink key={entry.path} entry={entry} access={access} links={links} collapsed={collapsed} />
            ),
          )}
      </ul>
      <div className={styles.bottom}>{bottom}</div>
    </nav>
  );
}
