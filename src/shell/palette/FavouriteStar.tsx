import { StarFillIcon, StarIcon } from '@primer/octicons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from 'valtio/vanilla';
import { pageMemoryState, toggleFavouritePage } from '../../engine/palette/page-memory-state';
import icon from '../../components/icon-button.module.css';
import styles from './FavouriteStar.module.css';

/** Stars or unstars a page for the signed-in account; the name says which, the pressed state whether it is. */
const onPageMemory = (changed: () => void) => subscribe(pageMemoryState, changed);

export function FavouriteStar({ route, label }: { route: string; label: string }) {
  const { t } = useTranslation();
  // Whether the page is a favourite, read as a plain boolean: the star renders in the route's
  // transition, and a store proxy's snapshot read there (valtio's useSnapshot) was found changed at
  // its end by the visit the page before recorded, so React rendered the whole route again, at once
  // and unyielding, on every switch of pages (docs/performance.md).
  const on = useSyncExternalStore(onPageMemory, () => pageMemoryState.memory.favourites.includes(route));
  return (
    <button
      type="button"
      className={`${icon.iconButton} ${styles.toggle}`}
      aria-pressed={on}
      aria-label={t('palette.favouritePage', { page: label })}
      title={on ? t('palette.removeFavourite', { page: label }) : t('palette.addFavourite', { page: label })}
      data-testid="favourite-star"
      onClick={() => toggleFavouritePage(route)}
    >
      {on ? <StarFillIcon size={16} /> : <StarIcon size={16} />}
    </button>
  );
}
