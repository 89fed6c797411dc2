import { AlertIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { NAMED_ROUTES } from '../../engine/manifest/named-routes';
import { PanelSection } from '../header/panel-parts';
import type { LicenceExpiry } from './licence-expiry';

const Warning = styled(PanelSection)`
  border-color: var(--borderColor-attention-muted, var(--borderColor-default));
  background: var(--bgColor-attention-muted, var(--bgColor-muted));
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: 6px;
  & svg {
    color: var(--fgColor-attention);
  }
`;

/** The licence expiry notice panel: what is happening, and Next to the licence page. */
export function LicenceExpiryPanel({ expiry }: { expiry: LicenceExpiry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text =
    expiry.kind === 'expired'
      ? t('notices.licenceExpired', { count: expiry.daysAgo })
      : expiry.kind === 'today'
        ? t('notices.licenceExpiresToday')
        : t('notices.licenceExpiring', { count: expiry.days });
  return (
    <Warning data-testid="licence-expiry-notice" aria-label={t('notices.licenceTitle')}>
      <Title>
        <AlertIcon size={14} />
        {t('notices.licenceTitle')}
      </Title>
      <p>
        {text} {t('notices.licenceHint')}
      </p>
      <Button size="small" onClick={() => navigate(NAMED_ROUTES.licenseInformation)}>
        {t('notices.licenceNext')}
      </Button>
    </Warning>
  );
}
