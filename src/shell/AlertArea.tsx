import { Flash } from '@primer/react';
import { SafeMarkup } from './SafeMarkup';

export type AlertVariant = 'default' | 'success' | 'warning' | 'danger';

export interface AlertAreaProps {
  variant?: AlertVariant;
  /** Plain text, rendered as text. */
  message?: string;
  /** Markup from the server, rendered only after sanitising. */
  markup?: string;
  testId?: string;
}

/**
 * The one alert of every screen (spec 8, "the alert area can render messages as markup"). Danger
 * and warning alerts are announced to screen readers as they appear.
 */
export function AlertArea({ variant = 'default', message, markup, testId = 'alert' }: AlertAreaProps) {
  const role = variant === 'danger' || variant === 'warning' ? 'alert' : 'status';
  return (
    <Flash variant={variant} role={role} data-testid={testId}>
      {markup === undefined ? message : <SafeMarkup markup={markup} />}
    </Flash>
  );
}
