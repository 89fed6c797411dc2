import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BrandMark } from '../../components/BrandMark';
import { useSession } from '../../components/services/use-session';
import { cobrandBannerUrl, cobrandSource } from '../../engine/header/cobrand';
import { READ_ONLY_COOKIES } from '../../engine/storage/account-cookies';
import { writeLocal } from '../../engine/storage/browser-storage';
import { readCookie } from '../../engine/storage/cookie-string';
import { themeState } from '../../engine/theme/theme';
import styles from './CobrandBanner.module.css';

/**
 * The co-brand banner at the left of the header. A banner that is missing or fails to load gives
 * way to the product's own mark, never a broken-image icon.
 */
export function CobrandBanner() {
  const { t } = useTranslation();
  const { theme } = useSnapshot(themeState);
  const account = useSession()?.account;
  const source = cobrandSource({
    theme,
    accountCobrandId: account?.is_cobrand_enable ? account.cobrand_id : null,
    cachedUuid: readCookie(READ_ONLY_COOKIES.cachedCobrandingUuid),
  });
  const url = cobrandBannerUrl(source);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  const cobrandingId = source.kind === 'id' ? source.id : null;
  useEffect(() => {
    // Legacy pages read the co-branding id in use from local storage.
    if (cobrandingId !== null) writeLocal('cobrandingID', cobrandingId);
  }, [cobrandingId]);

  if (failedUrl === url) {
    return (
      <span className={styles.fallback} data-testid="brand-fallback">
        <BrandMark />
        <span className={styles.fallbackName}>{t('app.name')}</span>
      </span>
    );
  }
  return <img className={styles.banner} data-testid="cobrand-banner" src={url} alt={t('app.name')} onError={() => setFailedUrl(url)} />;
}
