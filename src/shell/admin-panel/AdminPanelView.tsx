import { ChevronDownIcon, ChevronRightIcon, SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteAccess } from '../../engine/access/route-access';
import { isPathUnder } from '../../engine/manifest/path-under';
import type { RouteEntry } from '../../engine/manifest/route-table';
import type { MenuLinks } from '../parts/menu-links';
import styles from './AdminPanel.module.css';

const UNGROUPED = 'ungrouped';

/** A panel group: its key and its pages. */
type Group = [key: string, entries: RouteEntry[]];

/** Groups in the order the manifest first names them, so the manifest alone decides the layout. */
function groupEntries(entries: readonly RouteEntry[]): Group[] {
  const groups = new Map<string, RouteEntry[]>();
  for (const entry of entries) {
    const key = entry.group ?? UNGROUPED;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups];
}

interface PanelGroupProps {
  group: Group;
  open: boolean;
  onToggle: () => void;
  Link: MenuLinks['Link'];
}

function PanelGroup({ group: [key, entries], open, onToggle, Link }: PanelGroupProps) {
  const { t } = useTranslation();
  const listId = `panel-group-${key}`;
  const ungrouped = key === UNGROUPED;
  return (
    <section data-group={key} aria-label={ungrouped ? undefined : t(`panelGroup.${key}`)}>
      {ungrouped ? null : (
        <button className={styles.groupToggle} type="button" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
          {open ? <ChevronDownIcon size={12} /> : <ChevronRightIcon size={12} />}
          {t(`panelGroup.${key}`)}
        </button>
      )}
      <ul className={styles.entries} id={listId} hidden={!ungrouped && !open}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link className={styles.entryLink} to={`/${entry.path}`} data-route={`/${entry.path}`}>
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface AdminPanelViewProps {
  access: RouteAccess;
  links: MenuLinks;
  /** The route whose pages the panel lists (`navigation: panel`). */
  parent: RouteEntry;
  /** The page on screen: its group starts open. */
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Administration panel as drawn: the pages of `parent` the user may see, in their panel groups.
 * Services and state come in (ADR 0010): the shell's AdminPanel passes the console's, the route
 * studio its preview's.
 */
export function AdminPanelView({ access, links, parent, pathname, open, onOpenChange }: AdminPanelViewProps) {
  const { t } = useTranslation();
  const groups = groupEntries(access.menuChildren(parent.path));
  const currentGroup = groups.find(([, entries]) => entries.some((entry) => isPathUnder(pathname, `/${entry.path}`)))?.[0];
  // A group the user has not toggled is open exactly when it holds the current page.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const isOpen = (key: string): boolean => toggled[key] ?? key === currentGroup;
  const title = t(parent.label);
  const toggleGroup = (key: string): void => setToggled({ ...toggled, [key]: !isOpen(key) });

  return (
    <aside className={styles.aside} data-testid="admin-panel" data-open={open} aria-label={title}>
      <div className={styles.panelHeader}>
        {open ? <h2 className={styles.title}>{title}</h2> : null}
        <IconButton
          variant="invisible"
          size="small"
          icon={open ? SidebarExpandIcon : SidebarCollapseIcon}
          aria-label={open ? t('shell.closePanel') : t('shell.openPanel')}
          aria-expanded={open}
          onClick={() => onOpenChange(!open)}
        />
      </div>
      {open ? (
        <div className={styles.groups}>
          {groups.map((group) => (
            <PanelGroup key={group[0]} group={group} open={isOpen(group[0])} onToggle={() => toggleGroup(group[0])} Link={links.Link} />
          ))}
        </div>
      ) : null}
    </aside>
  );
}
