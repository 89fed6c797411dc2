import { ChevronDownIcon, ChevronRightIcon, SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteAccess } from '../../engine/access/route-access';
import type { RouteEntry } from '../../engine/manifest/route-table';
import { useConsoleRouter } from '../frames/route-sync';
import { FavouritesGroup } from '../palette/FavouritesGroup';
import { HelpMenu } from './HelpMenu';
import { MENU_ICONS } from './menu-icons';
import { RouteLink, useRouteActive } from './RouteLink';
import items from './side-menu-item.module.css';
import styles from './SideMenu.module.css';

interface ItemProps {
  entry: RouteEntry;
  access: RouteAccess;
  collapsed: boolean;
}

function MenuGroup({ entry, access, collapsed }: ItemProps) {
  const { t } = useTranslation();
  const router = useConsoleRouter();
  const current = useRouteActive(`/${entry.path}`);
  const [open, setOpen] = useState(current);
  const Icon = entry.icon ? MENU_ICONS[entry.icon] : null;
  const children = access.menuChildren(entry.path);
  const label = t(entry.label);
  const listId = `menu-${entry.path}`;

  const onClick = (): void => {
    if (collapsed) {
      const landing = access.landing(entry);
      if (landing) void router.navigate(`/${landing}`);
      return;
    }
    setOpen(!open);
  };

  return (
    <li>
      <button
        type="button"
        className={`${items.item} ${styles.groupButton}`}
        data-route={`/${entry.path}`}
        data-menu-level="top"
        data-collapsed={collapsed || undefined}
        data-current={current || undefined}
        aria-expanded={collapsed ? undefined : open}
        aria-controls={collapsed ? undefined : listId}
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
        onClick={onClick}
      >
        {Icon ? <Icon size={16} /> : null}
        {collapsed ? null : <span className={styles.label}>{label}</span>}
        {collapsed ? null : open ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
      </button>
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

// A phone-sized window starts with the menu collapsed, leaving the page most of the width; the
// breakpoint is the one at which the header's CSS modules make the bar compact.
const NARROW_WINDOW = '(max-width: 640px)';

function startsCollapsed(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_WINDOW).matches;
}

/** The dark side menu: only routes the user may see, in manifest order. */
export function SideMenu({ access }: { access: RouteAccess }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  const toggleLabel = collapsed ? t('shell.expandMenu') : t('shell.collapseMenu');
  return (
    <nav className={styles.nav} data-testid="side-menu" data-collapsed={collapsed || undefined} aria-label={t('shell.mainNavigation')}>
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
          type="button"
          className={`${items.item} ${styles.groupButton}`}
          data-collapsed={collapsed || undefined}
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setCollapsed(!collapsed)}
        >
          {collapsed ? <SidebarCollapseIcon size={16} /> : <SidebarExpandIcon size={16} />}
          {collapsed ? null : <span className={styles.label}>{toggleLabel}</span>}
        </button>
      </div>
    </nav>
  );
}
