import type { InputHTMLAttributes, Ref } from 'react';
import type { FieldTone } from './FieldFrame';
import styles from './light-controls.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  tone?: FieldTone;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input drawn with Primer's control tokens, for the sign-in screens whose budget cannot
 * carry Primer's TextInput (it brings Button, Tooltip and a popover polyfill for its actions).
 */
export function TextField({ tone = 'danger', className, ...rest }: TextFieldProps) {
  return <input {...rest} data-tone={tone} className={className ? `${styles.input} ${className}` : styles.input} />;
}
