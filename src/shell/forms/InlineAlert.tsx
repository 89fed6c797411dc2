import type { ReactNode } from 'react';
import { Glyph, type GlyphName } from './glyphs';
import styles from './light-controls.module.css';

export type InlineAlertVariant = 'danger' | 'warning' | 'success';

const GLYPHS: Record<InlineAlertVariant, GlyphName> = { danger: 'stop16', warning: 'alert16', success: 'checkCircle16' };

/**
 * A one-message alert in Primer's Flash colours, light enough for the sign-in screen (Primer's
 * Flash is fine elsewhere: see shell/AlertArea). Failures are announced as they appear.
 */
export function InlineAlert({ variant = 'danger', testId, children }: { variant?: InlineAlertVariant; testId?: string; children: ReactNode }) {
  return (
    <div className={styles.alert} data-variant={variant} role={variant === 'success' ? 'status' : 'alert'} data-testid={testId}>
      <Glyph name={GLYPHS[variant]} />
      <div>{children}</div>
    </div>
  );
}
