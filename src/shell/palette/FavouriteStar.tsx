import { StarFillIcon, StarIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { pageMemoryState, toggleFavouritePage } from '../../engine/state/page-memory-state';

const Toggle = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ $on }) => ($on ? 'var(--fgColor-attention)' : 'var(--fgColor-muted)')};
  cursor: pointer;
  &:hover {
    background: var(--bgColor-neutral-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor);
    outline-offset: 1px;
  }
`;

/** Stars or unstars a page for the signed-in account; the name says which, the pressed state whether it is. */
export function FavouriteStar({ route, label }: { route: string; label: string }) {
  const { t } = useTranslation();
  const { memory } = useSnapshot(pageMemoryState);
  const on = memory.favourites.includes(route);
  return (
    <Toggle
      type="button"
      $on={on}
      aria-pressed={on}
      aria-label={t('palette.favouritePage', { page: label })}
      title={on ? t('palette.removeFavourite', { page: label }) : t('palette.addFavourite', { page: label })}
      data-testid="favourite-star"
      onClick={() => toggleFavouritePage(route)}
    >
      {on ? <StarFillIcon size={16} /> : <StarIcon size={16} />}
    </Toggle>
  );
}
