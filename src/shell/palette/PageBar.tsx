import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { RouteAccess } from '../../engine/access/route-access';
import { FavouriteStar } from './FavouriteStar';
import { placeText } from './page-trail';
import { usePalettePages } from './use-palette-pages';

export const PAGE_BAR_HEIGHT = 36;

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: none;
  height: ${PAGE_BAR_HEIGHT}px;
  padding: 0 12px 0 16px;
  box-sizing: border-box;
  border-bottom: 1px solid var(--borderColor-muted);
  background: var(--bgColor-default);
  color: var(--fgColor-default);
  font-size: 13px;
  white-space: nowrap;
  overflow: hidden;
`;

const Place = styled.span`
  color: var(--fgColor-muted);
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Title = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The header of the page on screen: where it is, its name, and its favourite star. */
export function PageBar({ access }: { access: RouteAccess }) {
  const { t } = useTranslation();
  const pages = usePalettePages(access);
  const { pathname } = useLocation();
  const page = pages.get(pathname.replace(/^\//, ''));
  if (!page) return null;
  const place = placeText(t, page);
  const label = t(page.entry.label);
  return (
    <Bar data-testid="page-bar" aria-label={t('palette.pageBar')}>
      {place === '' ? null : <Place>{place} ›</Place>}
      <Title>{label}</Title>
      <FavouriteStar route={page.entry.path} label={label} />
    </Bar>
  );
}
