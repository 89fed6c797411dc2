import { Spinner } from '@primer/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useServices } from '../../components/services/services-context';
import { fetchVersionInfo, type VersionRow } from '../../engine/api/version-info';
import { formatDate } from '../../engine/i18n/date-format';
import { themeState } from '../../engine/theme/theme';
import { ShellDialog } from '../parts/ShellDialog';

const Section = styled.section`
  & + & {
    margin-top: 16px;
  }
  & h2 {
    margin: 0 0 8px;
    font-size: 14px;
    font-weight: 600;
  }
  & p {
    margin: 0;
    font-size: 13px;
    line-height: 1.5;
    color: var(--fgColor-muted);
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  & th,
  & td {
    padding: 6px 8px;
    border-bottom: 1px solid var(--borderColor-muted, var(--borderColor-default));
    text-align: left;
    vertical-align: top;
  }
  & thead th {
    color: var(--fgColor-muted);
    font-weight: 600;
  }
  & tbody th {
    font-weight: 400;
  }
  & td {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 170px;
  border: 1px solid var(--borderColor-default);
  border-radius: 6px;
  background: var(--bgColor-default);
`;

type Versions = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; rows: VersionRow[] };

/**
 * The About dialog: engine and pattern versions with their last update in the user's
 * date format, the legal warning, the copyright of the current year, the static about page and
 * other notices. The about page takes language and theme from its url fragment: it runs no
 * script.
 */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { theme } = useSnapshot(themeState);
  const { api } = useServices();
  const [versions, setVersions] = useState<Versions>({ state: 'loading' });
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    let current = true;
    void fetchVersionInfo(api).then((result) => {
      if (current) setVersions(result.ok ? { state: 'loaded', rows: result.data } : { state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [api]);

  return (
    <ShellDialog
      title={t('about.title')}
      width="xlarge"
      onClose={onClose}
      testId="about-dialog"
      footerButtons={[{ content: t('about.close'), onClick: onClose }]}
    >
      <Section aria-labelledby="about-versions">
        <h2 id="about-versions">{t('about.versions')}</h2>
        {versions.state === 'loading' ? (
          <p role="status">
            <Spinner size="small" srText={null} /> {t('about.loading')}
          </p>
        ) : versions.state === 'failed' ? (
          <p role="status">{t('about.unavailable')}</p>
        ) : (
          <Table data-testid="about-versions">
            <thead>
              <tr>
                <th scope="col">{t('about.component')}</th>
                <th scope="col">{t('about.version')}</th>
                <th scope="col">{t('about.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {versions.rows.map((row) => (
                <tr key={row.component} data-component={row.component}>
                  <th scope="row">{t(`about.${row.component}`)}</th>
                  <td>{row.version}</td>
                  <td>{formatDate(row.updated, 'utc', language)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Section>
      <Section aria-labelledby="about-warning">
        <h2 id="about-warning">{t('about.warningTitle')}</h2>
        <p data-testid="about-warning">{t('about.warning')}</p>
      </Section>
      <Section>
        <p data-testid="about-copyright">{t('about.copyright', { year: new Date().getFullYear() })}</p>
      </Section>
      <Section>
        <Frame
          src={`/about.html#${language === 'ja' ? 'ja' : 'en'}-${theme}`}
          title={t('about.frameTitle')}
          data-testid="about-frame"
          style={{ colorScheme: theme }}
          key={`${language ?? ''}-${theme}`}
        />
      </Section>
      <Section aria-labelledby="about-notices">
        <h2 id="about-notices">{t('about.noticesTitle')}</h2>
        <p>{t('about.notices')}</p>
      </Section>
    </ShellDialog>
  );
}
