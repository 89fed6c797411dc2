import { LinkExternalIcon, MegaphoneIcon } from '@primer/octicons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { outsideUrl } from '../../engine/api/outside-url';
import { fetchWhatsNew, whatsNewFor, type WhatsNewFile } from '../../engine/api/whats-new';
import { formatDate } from '../../engine/dates/date-format';
import { toLanguage, DEFAULT_LANGUAGE } from '../../engine/i18n/language';
import { sessionState } from '../../engine/state/session';
import { HoverPanel } from './HoverPanel';
import { ItemMeta, PanelEmpty, PanelList, PanelSection } from './panel-parts';

const Item = styled.li`
  padding: 8px 16px;
  font-size: 13px;
  line-height: 1.45;
  & + & {
    border-top: 1px solid var(--borderColor-muted, var(--borderColor-default));
  }
  & strong {
    display: block;
    font-weight: 600;
  }
  & p {
    margin: 2px 0 0;
    color: var(--fgColor-muted);
  }
`;

const External = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-top: 4px;
  color: var(--fgColor-accent);
  font-size: 13px;
`;

/**
 * The what's-new panel and the yearly report notice, from the static file of the user's
 * language; the JP site gets its own list. Links are vetted again here, though the file is ours.
 */
export function WhatsNewButton() {
  const { t, i18n } = useTranslation();
  const { info } = useSnapshot(sessionState);
  const language = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const [file, setFile] = useState<WhatsNewFile | null>(null);

  useEffect(() => {
    let current = true;
    void fetchWhatsNew(language).then((result) => {
      // A file that fails to load leaves the panel empty; nothing else depends on it.
      if (current) setFile(result.ok ? result.data : null);
    });
    return () => {
      current = false;
    };
  }, [language]);

  const items = file ? whatsNewFor(file, info?.account.comp.site ?? '') : [];
  const report = file?.yearlyReport;
  const reportUrl = outsideUrl(report?.url);
  const newTab = t('whatsNew.newTab');

  return (
    <HoverPanel icon={MegaphoneIcon} testId="whats-new" label={t('header.whatsNew')} title={t('whatsNew.title')}>
      {items.length === 0 ? (
        <PanelEmpty>{t('whatsNew.empty')}</PanelEmpty>
      ) : (
        <PanelList>
          {items.map((item) => {
            const url = outsideUrl(item.url);
            return (
              <Item key={item.id} data-whats-new-id={item.id}>
                <ItemMeta>{formatDate(item.date, 'short', language)}</ItemMeta>
                <strong>{item.title}</strong>
                {item.description ? <p>{item.description}</p> : null}
                {url ? (
                  <External
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t('whatsNew.learnMore')}: ${item.title} ${newTab}`}
                  >
                    {t('whatsNew.learnMore')}
                    <LinkExternalIcon size={12} />
                  </External>
                ) : null}
              </Item>
            );
          })}
        </PanelList>
      )}
      {report && reportUrl ? (
        <PanelSection data-testid="yearly-report-notice" aria-label={t('whatsNew.yearlyReport')}>
          <ItemMeta>{t('whatsNew.yearlyReport')}</ItemMeta>
          <h3>{report.title}</h3>
          <p>{report.description}</p>
          <External
            href={reportUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('whatsNew.readReport')}: ${report.title} ${newTab}`}
          >
            {t('whatsNew.readReport')}
            <LinkExternalIcon size={12} />
          </External>
        </PanelSection>
      ) : null}
    </HoverPanel>
  );
}
