/**
 * The support bar (docs/support-sessions.md): while a support session runs it replaces the assumed
 * bar, naming whose account it is, the reason and the ticket, the mode, and the countdown to the end
 * read against the server's clock; with Extend, Raise to change or Back to read-only, and Release. The
 * warnings at 5 and 1 minutes go to a polite live region. After the end, on the supporter's own page,
 * the same place says why it ended, once. Loaded only in a support session, or right after one.
 *
 * It renders the runtime's state and forwards the user's choices: the runtime (engine/support/) decides.
 */
import { ShieldLockIcon } from '@primer/octicons-react';
import { Button, FormControl, TextInput } from '@primer/react';
import type { TFunction } from 'i18next';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '../../components/AlertArea';
import { describeApiError } from '../../components/describe-api-error';
import { useServices } from '../../components/services/services-context';
import { readSession, writeSession } from '../../engine/storage/browser-storage';
import { formatCountdown, onBrowserClock, parseTime } from '../../engine/support/support-clock';
import { readEndedNote, type EndedNote } from '../../engine/support/support-end';
import type { SupportRuntime } from '../../engine/support/support-runtime';
import type { Previous } from '../../generated/types/session-info';
import { ShellDialog } from '../parts/ShellDialog';
import { useSignedInScope } from '../session/scope-context';
import { supportRuntimeOf } from './support-runtime-of';
import styles from './SupportSession.module.css';

export function SupportSession({ previous, accountId, account }: { previous: Previous | undefined; accountId: string; account: string }) {
  return previous?.expires_at !== undefined ? (
    <SupportBar previous={previous} accountId={accountId} account={account} />
  ) : (
    <SupportEndedNote />
  );
}

function hhmm(ms: number, language: string): string {
  return new Date(ms).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
}

function SupportBar({ previous, accountId, account }: { previous: Previous; accountId: string; account: string }) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const scope = useSignedInScope();
  const [runtime] = useState(() => supportRuntimeOf(services, scope, accountId, account, previous));
  const state = useSyncExternalStore(runtime.subscribe, runtime.get);
  const [dialog, setDialog] = useState<'extend' | 'elevate' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? 'en';

  const run = async (act: () => Promise<{ ok: true } | { ok: false; error: Parameters<typeof describeApiError>[1] }>) => {
    setBusy(true);
    const result = await act();
    setBusy(false);
    if (!result.ok) setFailure(t('supportSession.failed', { reason: describeApiError(t, result.error) }));
  };

  if (state.ended !== null) {
    return (
      <section className={`${styles.bar} ${styles.ended}`} aria-label={t('supportSession.label')} data-testid="support-bar">
        <ShieldLockIcon size={16} />
        <div className={styles.body}>
          <p className={styles.facts} role="status" data-testid="support-ended-text">
            {t(`supportSession.ended_${state.ended}`, { account: state.account })} {t('supportSession.endedStay')}
          </p>
          <Button size="small" variant="primary" onClick={runtime.leaveNow} data-testid="support-ended-back">
            {t('supportSession.endedBack')}
          </Button>
        </div>
      </section>
    );
  }

  const { view } = state;
  const writing = view.mode === 'write';
  const writeUntil = state.times.writeUntil === null ? null : hhmm(onBrowserClock(state.times.writeUntil, state.anchor), language);
  const warning =
    state.said === 'one-minute'
      ? t('supportSession.warnOne', { account: state.account })
      : state.said === 'five-minutes'
        ? t('supportSession.warnFive', { account: state.account })
        : '';

  return (
    <section
      className={`${styles.bar} ${writing ? styles.writing : ''}`}
      aria-label={t('supportSession.label')}
      data-testid="support-bar"
      data-mode={view.mode}
    >
      <ShieldLockIcon size={16} />
      <div className={styles.body}>
        <p className={styles.facts}>
          <span className={styles.strong}>{t('supportSession.text', { account: state.account, supporter: previous.assumeas_name })}</span>
          {state.reason !== '' ? <span data-testid="support-reason">{t('supportSession.reason', { reason: state.reason })}</span> : null}
          {state.ticket !== '' ? <span data-testid="support-ticket">{t('supportSession.ticket', { ticket: state.ticket })}</span> : null}
          <span data-testid="support-mode">
            {writing && writeUntil !== null
              ? t('supportSession.writeUntil', { time: writeUntil, left: formatCountdown(view.writeRemainingMs ?? 0) })
              : t('supportSession.readOnly')}
          </span>
          <span className={styles.clock} data-testid="support-countdown">
            {t('supportSession.endsIn', { time: formatCountdown(view.remainingMs) })}
          </span>
        </p>
        <div className={styles.actions}>
          <Button size="small" onClick={() => setDialog('extend')} disabled={busy} data-testid="support-extend">
            {t('supportSession.extend')}
          </Button>
          {writing ? (
            <Button size="small" onClick={() => void run(runtime.lower)} disabled={busy} data-testid="support-lower">
              {t('supportSession.lower')}
            </Button>
          ) : (
            <Button size="small" onClick={() => setDialog('elevate')} disabled={busy} data-testid="support-elevate">
              {t('supportSession.elevate')}
            </Button>
          )}
          <Button size="small" onClick={() => void run(runtime.release)} disabled={busy} data-testid="support-release">
            {t('supportSession.release')}
          </Button>
        </div>
      </div>
      {/* Polite: it waits for the user's current sentence; said once per threshold. */}
      <div className={styles.live} role="status" aria-live="polite" data-testid="support-warning">
        {warning}
      </div>
      {dialog === 'extend' ? <ExtendDialog runtime={runtime} t={t} language={language} onClose={() => setDialog(null)} /> : null}
      {dialog === 'elevate' ? <ElevateDialog runtime={runtime} t={t} onClose={() => setDialog(null)} /> : null}
      {failure !== null ? (
        <ShellDialog
          title={t('supportSession.label')}
          width="medium"
          onClose={() => setFailure(null)}
          testId="support-failed-dialog"
          footerButtons={[{ content: t('supportSession.close'), onClick: () => setFailure(null) }]}
        >
          <AlertArea variant="danger">{failure}</AlertArea>
        </ShellDialog>
      ) : null}
    </section>
  );
}

