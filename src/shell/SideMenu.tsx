import { ChevronDownIcon, ChevronRightIcon, SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { RouteAccess } from '../engine/access/route-access';
import type { RouteEntry } from '../engine/manifest/route-table';
import { HelpMenu } from './HelpMenu';
import { MENU_ICONS } from './menu-icons';
import { FavouritesGroup } from './palette/FavouritesGroup';
import { MENU } from './side-menu-colours';
import { itemStyle } from './side-menu-item';

export const SIDE_MENU_WIDTH = { collapsed: 64, expanded: 208 } as const;

const Nav = styled.nav<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  flex: none;
  width: ${({ $collapsed }) => ($collapsed ? SIDE_MENU_WIDTH.collapsed : SIDE_MENU_WIDTH.expanded)}px;
  min-height: 480px;
  background: ${MENU.background};
  color: ${MENU.text};
  transition: width 120ms ease-out;
  overflow: hidden;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 8px 0;
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
`;

const SubList = styled.ul`
  list-style: none;
  margin: 0 0 4px;
  padding: 0;
`;

const TopLink = styled(NavLink)<{ $collapsed: boolean }>`
  ${itemStyle}
`;

const GroupButton = styled.button<{ $collapsed: boolean; $current: boolean }>`
  ${itemStyle}
  ${({ $current }) => ($current ? `color: ${MENU.strongText}; font-weight: 600; border-left-color: ${MENU.accent};` : '')}
`;

const ChildLink = styled(NavLink)<{ $collapsed?: boolean }>`
  ${itemStyle}
  min-height: 34px;
  padding-left: 40px;
  font-size: 13px;
  white-space: normal;
  line-height: 1.3;
  padding-top: 6px;
  padding-bottom: 6px;
`;

const Label = styled.span`
  flex: 1;
  white-space: normal;
  line-height: 1.25;
  padding: 4px 0;
`;

const Bottom = styled.div`
  border-top: 1px solid ${MENU.divider};
  padding: 4px 0;
`;

function isUnder(pathname: string, path: string): boolean {
  return pathname === `/${path}` || pathname.startsWith(`/${path}/`);
}

interface ItemProps {
  entry: RouteEntry;
  access: RouteAccess;
  collapsed: boolean;
}

function MenuGroup({ entry, access, collapsed }: ItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = isUnder(pathname, entry.path);
  const [open, setOpen] = useState(current);
  const Icon = entry.icon ? MENU_ICONS[entry.icon] : null;
  const children = access.menuChildren(entry.path);
  const label = t(entry.label);
  const listId = `menu-${entry.path}`;

  const onClick = (): void => {
    if (collapsed) {
      const landing = access.landing(entry);
      if (landing) navigate(`/${landing}`);
      return;
    }
    setOpen(!open);
  };

  return (
    <li>
      <GroupButton
        type="button"
        data-route={`/${entry.path}`}
        data-menu-level="top"
        aria-expanded={collapsed ? undefined : open}
        aria-controls={collapsed ? undefined : listId}
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
        $collapsed={collapsed}
        $current={current}
        onClick={onClick}
      >
        {Icon ? <Icon size={16} /> : null}
        {collapsed ? null : <Label>{label}</Label>}
        {collapsed ? null : open ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
      </GroupButton>
      <SubList id={listId} hidden={collapsed || !open}>
        {children.map((child) => (
          <li key={child.path}>
            <ChildLink to={`/${child.path}`} data-route={`/${child.path}`} data-menu-level="child">
              {t(child.label)}
            </ChildLink>
          </li>
        ))}
      </SubList>
    </li>
  );
}

/** A route without its own submenu: a page, or a parent whose children live in a side panel. */
function MenuLink({ entry, access, collapsed }: ItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const landing = access.landing(entry) ?? entry.path;
  const Icon = entry.icon ? MENU_ICONS[entry.icon] : null;
  const label = t(entry.label);
  return (
    <li>
      <TopLink
        to={`/${landing}`}
        data-route={`/${entry.path}`}
        data-menu-level="top"
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
        className={isUnder(pathname, entry.path) ? 'active' : undefined}
        $collapsed={collapsed}
      >
        {Icon ? <Icon size={16} /> : null}
        {collapsed ? null : <Label>{label}</Label>}
      </TopLink>
    </li>
  );
}

/** The dark side menu: only routes the user may see, in manifest order. */
export function SideMenu({ access }: { access: RouteAccess }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const toggleLabel = collapsed ? t('shell.expandMenu') : t('shell.collapseMenu');
  return (
    <Nav data-testid="side-menu" aria-label={t('shell.mainNavigation')} $collapsed={collapsed}>
      <List>
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
      </List>
      <Bottom>
        <HelpMenu collapsed={collapsed} />
        <GroupButton
          type="button"
          $collapsed={collapsed}
          $current={false}
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setCollapsed(!collapsed)}
        >
          {collapsed ? <SidebarCollapseIcon size={16} /> : <SidebarExpandIcon size={16} />}
          {collapsed ? null : <Label>{toggleLabel}</Label>}
        </GroupButton>
      </Bottom>
    </Nav>
  );
}
