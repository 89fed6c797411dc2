/**
 * The forgot-password dialog: username and email → a verification code by email →
 * the code, a new password with its rule ticks and its confirmation → done. Loaded on first open.
 */
import { CheckCircleIcon } from '@primer/octicons-react';
import { Button, Dialog } from '@primer/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '../../../components/AlertArea';
import { PrimerSchemaForm } from '../../../components/forms/rjsf/PrimerSchemaForm';
import { useFirstField } from '../../../components/forms/use-first-field';
import { requestVerificationCode, resetPassword } from '../../../engine/api/password';
import type { LoadServices } from '../../../engine/services/console-services';
import { canSendVerificationCode, canSubmitReset } from '../../../engine/validation/account-rules';
import type { MessageRef } from '../../../engine/validation/message-ref';
import { requestForm, requestRules, resetForm, resetRules, type RequestData, type ResetData } from './reset-forms';
import { resetFailure, verificationFailure } from './reset-messages';
import { resetWidgets, type ResetWidgetContext } from './reset-widgets';
import { useCountdown } from './use-countdown';
import styles from './ResetPasswordDialog.module.css';

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 120;

const RESET_FORM_ID = 'reset-password';
// Once a code is on its way, who asked for it is settled: the fields are shown, no longer edited.
const SETTLED = { username: { 'ui:disabled': true }, email: { 'ui:disabled': true } };

export interface ResetPasswordDialogProps {
  /** The console's services: the dialog may open before sign-in has loaded them. */
  loadServices: LoadServices;
  username: string;
  email: string;
  onClose: () => void;
}

type Phase = 'request' | 'reset' | 'done';

export function ResetPasswordDialog({ loadServices, username, email, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('request');
  const [request, setRequest] = useState<RequestData>(() => ({
    ...(username ? { username } : {}),
    ...(email ? { email } : {}),
  }));
  const [reset, setReset] = useState<ResetData>({});
  const [prefix, setPrefix] = useState('');
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const firstField = useFirstField(body);
  const [failure, setFailure] = useState<MessageRef | null>(null);
  const [resent, setResent] = useState(false);
  const countdown = useCountdown();

  const { start } = countdown;
  const send = useCallback(
    async (values: RequestData, again: boolean): Promise<void> => {
      setSending(true);
      setFailure(null);
      setResent(false);
      const { api } = await loadServices();
      const result = await requestVerificationCode({ username: (values.username ?? '').trim(), email: (values.email ?? '').trim() }, api);
      setSending(false);
      if (!result.ok) {
        setFailure(verificationFailure(result.error));
        return;
      }
      setPrefix(result.data);
      setPhase('reset');
      setResent(again);
      start(RESEND_SECONDS);
    },
    [loadServices, start],
  );

  const submit = async (values: ResetData): Promise<void> => {
    setSubmitting(true);
    setFailure(null);
    const { api } = await loadServices();
    const result = await resetPassword(
      {
        username: (request.username ?? '').trim(),
        email: (request.email ?? '').trim(),
        password: values.password ?? '',
        verification_code: (values.verification_code ?? '').trim(),
      },
      api,
    );
    setSubmitting(false);
    if (!result.ok) {
      setFailure(resetFailure(result.error));
      return;
    }
    // Done: the confirmation shows, and nothing typed stays behind in the dialog.
    setRequest({});
    setReset({});
    setPrefix('');
    setPhase('done');
  };

  const widgetContext = useMemo<ResetWidgetContext>(
    () => ({ prefix, secondsLeft: countdown.secondsLeft, resending: sending, onResend: () => void send(request, true) }),
    [prefix, countdown.secondsLeft, sending, request, send],
  );

  if (phase === 'done') {
    return (
      <Dialog
        title={t('reset.title')}
        onClose={onClose}
        width="large"
        footerButtons={[{ content: t('reset.close'), buttonType: 'primary', onClick: onClose }]}
      >
        <div className={styles.done} role="status" data-testid="reset-done">
          <CheckCircleIcon size={32} className={styles.doneIcon} />
          <h2>{t('reset.doneTitle')}</h2>
          <p>{t('reset.doneBody')}</p>
        </div>
      </Dialog>
    );
  }

  const allValues = { ...request, ...reset };
  return (
    <Dialog
      title={t('reset.title')}
      onClose={onClose}
      initialFocusRef={firstField}
      width="large"
      // Only the button of the step the user is on: Send verification code sits under the first
      // step's fields; Submit comes with the second step.
      footerButtons={[
        { content: t('reset.cancel'), onClick: onClose },
        ...(phase === 'reset'
          ? [
              {
                content: t('reset.submit'),
                buttonType: 'primary' as const,
                type: 'submit' as const,
                form: RESET_FORM_ID,
                disabled: !canSubmitReset(allValues),
                loading: submitting,
              },
            ]
          : []),
      ]}
    >
      <div className={styles.body} ref={body}>
        <p className={styles.intro}>{phase === 'request' ? t('reset.intro') : t('reset.codeSent')}</p>
        {failure ? <AlertArea testId="reset-failure">{t(failure.key, failure.values)}</AlertArea> : null}
        {resent ? (
          <AlertArea variant="success" testId="reset-resent">
            {t('reset.codeResent')}
          </AlertArea>
        ) : null}
        <PrimerSchemaForm
          form={requestForm}
          id="reset-request"
          formData={request}
          onChange={setRequest}
          onSubmit={(values) => void send(values, false)}
          rules={requestRules}
          ui={phase === 'request' ? undefined : SETTLED}
        >
          {phase === 'request' ? (
            <div className={styles.sendRow}>
              <Button type="submit" disabled={!canSendVerificationCode(request)} loading={sending}>
                {t('reset.sendCode')}
              </Button>
            </div>
          ) : (
            <></>
          )}
        </PrimerSchemaForm>
        {phase === 'reset' ? (
          <PrimerSchemaForm
            form={resetForm}
            id={RESET_FORM_ID}
            formData={reset}
            onChange={setReset}
            onSubmit={(values) => void submit(values)}
            rules={resetRules}
            widgets={resetWidgets}
            extra={widgetContext}
          >
            <></>
          </PrimerSchemaForm>
        ) : null}
      </div>
    </Dialog>
  );
}
