/**
 * The MFA step of sign-in (MFA on, local auth source): the code from the authenticator app, or, through the
 * "don't have your phone" link, an emergency code sent by email (login_type 1). Loaded when the
 * flow first needs it.
 */
import { Dialog, FormControl, TextInput } from '@primer/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea, type AlertVariant } from '../../../components/AlertArea';
import { LinkButton } from '../../../components/forms/LinkButton';
import { useFirstField } from '../../../components/forms/use-first-field';
import { sendEmergencyCode, type MfaCredentials } from '../../../engine/api/mfa';
import type { LoadServices } from '../../../engine/services/console-services';
import type { MessageRef } from '../../../engine/validation/message-ref';
import { signInWithCode, type LoginStep } from '../login-flow';
import { emergencyCodeOutcome } from '../login-messages';
import styles from './MfaDialogs.module.css';

export interface MfaDialogsProps {
  /** The console's services, loaded by the time the MFA step comes. */
  loadServices: LoadServices;
  credentials: MfaCredentials;
  /** The vetted page asked for before sign-in, or null. */
  returnTo: string | null;
  /** Where a successful code leads (the page asked for or the first route), or a redirect; failures stay in the dialog. */
  onStep: (step: LoginStep) => void;
  onClose: () => void;
}

interface CodeDialogProps extends MfaDialogsProps {
  loginType: 0 | 1;
  title: string;
  intro: string;
  codeLabel: string;
  formId: string;
  notice?: { variant: AlertVariant; message: MessageRef } | null;
  below?: React.ReactNode;
}

/** One code box with Verify and Cancel; both dialogs are this, around a different code. */
function CodeDialog({
  loadServices,
  credentials,
  returnTo,
  onStep,
  onClose,
  loginType,
  title,
  intro,
  codeLabel,
  formId,
  notice,
  below,
}: CodeDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const firstField = useFirstField(form);
  const [failure, setFailure] = useState<MessageRef | null>(null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (code.trim() === '' || busy) return;
    setBusy(true);
    setFailure(null);
    const step = await signInWithCode(loadServices, credentials, code, loginType, returnTo);
    setBusy(false);
    if (step.kind === 'failed') setFailure(step.message);
    else onStep(step);
  };

  return (
    <Dialog
      title={title}
      onClose={onClose}
      initialFocusRef={firstField}
      width="large"
      footerButtons={[
        { content: t('mfa.cancel'), onClick: onClose, disabled: busy },
        { content: t('mfa.verify'), buttonType: 'primary', type: 'submit', form: formId, disabled: code.trim() === '', loading: busy },
      ]}
    >
      <form id={formId} ref={form} className={styles.body} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{intro}</p>
        {notice ? (
          <AlertArea variant={notice.variant} testId={`${formId}-notice`}>
            {t(notice.message.key, notice.message.values)}
          </AlertArea>
        ) : null}
        {failure ? <AlertArea testId={`${formId}-failure`}>{t(failure.key, failure.values)}</AlertArea> : null}
        <FormControl required>
          <FormControl.Label>{codeLabel}</FormControl.Label>
          <TextInput
            block
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={64}
            name="mfa_code"
          />
        </FormControl>
        {below}
      </form>
    </Dialog>
  );
}

/** The emergency-code dialog: sends the email when it opens, and again on request. */
function EmergencyDialog(props: MfaDialogsProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(true);
  const [outcome, setOutcome] = useState<ReturnType<typeof emergencyCodeOutcome> | null>(null);
  const [round, setRound] = useState(0);
  const { credentials, loadServices } = props;

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const result = await sendEmergencyCode(credentials, (await loadServices()).api);
      if (cancelled) return;
      setOutcome(emergencyCodeOutcome(result.ok ? null : result.error));
      setSending(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [credentials, loadServices, round]);

  return (
    <CodeDialog
      {...props}
      loginType={1}
      formId="mfa-emergency-form"
      title={t('mfa.emergencyTitle')}
      intro={t('mfa.emergencyIntro')}
      codeLabel={t('mfa.emergencyCodeLabel')}
      notice={
        sending
          ? { variant: 'success', message: { key: 'mfa.sending' } }
          : outcome && { variant: outcome.sent ? 'success' : 'danger', message: outcome.message }
      }
      below={
        <LinkButton
          disabled={sending}
          onClick={() => {
            setSending(true);
            setRound((value) => value + 1);
          }}
        >
          {t('mfa.sendAgain')}
        </LinkButton>
      }
    />
  );
}

export function MfaDialogs(props: MfaDialogsProps) {
  const { t } = useTranslation();
  const [emergency, setEmergency] = useState(false);
  if (emergency) return <EmergencyDialog {...props} />;
  return (
    <CodeDialog
      {...props}
      loginType={0}
      formId="mfa-totp-form"
      title={t('mfa.title')}
      intro={t('mfa.intro')}
      codeLabel={t('mfa.codeLabel')}
      below={<LinkButton onClick={() => setEmergency(true)}>{t('mfa.noPhone')}</LinkButton>}
    />
  );
}
