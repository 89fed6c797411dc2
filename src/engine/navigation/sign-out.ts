/**
 * Signing out through the UI-server's logoff, which ends the session and answers `302 /login`.
 * Nothing of its query reaches the login page, so what the login page is to say afterwards the
 * console keeps itself before it leaves (login-reason.ts).
 */
import type { PageLeave } from './leave-page';

export const LOGOFF_URL = '/uiserver/logoff';

/** An account with no page it may open: signed out, and told so on the login page. */
export const NO_ACCESS_LEAVE = { url: LOGOFF_URL, say: 'no-access' } as const satisfies PageLeave;
