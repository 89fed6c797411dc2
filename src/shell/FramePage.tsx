import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { RouteEntry } from '../engine/manifest/route-table';
import { themeState } from '../engine/state/theme';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background: var(--bgColor-default);
`;

/**
 * A legacy page of the UI-server. The manifest checker has held the url to a same-origin path,
 * and the query comes from this page's own location, so the frame cannot be sent elsewhere.
 */
export function FramePage({ entry, url }: { entry: RouteEntry; url: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  // A theme change reloads the page so it renders in the theme just saved.
  const { savedRevision } = useSnapshot(themeState);
  return <Frame key={savedRevision} data-testid="legacy-frame" title={t('shell.legacyFrame', { page: t(entry.label) })} src={`${url}${search}`} />;
}
