import { SyncIcon } from '@primer/octicons-react';
import { Heading } from '@primer/react';
import { UnderlinePanels } from '@primer/react/experimental';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AlertArea } from '../../components/AlertArea';
import { describeApiError } from '../../components/describe-api-error';
import { ChangeButton } from '../../components/forms/ChangeButton';
import { useServices } from '../../components/services/services-context';
import { failedForWantOfService, type ApiError } from '../../engine/api/envelope';
import { fetchLicenseDetails, isNoCompanyId, isNoData, syncLicense, type LicenseDetails } from '../../engine/api/supporter-license';
import { onceRecovered } from '../../engine/reachability/read-again';
import { DetailTable, LicensesTable, NoRows } from './DetailTables';
import { accountRows, companyRows, showsLicensesTab } from './license-rows';
import type { LicenseSearchFormData } from './license-search-form';
import { LicenseSearchForm } from './LicenseSearchForm';
import { syncFailureReason } from './sync-failure';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px 24px 32px;
  color: var(--fgColor-default);
`;

/** The search and its messages as one block, so an empty message area adds no gap. */
const SearchArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

// Apart from the table above and from the sync's outcome below.
const SyncRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px 0 12px;
`;

const Panel = styled.div`
  padding-top: 8px;
`;

type Outcome =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; companyId: string; details: LicenseDetails }
  | { kind: 'no-data' }
  | { kind: 'no-company-id' }
  | { kind: 'failed'; error: ApiError };

type SyncState = { kind: 'idle' | 'syncing' | 'done' } | { kind: 'failed'; error: ApiError };
type Tab = 'company' | 'account' | 'licenses';

/**
 * Manual License Check: a company's licence details by Company GUID, and a sync.
 * 'No data found' for an unknown company, 'no company id' for an empty search; any new input clears
 * the results, and an answer to an older search never overwrites a newer one.
 */
