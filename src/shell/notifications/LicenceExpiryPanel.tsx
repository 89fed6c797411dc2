import { AlertIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NAMED_ROUTES } from '../../engine/manifest/named-routes';
// panel-parts before this panel's own sheet: the warning's colours override the section's in the bundle's order.
import parts from '../parts/panel-parts.module.css';
import type { LicenceExpiry } from './licence-expiry';
import styles from './LicenceExpiryPanel.module.css';

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
    <section className={`${parts.section} ${styles.warning}`} data-testid="licence-expiry-notice" aria-label={t('notices.licenceTitle')}>
      <h3 className={styles.title}>
        <AlertIcon size={14} />
        {t('notices.licenceTitle')}
      </h3>
      <p>
        {text} {t('notices.licenceHint')}
      </p>
      <Button size="small" onClick={() => navigate(NAMED_ROUTES.licenseInformation)}>
        {t('notices.licenceNext')}
      </Button>
    </section>
  );
}
