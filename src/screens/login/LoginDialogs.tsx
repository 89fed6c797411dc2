import { lazy, Suspense } from 'react';
import type { LoadServices } from '../../engine/services/console-services';
import type { ResetPrefill } from './login-query';
import type { MfaDialogsProps } from './mfa/MfaDialogs';

// Dialogs load on first open: the first screen carries only the form.
// The dialogs are Primer's: they bring the rest of its theme.
const MfaDialogs = lazy(async () => {
  const [{ MfaDialogs }] = await Promise.all([import('./mfa/MfaDialogs'), import('../../components/signed-in-theme')]);
  return { default: MfaDialogs };
});
const ResetPasswordDialog = lazy(async () => {
  const [{ ResetPasswordDialog }] = await Promise.all([import('./reset/ResetPasswordDialog'), import('../../components/signed-in-theme')]);
  return { default: ResetPasswordDialog };
});

export interface LoginDialogsProps {
  readonly loadServices: LoadServices;
  /** The MFA step's dialogs (use-sign-in.ts), while the code is asked. */
  readonly mfa: MfaDialogsProps | null;
  /** The reset-password dialog, prefilled, while it is open. */
  readonly reset: ResetPrefill | null;
  readonly closeReset: () => void;
}

/** The login page's dialogs: the MFA code and the password reset. */
export function LoginDialogs({ loadServices, mfa, reset, closeReset }: LoginDialogsProps) {
  return (
    <Suspense fallback={null}>
      {mfa ? <MfaDialogs {...mfa} /> : null}
      {reset ? (
        <ResetPasswordDialog loadServices={loadServices} username={reset.username} email={reset.email} onClose={closeReset} />
      ) : null}
    </Suspense>
  );
}
