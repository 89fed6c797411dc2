import { Button, Dialog, Spinner } from '@primer/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AlertArea } from '../../components/AlertArea';
import { BrandMark } from '../../components/BrandMark';
import { describeApiError } from '../../components/describe-api-error';
import { PrimerSchemaForm } from '../../components/forms/rjsf/PrimerSchemaForm';
import { useServices } from '../../components/services/services-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { timeZoneName } from '../../engine/api/http';
import { saveRegion } from '../../engine/api/region';
import { fetchSites } from '../../engine/api/sites';
import { linksFor } from '../../engine/menu/help-links';
import { regionForm, type RegionData } from './region-form';
import { regionOptions, type RegionOption } from './region-options';
import styles from './InitPage.module.css';

type Load = { kind: 'loading' } | { kind: 'ready'; options: RegionOption[] } | { kind: 'failed'; message: string };

/** The first-run data-region page: the account chooses where its data is kept, once. */
export function InitPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('region.title'));
  const navigate = useNavigate();
  const { api } = useServices();
  const links = linksFor(i18n.resolvedLanguage);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const [data, setData] = useState<RegionData>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void fetchSites(api).then((result) => {
      if (cancelled) return;
      setLoad(
        result.ok ? { kind: 'ready', options: regionOptions(result.data) } : { kind: 'failed', message: describeApiError(t, result.error) },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [t, round, api]);

  const labelOf = useCallback((option: RegionOption) => (option.known ? t(`region.sites.${option.known}`) : option.site), [t]);
  const options = useMemo(() => (load.kind === 'ready' ? load.options : []), [load]);
  // The choices are fetched; the precompiled schema cannot list them, the ui schema can.
  const ui = useMemo(
    () => ({ data_site: { 'ui:options': { choices: options.map((option) => ({ value: option.site, label: labelOf(option) })) } } }),
    [options, labelOf],
  );
  const chosen = options.find((option) => option.site === data.data_site);

  const save = async (): Promise<void> => {
    if (!chosen) return;
    setSaving(true);
    setFailure(null);
    const result = await saveRegion(
      {
        data_site: chosen.site,
        timezone: timeZoneName(),
        language: i18n.resolvedLanguage ?? 'en',
      },
      api,
    );
    setSaving(false);
    if (result.ok) {
      navigate('/', { replace: true });
      return;
    }
    setConfirming(false);
    setFailure(t('region.saveFailed', { reason: describeApiError(t, result.error) }));
  };

  return (
    <div className={styles.page}>
      <main className={styles.card} data-testid="init-page">
        <div className={styles.brand}>
          <BrandMark size={32} />
          <span>{t('app.name')}</span>
        </div>
        <h1 className={styles.title}>{t('region.title')}</h1>
        <p className={styles.text}>{t('region.intro')}</p>
        {failure ? <AlertArea testId="region-failure">{failure}</AlertArea> : null}
        {load.kind === 'loading' ? <Spinner size="medium" srText={t('region.loading')} /> : null}
        {load.kind === 'failed' ? (
          <>
            <AlertArea testId="region-load-failure">{t('region.loadFailed', { reason: load.message })}</AlertArea>
            <div>
              <Button
                onClick={() => {
                  setLoad({ kind: 'loading' });
                  setRound((value) => value + 1);
                }}
              >
                {t('region.retry')}
              </Button>
            </div>
          </>
        ) : null}
        {load.kind === 'ready' ? (
          <PrimerSchemaForm form={regionForm} id="region" formData={data} onChange={setData} onSubmit={() => setConfirming(true)} ui={ui}>
            <div className={styles.below}>
              <p className={styles.note} data-testid="region-note">
                {t('region.note')}{' '}
                <a className={styles.link} href={links.help} target="_blank" rel="noopener noreferrer">
                  {t('region.help')}
                </a>
              </p>
              <div className={styles.actions}>
                <Button type="submit" variant="primary" disabled={!chosen}>
                  {t('region.save')}
                </Button>
              </div>
            </div>
          </PrimerSchemaForm>
        ) : null}
      </main>
      {confirming && chosen ? (
        <Dialog
          title={t('region.confirmTitle')}
          onClose={() => setConfirming(false)}
          width="large"
          footerButtons={[
            { content: t('region.cancel'), onClick: () => setConfirming(false), disabled: saving },
            { content: t('region.ok'), buttonType: 'primary', onClick: () => void save(), loading: saving },
          ]}
        >
          <p className={styles.chosen} data-testid="region-chosen">
            {t('region.confirmChoice', { region: labelOf(chosen) })}
          </p>
          <p className={styles.note}>{t('region.note')}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
