import { DesktopDownloadIcon, GlobeIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/MessagePage';
import { linksFor } from '../../engine/menu/help-links';
import { SUPPORTED_BROWSERS } from './browsers';
import styles from './BrowserNotSupportPage.module.css';

/** The unsupported-browser page: three browsers to download and a help link. */
export function BrowserNotSupportPage() {
  const { t, i18n } = useTranslation();
  const links = linksFor(i18n.resolvedLanguage);
  return (
    <MessagePage
      testId="browser-not-support"
      fullWindow
      visual={<GlobeIcon size={48} />}
      title={t('browserSupport.title')}
      description={t('browserSupport.description')}
      actions={
        <div>
          <ul className={styles.browsers}>
            {SUPPORTED_BROWSERS.map((browser) => (
              <li key={browser.id}>
                <a className={styles.browser} href={browser.url} target="_blank" rel="noopener noreferrer" data-browser={browser.id}>
                  <DesktopDownloadIcon size={24} />
                  {t(`browserSupport.browsers.${browser.id}`)}
                  <span className={styles.download}>{t('browserSupport.download')}</span>
                </a>
              </li>
            ))}
          </ul>
          <p>
            <a className={styles.help} href={links.help} target="_blank" rel="noopener noreferrer">
              {t('browserSupport.help')}
            </a>
          </p>
        </div>
      }
    />
  );
}
