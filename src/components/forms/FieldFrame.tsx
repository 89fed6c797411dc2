import type { ReactNode } from 'react';
import { Glyph } from './Glyph';
import styles from './light-controls.module.css';

export type FieldTone = 'danger' | 'warning';

export interface FieldFrameProps {
  id: string;
  /** null when the control labels itself (a checkbox beside its text). */
  label: string | null;
  required?: boolean;
  /** The label stays for screen readers but is not drawn (a search box with a placeholder, say). */
  hideLabel?: boolean;
  caption?: ReactNode;
  /** Shown under the input and tied to it with aria-describedby by the caller. */
  error?: string | null;
  /** Login warnings are drawn in the attention colour (both the empty-field and the format message are warnings, not errors). */
  tone?: FieldTone;
  children: ReactNode;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

export function captionId(id: string): string {
  return `${id}-caption`;
}

/**
 * Label, input, caption and validation message of one form field. Primer's FormControl does the
 * same but brings every input kind it knows into the bundle, which the first screen cannot afford.
 */
export function FieldFrame({ id, label, required = false, hideLabel = false, caption, error, tone = 'danger', children }: FieldFrameProps) {
  return (
    <div className={styles.frame}>
      {label === null ? null : (
        // The required mark sits beside the label, not in it: the label names the field, and the
        // input carries aria-required for screen readers.
        <span className={hideLabel ? styles.visuallyHidden : styles.labelRow}>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          {required ? (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      )}
      {children}
      {caption ? (
        <span id={captionId(id)} className={styles.caption}>
          {caption}
        </span>
      ) : null}
      {error ? (
        <span id={errorId(id)} className={styles.validation} data-tone={tone} role="alert">
          <Glyph name="alertFill12" />
          {error}
        </span>
      ) : null}
    </div>
  );
}