export function ManualLicenseCheck() {
  const { t } = useTranslation();
  const { api, reachability } = useServices();
  const [search, setSearch] = useState<LicenseSearchFormData>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [sync, setSync] = useState<SyncState>({ kind: 'idle' });
  const syncOutcome = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<Tab>('company');
  const latest = useRef(0);
  // A search that met no reply is asked again once the service answers (never the sync: it changes state).
  const waiting = useRef<() => void>(() => undefined);
  useEffect(() => () => waiting.current(), []);

  const clear = (): void => {
    latest.current += 1;
    setOutcome({ kind: 'idle' });
    setSync({ kind: 'idle' });
  };

  const load = async (companyId: string): Promise<boolean> => {
    const request = ++latest.current;
    waiting.current();
    const result = await fetchLicenseDetails(companyId, api);
    if (request !== latest.current) return false;
    if (!result.ok && failedForWantOfService(result.error)) {
      waiting.current = onceRecovered(reachability, () => {
        if (request !== latest.current) return;
        setOutcome({ kind: 'loading' });
        void load(companyId);
      });
    }
    if (result.ok) {
      setOutcome({ kind: 'found', companyId: companyId.trim(), details: result.data });
      return true;
    }
    if (isNoCompanyId(result.error)) setOutcome({ kind: 'no-company-id' });
    else if (isNoData(result.error)) setOutcome({ kind: 'no-data' });
    else setOutcome({ kind: 'failed', error: result.error });
    return false;
  };

  const onSearch = (companyId: string): void => {
    setSync({ kind: 'idle' });
    setTab('company');
    if (companyId.trim() === '') {
      // An empty GUID clears the results; the call refuses it as 'no company id' (code 400).
      latest.current += 1;
      setOutcome({ kind: 'no-company-id' });
      return;
    }
    setOutcome({ kind: 'loading' });
    void load(companyId);
  };

  const onStartSync = async (companyId: string): Promise<void> => {
    setSync({ kind: 'syncing' });
    const request = latest.current;
    const result = await syncLicense(companyId, api);
    if (request !== latest.current) return;
    if (!result.ok) {
      setSync({ kind: 'failed', error: result.error });
      return;
    }
    const reloaded = await load(companyId);
    setSync({ kind: reloaded ? 'done' : 'idle' });
  };

  // The sync's outcome shows where the user is looking: beside Start Sync, scrolled into view.
  useEffect(() => {
    if (sync.kind === 'failed' || sync.kind === 'done') syncOutcome.current?.scrollIntoView({ block: 'nearest' });
  }, [sync]);

  const syncFailure = sync.kind === 'failed' ? syncFailureReason(sync.error) : null;
  const found = outcome.kind === 'found' ? outcome : null;
  const licensesTab = found ? showsLicensesTab(found.details.company) : false;
  const activeTab: Tab = tab === 'licenses' && !licensesTab ? 'company' : tab;

  return (
    <Page data-testid="manual-license-check">
      <Heading as="h1" variant="medium">
        {t('page.administration.licenseManualCheck')}
      </Heading>
      <SearchArea>
        <LicenseSearchForm
          value={search}
          onChange={(next) => {
            // Any new input clears the results.
            if ((next.companyId ?? '') !== (search.companyId ?? '')) clear();
            setSearch(next);
          }}
          onSearch={onSearch}
          busy={outcome.kind === 'loading'}
        />
        <div aria-live="polite">
          {outcome.kind === 'no-data' ? (
            <AlertArea variant="warning" testId="license-no-data">
              {t('licenseCheck.noData')}
            </AlertArea>
          ) : null}
          {outcome.kind === 'no-company-id' ? (
            <AlertArea variant="warning" testId="license-no-company-id">
              {t('licenseCheck.noCompanyId')}
            </AlertArea>
          ) : null}
          {outcome.kind === 'failed' ? (
            <AlertArea variant="danger" testId="license-load-failed">
              {t('licenseCheck.loadFailed', { reason: describeApiError(t, outcome.error) })}
              {failedForWantOfService(outcome.error) ? ` ${t('reachability.readAgain')}` : null}
            </AlertArea>
          ) : null}
        </div>
      </SearchArea>
      {found ? (
        <section data-testid="license-details" aria-label={t('licenseCheck.tabs')}>
          <UnderlinePanels aria-label={t('licenseCheck.tabs')} key={found.companyId}>
            <UnderlinePanels.Tab aria-selected={activeTab === 'company'} onSelect={() => setTab('company')}>
              {t('licenseCheck.tabCompany')}
            </UnderlinePanels.Tab>
            <UnderlinePanels.Tab aria-selected={activeTab === 'account'} onSelect={() => setTab('account')}>
              {t('licenseCheck.tabAccount')}
            </UnderlinePanels.Tab>
            {licensesTab ? (
              <UnderlinePanels.Tab aria-selected={activeTab === 'licenses'} onSelect={() => setTab('licenses')}>
                {t('licenseCheck.tabLicenses')}
              </UnderlinePanels.Tab>
            ) : null}
            <UnderlinePanels.Panel>
              <Panel>
                <DetailTable rows={companyRows(found.details.company)} testId="company-table" />
              </Panel>
            </UnderlinePanels.Panel>
            <UnderlinePanels.Panel>
              <Panel>
                {found.details.account ? (
                  <DetailTable rows={accountRows(found.details.account)} testId="account-table" />
                ) : (
                  <NoRows message={t('licenseCheck.noAccount')} />
                )}
              </Panel>
            </UnderlinePanels.Panel>
            {licensesTab ? (
              <UnderlinePanels.Panel>
                <Panel>
                  <LicensesTable licenses={found.details.licenses} />
                </Panel>
              </UnderlinePanels.Panel>
            ) : null}
          </UnderlinePanels>
          <SyncRow>
            <ChangeButton leadingVisual={SyncIcon} loading={sync.kind === 'syncing'} onClick={() => void onStartSync(found.companyId)}>
              {t('licenseCheck.startSync')}
            </ChangeButton>
          </SyncRow>
          <div aria-live="polite" ref={syncOutcome}>
            {syncFailure ? (
              <AlertArea variant="danger" testId="license-sync-failed">
                <strong>{t('licenseCheck.syncFailed')}</strong> {t(syncFailure.key, syncFailure.values)}
                {syncFailure.next === false ? null : ` ${t('licenseCheck.syncNext')}`}
              </AlertArea>
            ) : null}
            {sync.kind === 'done' ? (
              <AlertArea variant="success" testId="license-sync-done">
                {t('licenseCheck.syncDone')}
              </AlertArea>
            ) : null}
          </div>
        </section>
      ) : null}
    </Page>
  );
}
