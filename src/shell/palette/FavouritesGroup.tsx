import { StarFillIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { RouteAccess } from '../../engine/access/route-access';
import { pageMemoryState } from '../../engine/state/page-memory-state';
import { MENU } from '../side-menu-colours';
import { itemStyle } from '../side-menu-item';
import { usePalettePages } from './use-palette-pages';

const Group = styled.li`
  border-bottom: 1px solid ${MENU.divider};
  margin-bottom: 4px;
  padding-bottom: 4px;
`;

const Heading = styled.h2`
  margin: 0;
  padding: 6px 17px 2px;
  font-size: 12px;
  font-weight: 600;
  color: ${MENU.text};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Favourite = styled(NavLink)<{ $collapsed: boolean }>`
  ${itemStyle}
  min-height: 32px;
  font-size: 13px;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** The account's favourite pages at the top of the side menu; nothing when it has none. */
export function FavouritesGroup({ access, collapsed }: { access: RouteAccess; collapsed: boolean }) {
  const { t } = useTranslation();
  const { memory } = useSnapshot(pageMemoryState);
  const pages = usePalettePages(access);
  const favourites = memory.favourites.flatMap((route) => pages.get(route) ?? []);
  if (favourites.length === 0) return null;
  const headingId = 'side-menu-favourites';
  return (
    <Group data-testid="favourites-group">
      {collapsed ? null : <Heading id={headingId}>{t('palette.favourites')}</Heading>}
      <List aria-labelledby={collapsed ? undefined : headingId} aria-label={collapsed ? t('palette.favourites') : undefined}>
        {favourites.map((page) => {
          const label = t(page.entry.label);
          return (
            <li key={page.entry.path}>
              <Favourite
                to={`/${page.entry.path}`}
                data-favourite-route={`/${page.entry.path}`}
                aria-label={collapsed ? label : undefined}
                title={collapsed ? label : undefined}
                $collapsed={collapsed}
              >
                <StarFillIcon size={14} />
                {collapsed ? null : <span>{label}</span>}
              </Favourite>
            </li>
          );
        })}
      </List>
    </Group>
  );
}
