/**
 * The two widgets of the reset form a plain input cannot be: the code box behind its read-only
 * prefix with the resend link and its countdown, and the new password with its six live rule ticks.
 */
import { CheckCircleFillIcon, XCircleIcon } from '@primer/octicons-react';
import { TextInput } from '@primer/react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/forms/LinkButton';
import type { SchemaFormContext } from '../../../components/forms/rjsf/form-context';
import { textInputProps } from '../../../components/forms/rjsf/input-props';
import { PASSWORD_RULES, passwordRuleResults } from '../../../engine/validation/account-rules';
import styles from './ResetPasswordDialog.module.css';

/** What the dialog hands its widgets (formContext.extra). */
export interface ResetWidgetContext {
  readonly prefix: string;
  readonly secondsLeft: number;
  readonly resending: boolean;
  readonly onResend: () => void;
}

function contextOf(props: WidgetProps): ResetWidgetContext {
  return (props.registry.formContext as SchemaFormContext).extra as ResetWidgetContext;
}

function inputOf(props: WidgetProps, type: string) {
  const { 'data-tone': _tone, ...input } = textInputProps(props, type);
  return input;
}

export function VerificationCodeWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { prefix, secondsLeft, resending, onResend } = contextOf(props);
  const input = inputOf(props, 'text');
  return (
    <div className={styles.codeBlock}>
      <div className={styles.codeRow}>
        <TextInput readOnly value={prefix} aria-label={t('reset.prefix')} className={styles.prefix} data-testid="reset-code-prefix" />
        <span aria-hidden="true">-</span>
        <TextInput {...input} inputMode="numeric" block validationStatus={input['aria-invalid'] ? 'error' : undefined} />
      </div>
      <LinkButton disabled={secondsLeft > 0 || resending} onClick={onResend} data-testid="reset-resend">
        {secondsLeft > 0 ? t('reset.resendIn', { seconds: secondsLeft }) : t('reset.resend')}
      </LinkButton>
    </div>
  );
}

export function NewPasswordWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const input = inputOf(props, 'password');
  const results = passwordRuleResults(typeof props.value === 'string' ? props.value : '');
  const listId = `${props.id}-rules`;
  return (
    <div className={styles.codeBlock}>
      <TextInput
        {...input}
        aria-describedby={[input['aria-describedby'], listId].filter(Boolean).join(' ')}
        block
        validationStatus={input['aria-invalid'] ? 'error' : undefined}
      />
      <ul id={listId} className={styles.rules} data-testid="password-rules">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} data-rule={rule} data-met={results[rule]} className={results[rule] ? styles.met : styles.unmet}>
            {results[rule] ? <CheckCircleFillIcon size={14} /> : <XCircleIcon size={14} />}
            <span>{t(`reset.rules.${rule}`)}</span>
            <span className={styles.visuallyHidden}>{results[rule] ? t('reset.ruleMet') : t('reset.ruleUnmet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const resetWidgets = { VerificationCodeWidget, NewPasswordWidget };
