import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../components/services/services-context';
import type { RouteAccess } from '../../engine/access/route-access';
import { palettePagesByPath } from '../../engine/palette/palette-pages';
import { FavouriteStar } from './FavouriteStar';
import { placeText } from './page-trail';
import styles from './PageBar.module.css';

/** The bar's height in pixels; PageBar.module.css draws it so. */
export const PAGE_BAR_HEIGHT = 36;

/**
 * The header of the page on screen: where it is, its name, and its favourite star. `elsewhere`: the
 * route whose framed page went to another site: the bar then names that site, not the route's page.
 */
export function PageBar({ access, elsewhere = null }: { access: RouteAccess; elsewhere?: string | null }) {
  const { t } = useTranslation();
  const { routeTable } = useServices();
  const pages = palettePagesByPath(routeTable, access);
  const { pathname } = useLocation();
  const page = pages.get(pathname.replace(/^\//, ''));
  if (!page) return null;
  const place = placeText(t, page);
  const label = t(page.entry.label);
  if (elsewhere === page.entry.path) {
    return (
      <section className={styles.bar} data-testid="page-bar" aria-label={t('palette.pageBar')}>
        <span className={styles.place}>{place === '' ? `${label} ›` : `${place} › ${label} ›`}</span>
        <span className={styles.title}>{t('palette.elsewhere')}</span>
      </section>
    );
  }
  // The page's one breadcrumb: a native screen draws none of its own.
  return (
    <section className={styles.bar} data-testid="page-bar" aria-label={t('palette.pageBar')}>
      <nav className={styles.crumbs} aria-label={t('palette.breadcrumb')} data-testid="breadcrumb">
        <ol>
          {page.place.map((key) => (
            <li key={key} className={styles.place}>
              {t(key)}
            </li>
          ))}
          <li className={styles.title} aria-current="page">
            {label}
          </li>
        </ol>
      </nav>
      <FavouriteStar route={page.entry.path} label={label} />
    </section>
  );
}
