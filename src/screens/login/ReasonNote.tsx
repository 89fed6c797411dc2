import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoginReason } from '../../engine/navigation/login-reason';
import type { LoadServices } from '../../engine/services/console-services';
import { AlertArea } from '../../components/AlertArea';
import { waitForSignIn } from './wait-for-sign-in';

/** The sentence of each reason the console may have kept for the login page (login-reason.ts): one fixed text each. */
const REASON_TEXTS: Readonly<Record<LoginReason, string>> = {
  'no-access': 'login.noAccess',
  'session-expired': 'login.sessionExpired',
  'logged-off-elsewhere': 'login.loggedOffElsewhere',
};

export interface ReasonNoteProps {
  readonly reason: LoginReason;
  /** Whether the sentence shows: a failed sign-in's message takes its place, the wait goes on. */
  readonly shown: boolean;
  readonly loadServices: LoadServices;
  /** The vetted page to return to (the login page's `return` parameter), or null. */
  readonly returnTo: string | null;
}

/**
 * Why the console sent the user to the login page, and, after a log off in another tab, the wait
 * for a sign-in in any tab that brings this one back to its page (wait-for-sign-in.ts). Loaded only
 * when the console kept a reason: the plain login page's first screen carries none of it.
 */
export default function ReasonNote({ reason, shown, loadServices, returnTo }: ReasonNoteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const waits = reason === 'logged-off-elsewhere';
  useEffect(
    () => (waits ? waitForSignIn(loadServices, returnTo, (path) => navigate(path, { replace: true })) : undefined),
    [waits, loadServices, returnTo, navigate],
  );
  return shown ? (
    <AlertArea variant="warning" testId={`login-${reason}`}>
      {t(REASON_TEXTS[reason])}
    </AlertArea>
  ) : null;
}