function inRange(text: string, min: number, max: number): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

function ExtendDialog({ runtime, t, language, onClose }: { runtime: SupportRuntime; t: TFunction; language: string; onClose: () => void }) {
  const [minutes, setMinutes] = useState('30');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = inRange(minutes, 15, 120);
  const submit = async (): Promise<void> => {
    if (value === null) return;
    setBusy(true);
    const result = await runtime.extend(value);
    setBusy(false);
    if (result.ok) return onClose();
    if ('maxExpiresAt' in result) {
      const max = parseTime(result.maxExpiresAt ?? undefined);
      const anchor = runtime.get().anchor;
      setProblem(
        max === null
          ? t('supportSession.extendRefusedNoLimit')
          : t('supportSession.extendRefused', { time: hhmm(onBrowserClock(max, anchor), language) }),
      );
    } else setProblem(t('supportSession.failed', { reason: describeApiError(t, result.error) }));
  };
  return (
    <ShellDialog
      title={t('supportSession.extendTitle')}
      width="medium"
      onClose={onClose}
      testId="support-extend-dialog"
      footerButtons={[
        { content: t('supportSession.cancel'), onClick: onClose },
        {
          content: t('supportSession.extendSubmit'),
          buttonType: 'primary',
          onClick: () => void submit(),
          disabled: value === null || busy,
        },
      ]}
    >
      <div className={styles.form}>
        <FormControl>
          <FormControl.Label>{t('supportSession.extendMinutes')}</FormControl.Label>
          <TextInput type="number" min={15} max={120} value={minutes} onChange={(event) => setMinutes(event.target.value)} block />
        </FormControl>
        {problem !== null ? (
          <AlertArea variant="danger" testId="support-extend-problem">
            {problem}
          </AlertArea>
        ) : null}
      </div>
    </ShellDialog>
  );
}

function ElevateDialog({ runtime, t, onClose }: { runtime: SupportRuntime; t: TFunction; onClose: () => void }) {
  const [minutes, setMinutes] = useState('15');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = inRange(minutes, 5, 60);
  const reasonOk = reason.trim().length >= 10 && reason.length <= 200;
  const submit = async (): Promise<void> => {
    if (value === null || !reasonOk) return;
    setBusy(true);
    const result = await runtime.elevate(value, reason.trim());
    setBusy(false);
    if (result.ok) onClose();
    else setProblem(t('supportSession.failed', { reason: describeApiError(t, result.error) }));
  };
  return (
    <ShellDialog
      title={t('supportSession.elevateTitle')}
      width="medium"
      onClose={onClose}
      testId="support-elevate-dialog"
      footerButtons={[
        { content: t('supportSession.cancel'), onClick: onClose },
        {
          content: t('supportSession.elevateSubmit'),
          buttonType: 'primary',
          onClick: () => void submit(),
          disabled: value === null || !reasonOk || busy,
        },
      ]}
    >
      <div className={styles.form}>
        <p>{t('supportSession.elevateIntro')}</p>
        <FormControl>
          <FormControl.Label>{t('supportSession.elevateMinutes')}</FormControl.Label>
          <TextInput type="number" min={5} max={60} value={minutes} onChange={(event) => setMinutes(event.target.value)} block />
        </FormControl>
        <FormControl>
          <FormControl.Label>{t('supportSession.elevateReason')}</FormControl.Label>
          {/* A one-line field: Primer's Textarea is stubbed out of FormControl's bundle (src/build-stubs/), so its label would not reach it. */}
          <TextInput value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} block />
          {reason !== '' && !reasonOk ? (
            <FormControl.Validation variant="error">{t('supportSession.elevateReasonTooShort')}</FormControl.Validation>
          ) : null}
        </FormControl>
        {problem !== null ? <AlertArea variant="danger">{problem}</AlertArea> : null}
      </div>
    </ShellDialog>
  );
}

/** On the supporter's own page after the end: why it ended, said once (the note is taken). */
function SupportEndedNote() {
  const { t } = useTranslation();
  const [note, setNote] = useState<EndedNote | null>(() => readEndedNote(readSession('supportEnded'), Date.now()));
  // Kept until closed (or out of its time, two minutes): the shell may mount twice on the way from
  // the entry page to the supporter's first page, and each mount must still say it.
  const close = (): void => {
    writeSession('supportEnded', null);
    setNote(null);
  };
  if (note === null) return null;
  return (
    <section className={`${styles.bar} ${styles.ended}`} aria-label={t('supportSession.endedNoteLabel')} data-testid="support-ended-note">
      <ShieldLockIcon size={16} />
      <div className={styles.body}>
        <p className={styles.facts} role="status">
          {t(`supportSession.ended_${note.cause}`, { account: note.account })}
        </p>
        <Button size="small" onClick={close}>
          {t('supportSession.close')}
        </Button>
      </div>
    </section>
  );
}
