import { ChevronDownIcon, ChevronRightIcon, SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { RouteAccess } from '../engine/access/route-access';
import { routeTable } from '../engine/manifest/route-manifests';
import type { RouteEntry } from '../engine/manifest/route-table';
import { adminPanelState, setAdminPanelOpen } from '../engine/state/admin-panel';

export const ADMIN_PANEL_WIDTH = 270;
const UNGROUPED = 'ungrouped';

const Aside = styled.aside<{ $open: boolean }>`
  flex: none;
  width: ${({ $open }) => ($open ? ADMIN_PANEL_WIDTH : 40)}px;
  display: flex;
  flex-direction: column;
  border-right: 1px solid var(--borderColor-default);
  background: var(--bgColor-muted);
  color: var(--fgColor-default);
  overflow: hidden;
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 8px 8px 16px;
  border-bottom: 1px solid var(--borderColor-default);
  min-height: 48px;
  box-sizing: border-box;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;

const Groups = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 8px 0 16px;
`;

const GroupToggle = styled.button`
  display: flex;
  align-items: center;
  gap: 6px;
  width: 100%;
  padding: 8px 16px;
  border: 0;
  background: transparent;
  color: var(--fgColor-muted);
  font: inherit;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: var(--fgColor-default);
  }
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor, #0969da);
    outline-offset: -2px;
  }
`;

const Entries = styled.ul`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
`;

const EntryLink = styled(NavLink)`
  display: block;
  padding: 6px 16px 6px 32px;
  color: var(--fgColor-default);
  font-size: 14px;
  line-height: 1.4;
  text-decoration: none;
  border-left: 3px solid transparent;
  &:hover {
    background: var(--bgColor-neutral-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor, #0969da);
    outline-offset: -2px;
  }
  &.active {
    border-left-color: var(--borderColor-accent-emphasis);
    background: var(--bgColor-accent-muted);
    font-weight: 600;
  }
`;

interface Group {
  key: string;
  entries: RouteEntry[];
}

/** Groups in the order the manifest first names them, so the manifest alone decides the layout. */
function groupEntries(entries: readonly RouteEntry[]): Group[] {
  const groups = new Map<string, RouteEntry[]>();
  for (const entry of entries) {
    const key = entry.group ?? UNGROUPED;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups].map(([key, list]) => ({ key, entries: list }));
}

function isUnder(pathname: string, path: string): boolean {
  return pathname === `/${path}` || pathname.startsWith(`/${path}/`);
}

function PanelGroup({ group, open, onToggle }: { group: Group; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const listId = `panel-group-${group.key}`;
  const ungrouped = group.key === UNGROUPED;
  return (
    <section data-group={group.key} aria-label={ungrouped ? undefined : t(`panelGroup.${group.key}`)}>
      {ungrouped ? null : (
        <GroupToggle type="button" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
          {open ? <ChevronDownIcon size={12} /> : <ChevronRightIcon size={12} />}
          {t(`panelGroup.${group.key}`)}
        </GroupToggle>
      )}
      <Entries id={listId} hidden={!ungrouped && !open}>
        {group.entries.map((entry) => (
          <li key={entry.path}>
            <EntryLink to={`/${entry.path}`} data-route={`/${entry.path}`}>
              {t(entry.label)}
            </EntryLink>
          </li>
        ))}
      </Entries>
    </section>
  );
}

/**
 * The side panel of a route whose manifest says `navigation: panel`: shown on its
 * pages, open state kept in local storage, the current page's group opened.
 */
export function AdminPanel({ access }: { access: RouteAccess }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { open } = useSnapshot(adminPanelState);
  const parent = routeTable.top.find((entry) => entry.navigation === 'panel' && isUnder(pathname, entry.path));
  const groups = parent ? groupEntries(access.menuChildren(parent.path)) : [];
  const currentGroup = groups.find((group) => group.entries.some((entry) => isUnder(pathname, entry.path)))?.key;
  // A group the user has not toggled is open exactly when it holds the current page.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const isOpen = (key: string): boolean => toggled[key] ?? key === currentGroup;

  if (!parent) return null;
  const title = t(parent.label);
  const toggleGroup = (key: string): void => {
    setToggled((previous) => ({ ...previous, [key]: !isOpen(key) }));
  };

  return (
    <Aside data-testid="admin-panel" data-open={open} aria-label={title} $open={open}>
      <PanelHeader style={open ? undefined : { padding: '8px 4px', justifyContent: 'center' }}>
        {open ? <Title>{title}</Title> : null}
        <IconButton
          variant="invisible"
          size="small"
          icon={open ? SidebarExpandIcon : SidebarCollapseIcon}
          aria-label={open ? t('shell.closePanel') : t('shell.openPanel')}
          aria-expanded={open}
          onClick={() => setAdminPanelOpen(!open)}
        />
      </PanelHeader>
      {open ? (
        <Groups>
          {groups.map((group) => (
            <PanelGroup key={group.key} group={group} open={isOpen(group.key)} onToggle={() => toggleGroup(group.key)} />
          ))}
        </Groups>
      ) : null}
    </Aside>
  );
}
