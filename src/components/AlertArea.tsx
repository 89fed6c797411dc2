import { lazy, Suspense, type ReactNode } from 'react';
import { Glyph, type GlyphName } from './forms/Glyph';
import styles from './AlertArea.module.css';

// Server markup needs DOMPurify, which only the screens that show such markup should load.
const SafeMarkup = lazy(async () => ({ default: (await import('./SafeMarkup')).SafeMarkup }));

export type AlertVariant = 'danger' | 'warning' | 'success';

const GLYPHS: Record<AlertVariant, GlyphName> = { danger: 'stop16', warning: 'alert16', success: 'checkCircle16' };

export interface AlertAreaProps {
  variant?: AlertVariant;
  /** The message as text (or elements); escaped like any React text. */
  children?: ReactNode;
  /** Markup from the server instead, rendered only after sanitising. */
  markup?: string;
  testId?: string;
}

/**
 * The one alert of every screen (messages may be server markup, rendered after sanitising), drawn
 * in Primer's Flash colours with a CSS module so the sign-in screens can afford it. Failures and
 * warnings are announced as they appear.
 */
export function AlertArea({ variant = 'danger', children, markup, testId }: AlertAreaProps) {
  return (
    <div className={styles.alert} data-variant={variant} role={variant === 'success' ? 'status' : 'alert'} data-testid={testId}>
      <Glyph name={GLYPHS[variant]} />
      <div>
        {markup === undefined ? (
          children
        ) : (
          <Suspense fallback={null}>
            <SafeMarkup markup={markup} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
