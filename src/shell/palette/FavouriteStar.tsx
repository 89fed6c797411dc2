import { StarFillIcon, StarIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { pageMemoryState, toggleFavouritePage } from '../../engine/state/page-memory-state';
import icon from '../../components/IconButton.module.css';
import styles from './FavouriteStar.module.css';

/** Stars or unstars a page for the signed-in account; the name says which, the pressed state whether it is. */
export function FavouriteStar({ route, label }: { route: string; label: string }) {
  const { t } = useTranslation();
  const { memory } = useSnapshot(pageMemoryState);
  const on = memory.favourites.includes(route);
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
