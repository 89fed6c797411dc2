import { StarFillIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useServices } from '../../components/services/services-context';
import type { RouteAccess } from '../../engine/access/route-access';
import { pageMemoryOfStart } from '../../engine/palette/page-memory-state';
import { palettePagesByPath } from '../../engine/palette/palette-pages';
import { RouteLink } from '../parts/RouteLink';
import items from '../parts/side-menu-item.module.css';
import styles from './FavouritesGroup.module.css';

/** The account's favourite pages at the top of the side menu; nothing when it has none. */
export function FavouritesGroup({ access, collapsed }: { access: RouteAccess; collapsed: boolean }) {
  const { t } = useTranslation();
  const { routeTable, startState } = useServices();
  const pageMemory = startState(pageMemoryOfStart);
  const { memory } = useSnapshot(pageMemory.state);
  const pages = palettePagesByPath(routeTable, access);
  const favourites = memory.favourites.flatMap((route) => pages.get(route) ?? []);
  if (favourites.length === 0) return null;
  const headingId = 'side-menu-favourites';
  return (
    <li className={styles.group} data-testid="favourites-group">
      {collapsed ? null : (
        <h2 className={styles.heading} id={headingId}>
          {t('palette.favourites')}
        </h2>
      )}
      <ul
        className={styles.list}
        aria-labelledby={collapsed ? undefined : headingId}
        aria-label={collapsed ? t('palette.favourites') : undefined}
      >
        {favourites.map((page) => {
          const label = t(page.entry.label);
          return (
            <li key={page.entry.path}>
              <RouteLink
                className={`${items.item} ${styles.favourite}`}
                to={`/${page.entry.path}`}
                data-favourite-route={`/${page.entry.path}`}
                data-collapsed={collapsed || undefined}
                aria-label={collapsed ? label : undefined}
                title={collapsed ? label : undefined}
              >
                <StarFillIcon size={14} />
                {collapsed ? null : <span>{label}</span>}
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
