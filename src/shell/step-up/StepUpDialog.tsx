/**
 * The console's own dialog for a fresh proof of the user (docs/step-up.md), over the workspace and
 * never inside a frame: it names the account and the page, and asks for the factor the server named
 * (the password, the authenticator code, or the identity provider in a pop-up); it says a wrong
 * answer, a blocked pop-up, or why the challenge ended. It renders the broker's state and forwards
 * the user's acts to the runtime; what is typed stays in the input until it is sent.
 */
import { Button, FormControl, TextInput } from '@primer/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '../../components/AlertArea';
import type { Problem, StepUpState } from '../../engine/step-up/step-up-machine';
import type { StepUpRuntime } from '../../engine/step-up/step-up-runtime';
import { actionNames, endedText, endedTitle, introText, type ActionName } from '../../engine/step-up/step-up-wording';
import { ShellDialog } from '../parts/ShellDialog';
import { useModalFocus } from './use-modal-focus';
import styles from './StepUpDialog.module.css';

const PROBLEM_KEYS: Record<Problem, string> = {
  'wrong-password': 'stepUp.wrongPassword',
  'wrong-code': 'stepUp.wrongCode',
  'too-many': 'stepUp.tooMany',
  'popup-blocked': 'stepUp.popupBlocked',
  'popup-closed': 'stepUp.popupClosed',
  failed: 'stepUp.failed',
};

export interface StepUpDialogProps {
  readonly state: Exclude<StepUpState, { status: 'idle' }>;
  readonly runtime: Pick<StepUpRuntime, 'dispatch' | 'openIdentityProvider'>;
  /** The account's name, as the header shows it. */
  readonly account: string;
  /** The name of a page, from its console path (no leading slash). */
  readonly pageName: (page: string) => string;
}

export function StepUpDialog({ state, runtime, account, pageName }: StepUpDialogProps) {
  const { t } = useTranslation();
  // A page's label is shown as text only (React escapes it; step-up-label.ts has already refused markup).
  const nameOf = (name: ActionName): string => ('label' in name ? name.label : 'key' in name ? t(name.key) : pageName(name.page));
  const secret = useRef<HTMLInputElement>(null);
  // The next act's control takes the focus, not the title's close button (the dialog ignores autoFocus).
  const next = useRef<HTMLButtonElement>(null);
  const form = state.status === 'ended' ? 'ended' : state.factor;
  useModalFocus(form === 'password' || form === 'otp' ? secret : next, form);
  // A wrong answer must not stay in the page (nor be sent again by a second Enter): the field is
  // emptied and takes the focus for the next try. Keyed on the count, so each wrong answer does it.
  const wrong = state.status === 'ended' ? 0 : state.wrong;
  useEffect(() => {
    const input = secret.current;
    if (wrong === 0 || input === null) return;
    input.value = '';
    input.focus();
  }, [wrong]);

  if (state.status === 'ended') {
    const close = () => runtime.dispatch({ type: 'close' });
    return (
      <ShellDialog title={t(endedTitle(state.ending))} width="large" onClose={close} initialFocusRef={next} testId="step-up-ended">
        <p className={styles.text}>{t(endedText(state.ending, state.via), { page: pageName(state.page) })}</p>
        <div className={styles.actions}>
          <Button ref={next} variant="primary" onClick={close}>
            {t('stepUp.close')}
          </Button>
        </div>
      </ShellDialog>
    );
  }

  const proving = state.status === 'proving';
  const cancel = () => runtime.dispatch({ type: 'cancel' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    runtime.dispatch({ type: 'submit', secret: secret.current?.value ?? '' });
  };
  const names = actionNames(state.waiters);
  const first = names[0] ?? { page: '' };
  // Too many tries: the wait the reply named, else "a few minutes".
  const problemText =
    state.problem === 'too-many' && state.waitMinutes !== null
      ? t('stepUp.tooManyWait', { count: state.waitMinutes })
      : state.problem === null
        ? null
        : t(PROBLEM_KEYS[state.problem]);
  const problem = problemText === null ? null : <AlertArea testId="step-up-problem">{problemText}</AlertArea>;
  return (
    <ShellDialog
      title={t('stepUp.title')}
      width="large"
      onClose={cancel}
      closeable={!proving}
      initialFocusRef={state.factor === 'sso' ? next : secret}
      testId="step-up-dialog"
    >
      <p className={styles.text}>{t(introText(first), { page: nameOf(first), action: nameOf(first), name: account })}</p>
      {state.waiters.length > 1 ? <p className={styles.text}>{t('stepUp.waiting', { count: state.waiters.length })}</p> : null}
      {/* Several actions wait: each is named, so that the user knows what one proof lets through. */}
      {names.length > 1 ? (
        <ul className={styles.list} data-testid="step-up-actions">
          {names.map((name) => (
            <li key={'label' in name ? `l ${name.label}` : 'key' in name ? `k ${name.key}` : `p ${name.page}`}>{nameOf(name)}</li>
          ))}
        </ul>
      ) : null}
      {/* The server wants a proof for this action of its own: said, so that the ask is not taken for a failure. */}
      {state.waiters.some((waiter) => waiter.again) ? (
        <p className={styles.text} data-testid="step-up-own-confirmation">
          {t('stepUp.ownConfirmation')}
        </p>
      ) : null}
      {state.factor === 'sso' ? (
        <div className={styles.form}>
          <p className={styles.text}>{proving ? t('stepUp.ssoWaiting') : t('stepUp.ssoIntro')}</p>
          {problem}
          <div className={styles.actions}>
            <Button onClick={cancel} disabled={proving}>
              {t('stepUp.cancel')}
            </Button>
            {/* The pop-up opens in the click's own task: a later one would be blocked. */}
            <Button ref={next} variant="primary" onClick={runtime.openIdentityProvider} disabled={proving}>
              {t(state.problem === 'popup-blocked' || state.problem === 'popup-closed' ? 'stepUp.ssoAgain' : 'stepUp.ssoOpen')}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormControl required disabled={proving}>
            <FormControl.Label>{t(state.factor === 'otp' ? 'stepUp.codeLabel' : 'stepUp.passwordLabel')}</FormControl.Label>
            {state.factor === 'otp' ? (
              <TextInput ref={secret} name="mfa_code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} block />
            ) : (
              <TextInput ref={secret} name="password" type="password" autoComplete="current-password" block />
            )}
            {/* For password managers, which pair a password with the user name beside it: the account's
                name, not shown and out of the tab order and the accessibility tree (the intro says it). */}
            {state.factor === 'password' ? (
              <input
                className={styles.hidden}
                type="text"
                name="username"
                autoComplete="username"
                value={account}
                readOnly
                tabIndex={-1}
                aria-hidden="true"
                data-testid="step-up-user-name"
              />
            ) : null}
            {state.factor === 'otp' ? <FormControl.Caption>{t('stepUp.codeHint')}</FormControl.Caption> : null}
          </FormControl>
          {problem}
          <div className={styles.actions}>
            <Button onClick={cancel} disabled={proving}>
              {t('stepUp.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={proving}>
              {proving ? t('stepUp.checking') : t('stepUp.confirm')}
            </Button>
          </div>
        </form>
      )}
    </ShellDialog>
  );
}
