import type { LoginReason } from '../../engine/leaving/login-reason';

/** The sentence of each reason the console may have kept for the login page (login-reason.ts): one fixed text each. */
export const REASON_TEXTS: Readonly<Record<LoginReason, string>> = {
  'no-access': 'login.noAccess',
  'session-expired': 'login.sessionExpired',
  'logged-off-elsewhere': 'login.loggedOffElsewhere',
};
