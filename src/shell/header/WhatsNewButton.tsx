import { LinkExternalIcon, MegaphoneIcon } from '@primer/octicons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { useSession } from '../../components/services/use-session';
import { outsideUrl } from '../../engine/api/outside-url';
import { fetchWhatsNew, whatsNewFor, type WhatsNewFile } from '../../engine/api/whats-new';
import { formatDate } from '../../engine/i18n/date-format';
import { toLanguage, DEFAULT_LANGUAGE } from '../../engine/i18n/language';
import { useShellPart } from '../parts/AfterShellPaint';
import parts from '../parts/panel-parts.module.css';
import { HoverPanel } from './HoverPanel';
import styles from './WhatsNewButton.module.css';

/**
 * The what's-new panel and the yearly report notice, from the static file of the user's
 * language; the JP site gets its own list. Links are vetted again here, though the file is ours.
 */
export function WhatsNewButton() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const info = useSession();
  const language = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const [file, setFile] = useState<WhatsNewFile | null>(null);

  // Read once the menu is painted (parts/shell-paint.ts).
  const mayStart = useShellPart('whats-new');
  useEffect(() => {
    if (!mayStart) return;
    let current = true;
    void fetchWhatsNew(language, api).then((result) => {
      // A file that fails to load leaves the panel empty; nothing else depends on it.
      if (current) setFile(result.ok ? result.data : null);
    });
    return () => {
      current = false;
    };
  }, [mayStart, language, api]);

  const items = file ? whatsNewFor(file, info?.account.comp.site ?? '') : [];
  const report = file?.yearlyReport;
  const reportUrl = outsideUrl(report?.url);
  const newTab = t('whatsNew.newTab');

  return (
    <HoverPanel icon={MegaphoneIcon} testId="whats-new" label={t('header.whatsNew')} title={t('whatsNew.title')}>
      {items.length === 0 ? (
        <p className={parts.empty}>{t('whatsNew.empty')}</p>
      ) : (
        <ul className={parts.list}>
          {items.map((item) => {
            const url = outsideUrl(item.url);
            return (
              <li className={styles.item} key={item.id} data-whats-new-id={item.id}>
                <span className={parts.itemMeta}>{formatDate(item.date, 'short', language)}</span>
                <strong>{item.title}</strong>
                {item.description ? <p>{item.description}</p> : null}
                {url ? (
                  <a
                    className={styles.external}
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t('whatsNew.learnMore')}: ${item.title} ${newTab}`}
                  >
                    {t('whatsNew.learnMore')}
                    <LinkExternalIcon size={12} />
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {report && reportUrl ? (
        <section className={parts.section} data-testid="yearly-report-notice" aria-label={t('whatsNew.yearlyReport')}>
          <span className={parts.itemMeta}>{t('whatsNew.yearlyReport')}</span>
          <h3>{report.title}</h3>
          <p>{report.description}</p>
          <a
            className={styles.external}
            href={reportUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('whatsNew.readReport')}: ${report.title} ${newTab}`}
          >
            {t('whatsNew.readReport')}
            <LinkExternalIcon size={12} />
          </a>
        </section>
      ) : null}
    </HoverPanel>
  );
}
