import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useServices } from '../../components/services/services-context';
import type { RouteAccess } from '../../engine/access/route-access';
import { palettePagesByPath } from '../../engine/palette/palette-pages';
import { useShownView } from '../session/scope-context';
import { FavouriteStar } from './FavouriteStar';
import { placeText } from './page-trail';
import styles from './PageBar.module.css';

/** The bar's height in pixels; PageBar.module.css draws it so. */
export const PAGE_BAR_HEIGHT = 36;

/**
 * The header of the page on screen: where it is, its name, and its favourite star. It reads the
 * signed-in scope's store of the page on screen (engine/frames/shown-page-store.ts) for the framed
 * page shown when it is not its route's own (engine/frames/shown-page.ts). Gone to
 * another site, the bar names that site, not the route's page. Standing in for a kept page (a link
 * led to that page's route while the kept one held input), the bar names the page shown and the
 * route whose place it takes, with one click to the kept page and what was typed there.
 */
export function PageBar({ access }: { access: RouteAccess }) {
  const { t } = useTranslation();
  const shownPage = useShownView()?.page;
  const { routeTable } = useServices();
  const pages = palettePagesByPath(routeTable, access);
  const { pathname } = useLocation();
  const page = pages.get(pathname.replace(/^\//, ''));
  if (!page) return null;
  const place = placeText(t, page);
  const label = t(page.entry.label);
  if (shownPage?.kind === 'elsewhere' && shownPage.route === page.entry.path) {
    return (
      <section className={styles.bar} data-testid="page-bar" aria-label={t('palette.pageBar')}>
        <span className={styles.place}>{place === '' ? `${label} ›` : `${place} › ${label} ›`}</span>
        <span className={styles.title}>{t('palette.elsewhere')}</span>
      </section>
    );
  }
  const shows = shownPage?.kind === 'stands-in' && shownPage.route === page.entry.path ? pages.get(shownPage.shows) : undefined;
  const named = shows ?? page;
  const namedLabel = t(named.entry.label);
  // The page's one breadcrumb: a native screen draws none of its own.
  return (
    <section className={styles.bar} data-testid="page-bar" aria-label={t('palette.pageBar')}>
      <nav className={styles.crumbs} aria-label={t('palette.breadcrumb')} data-testid="breadcrumb">
        <ol>
          {named.place.map((key) => (
            <li key={key} className={styles.place}>
              {t(key)}
            </li>
          ))}
          <li className={styles.title} aria-current="page">
            {namedLabel}
          </li>
        </ol>
      </nav>
      {shows === undefined ? (
        <FavouriteStar route={page.entry.path} label={label} />
      ) : (
        <p className={styles.standIn} data-testid="page-stands-in">
          <span className={styles.place}>{t('palette.standsIn', { place: label })}</span>{' '}
          <Link to={`/${shows.entry.path}`} className={styles.keptLink}>
            {t('palette.goToKept', { page: namedLabel })}
          </Link>
        </p>
      )}
    </section>
  );
}
