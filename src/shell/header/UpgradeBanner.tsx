import { RocketIcon, XIcon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { UpgradeBannerKind } from '../../engine/api/upgrade';
import { bannerState, dismissBanner } from '../../engine/state/banner';

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: 12px;
  flex: none;
  min-height: 44px;
  padding: 6px 8px 6px 16px;
  box-sizing: border-box;
  border-bottom: 1px solid var(--borderColor-accent-muted, var(--borderColor-default));
  background: var(--bgColor-accent-muted);
  color: var(--fgColor-default);
  font-size: 13px;
  line-height: 1.4;
  & > svg {
    flex: none;
    color: var(--fgColor-accent);
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
`;

const TEXT: Record<UpgradeBannerKind, { text: string; action: string }> = {
  'not-started': { text: 'banner.notStarted', action: 'banner.notStartedAction' },
  'no-vision-one': { text: 'banner.noVisionOne', action: 'banner.noVisionOneAction' },
  'not-connect': { text: 'banner.notConnect', action: 'banner.notConnectAction' },
};

/** The upgrade banner above the header; its button opens the vetted landing url. */
export function UpgradeBanner() {
  const { t } = useTranslation();
  const { kind, url, dismissed } = useSnapshot(bannerState);
  if (kind === null || dismissed) return null;
  const text = TEXT[kind];
  return (
    <Bar data-testid="upgrade-banner" data-kind={kind} aria-label={t('banner.label')}>
      <RocketIcon size={16} />
      <Text>{t(text.text)}</Text>
      {url ? (
        <Button size="small" variant="primary" onClick={() => window.location.assign(url)}>
          {t(text.action)}
        </Button>
      ) : null}
      <IconButton size="small" variant="invisible" icon={XIcon} aria-label={t('banner.dismiss')} onClick={dismissBanner} />
    </Bar>
  );
}
