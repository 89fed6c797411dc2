import { StarFillIcon, StarIcon } from '@primer/octicons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import icon from '../../components/icon-button.module.css';
import { useServices } from '../../components/services/services-context';
import { pageMemoryOfStart } from '../../engine/palette/page-memory-state';
import styles from './FavouriteStar.module.css';

/** Stars or unstars a page for the signed-in account; the name says which, the pressed state whether it is. */
export function FavouriteStar({ route, label }: { route: string; label: string }) {
  const { t } = useTranslation();
  const pageMemory = useServices().startState(pageMemoryOfStart);
  // Whether the page is a favourite, read as a plain boolean: the star renders in the route's
  // transition, and a store proxy's snapshot read there (valtio's useSnapshot) was found changed at
  // its end by the visit the page before recorded, so React rendered the whole route again, at once
  // and unyielding, on every switch of pages (docs/performance.md).
  const on = useSyncExternalStore(pageMemory.subscribe, () => pageMemory.state.memory.favourites.includes(route));
  return (
    <button
      type="button"
      className={`${icon.iconButton} ${styles.toggle}`}
      aria-pressed={on}
      aria-label={t('palette.favouritePage', { page: label })}
      title={on ? t('palette.removeFavourite', { page: label }) : t('palette.addFavourite', { page: label })}
      data-testid="favourite-star"
      onClick={() => pageMemory.toggleFavourite(route)}
    >
      {on ? <StarFillIcon size={16} /> : <StarIcon size={16} />}
    </button>
  );
}
