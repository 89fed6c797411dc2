import { Heading } from '@primer/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea, type AlertVariant } from '../../components/AlertArea';
import { describeApiError } from '../../components/describe-api-error';
import { useServices } from '../../components/services/services-context';
import type { ApiError } from '../../engine/api/envelope';
import {
  fetchSupportAccess,
  isNotForThisUser,
  saveSupportAccess,
  type GrantChange,
  type SupportAccessData,
} from '../../engine/api/support-access';
import { formatDate, utcOffsetLabel } from '../../engine/i18n/date-format';
import { changeFailure, checkDays, DEFAULT_DAYS } from './grant-form';
import { GrantForm } from './GrantForm';
import { browserRefreshPorts, startLogRefresh } from './log-refresh';
import { grantState, sessionRows } from './session-rows';
import { SessionLog } from './SessionLog';
import styles from './SupportAccess.module.css';

type Load = { kind: 'loading' } | { kind: 'loaded'; data: SupportAccessData } | { kind: 'forbidden' } | { kind: 'failed'; error: ApiError };

/** What the last change said: its outcome, in the user's language. */
interface Said {
  variant: AlertVariant;
  text: string;
}

/**
 * Support access, for the customer's own administrators (contract: "Support sessions (assume-as)
 * that customers can trust"): the grant, turned on for 1 to 30 days or off (both behind step-up,
 * brokered by the API client), and the log of support sessions, refreshed while the screen is open.
 */
export function SupportAccess() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [refreshError, setRefreshError] = useState<ApiError | null>(null);
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [daysProblem, setDaysProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  // An answer to an older read never overwrites a newer one; nothing is set after the screen goes.
  const latest = useRef(0);
  const mounted = useRef(true);

  const read = useCallback(async (): Promise<void> => {
    const request = ++latest.current;
    const result = await fetchSupportAccess(api);
    if (!mounted.current || request !== latest.current) return;
    if (result.ok) {
      setLoad({ kind: 'loaded', data: result.data });
      setRefreshError(null);
      return;
    }
    if (isNotForThisUser(result.error)) {
      setLoad({ kind: 'forbidden' });
      return;
    }
    // A failed refresh keeps the log on screen and says so beside it; a failed first read has nothing to keep.
    setLoad((current) => (current.kind === 'loaded' ? current : { kind: 'failed', error: result.error }));
    setRefreshError(result.error);
  }, [api]);

  // Every read of the log, the first one too, is the refresh runtime's, until the screen unmounts.
  useEffect(() => {
    mounted.current = true;
    const stop = startLogRefresh(browserRefreshPorts(read));
    return () => {
      mounted.current = false;
      stop();
    };
  }, [read]);

  const change = async (next: GrantChange): Promise<void> => {
    setBusy(next.enabled ? 'on' : 'off');
    setSaid(null);
    const result = await saveSupportAccess(next, api);
    if (!mounted.current) return;
    setBusy(null);
    if (result.ok) {
      const until = result.data.until === null ? '' : formatDate(result.data.until, 'utc', i18n.language);
      setSaid(
        result.data.enabled
          ? { variant: 'success', text: t('supportAccess.savedOn', { until }) }
          : { variant: 'success', text: t('supportAccess.savedOff') },
      );
      // The grant as the PUT answered it at once; the log read again (turning off ends running sessions).
      setLoad((current) => (current.kind === 'loaded' ? { kind: 'loaded', data: { ...current.data, ...result.data } } : current));
      void read();
      return;
    }
    const failure = changeFailure(result.error);
    if (failure === 'supportAccess.forbidden') setLoad({ kind: 'forbidden' });
    else if (failure === 'supportAccess.daysRange') setDaysProblem(failure);
    else
      setSaid({
        variant: failure === 'supportAccess.notChanged' ? 'warning' : 'danger',
        text: failure === null ? t('supportAccess.saveFailed', { reason: describeApiError(t, result.error) }) : t(failure),
      });
  };

  const onTurnOn = (): void => {
    const checked = checkDays(days);
    if (!checked.ok) {
      setDaysProblem(checked.problem);
      setSaid(null);
      return;
    }
    setDaysProblem(null);
    void change({ enabled: true, days: checked.days });
  };

  const data = load.kind === 'loaded' ? load.data : null;
  const grant = useMemo(() => (data === null ? null : grantState(data, i18n.language)), [data, i18n.language]);
  const rows = useMemo(() => (data === null ? [] : sessionRows(data.sessions, i18n.language)), [data, i18n.language]);
  const zone = utcOffsetLabel(-new Date().getTimezoneOffset());

  return (
    <div className={styles.page} data-testid="support-access">
      <Heading as="h1" variant="medium">
        {t('page.administration.supportAccess')}
      </Heading>
      <p className={styles.intro}>{t('supportAccess.intro')}</p>
      {load.kind === 'loading' ? (
        <p className={styles.none} role="status">
          {t('supportAccess.loading')}
        </p>
      ) : null}
      {load.kind === 'forbidden' ? (
        <AlertArea variant="warning" testId="support-access-forbidden">
          {t('supportAccess.forbidden')}
        </AlertArea>
      ) : null}
      {load.kind === 'failed' ? (
        <AlertArea variant="danger" testId="support-access-load-failed">
          {t('supportAccess.loadFailed', { reason: describeApiError(t, load.error) })}
        </AlertArea>
      ) : null}
      {grant !== null ? (
        <GrantForm
          grant={grant}
          days={days}
          daysProblem={daysProblem}
          busy={busy}
          onDaysChange={(next) => {
            setDays(next);
            setDaysProblem(null);
          }}
          onTurnOn={onTurnOn}
          onTurnOff={() => void change({ enabled: false })}
        />
      ) : null}
      <div className={styles.said} aria-live="polite" data-testid="support-access-said">
        {said === null ? null : (
          <AlertArea variant={said.variant} testId="support-access-outcome">
            {said.text}
          </AlertArea>
        )}
      </div>
      {data !== null ? (
        <>
          {refreshError === null ? null : (
            <AlertArea variant="warning" testId="support-access-refresh-failed">
              {t('supportAccess.refreshFailed', { reason: describeApiError(t, refreshError) })}
            </AlertArea>
          )}
          <SessionLog rows={rows} zone={zone} />
        </>
      ) : null}
    </div>
  );
}
