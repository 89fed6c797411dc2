import { RocketIcon, XIcon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useServices } from '../../components/services/services-context';
import { useSession } from '../../components/services/use-session';
import type { UpgradeBannerKind } from '../../engine/api/upgrade';
import { createBannerState, dismissBanner } from '../../engine/header/upgrade-banner';
import { leaveFor } from '../../engine/leaving/leave-page';
import styles from './UpgradeBanner.module.css';

const TEXT: Record<UpgradeBannerKind, { text: string; action: string }> = {
  'not-started': { text: 'banner.notStarted', action: 'banner.notStartedAction' },
  'no-vision-one': { text: 'banner.noVisionOne', action: 'banner.noVisionOneAction' },
  'not-connect': { text: 'banner.notConnect', action: 'banner.notConnectAction' },
};

/** The upgrade banner above the header; its button opens the vetted landing url. */
export function UpgradeBanner() {
  const { t } = useTranslation();
  const banner = useServices().startState(createBannerState);
  const { kind, url, dismissed } = useSnapshot(banner);
  const accountId = useSession()?.account.account_id ?? '';
  if (kind === null || dismissed) return null;
  const text = TEXT[kind];
  return (
    <section className={styles.bar} data-testid="upgrade-banner" data-kind={kind} aria-label={t('banner.label')}>
      <RocketIcon size={16} />
      <p className={styles.text}>{t(text.text)}</p>
      {url ? (
        <Button className={styles.action} size="small" variant="primary" onClick={() => leaveFor(url)}>
          {t(text.action)}
        </Button>
      ) : null}
      <IconButton
        className={styles.dismiss}
        size="small"
        variant="invisible"
        icon={XIcon}
        aria-label={t('banner.dismiss')}
        onClick={() => dismissBanner(banner, accountId)}
      />
    </section>
  );
}
