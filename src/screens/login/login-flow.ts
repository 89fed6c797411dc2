/**
 * The sign-in flow, as steps the login page acts on: migration check, MFA status, then
 * either the login itself or the MFA dialog. Loaded on the first submit (or username blur), so the
 * API client stays off the first screen. The page hands each step the loader of the console's
 * services (the API client, the session, the route table), which the step awaits.
 */
import { fetchSessionInfo } from '../../engine/api/account';
import { login } from '../../engine/api/login';
import { splitUsername } from '../../engine/api/login-name';
import { fetchMfaSetting, fetchMfaStatus, type MfaCredentials } from '../../engine/api/mfa';
import { fetchMigrationStatus, type MigrationStatus } from '../../engine/api/migration';
import type { ApiError, ApiResult } from '../../engine/api/envelope';
import type { ApiClient } from '../../engine/api/http';
import { sameOriginTarget } from '../../engine/api/unauthorized';
import { fetchSavedTheme } from '../../engine/api/theme';
import type { LoginReason } from '../../engine/login/login-reason';
import { announceSignOut, NO_ACCESS_LEAVE } from '../../engine/leaving/sign-out';
import { withReturnTarget } from '../../engine/login/return-target';
import type { ConsoleServices, LoadServices } from '../../engine/services/console-services';
import { setMfaSetting, setSession } from '../../engine/session/session';
import type { SessionInfo } from '../../generated/types/session-info';
import { rememberSignInName } from '../../engine/login/sign-in-name';
import { setTheme, themeState } from '../../engine/theme/theme';
import { messageRef, type MessageRef } from '../../engine/validation/message-ref';
import { loginFailure, mfaStatusFailure } from './login-messages';
import { migrationDecision, type MigrationDecision, type MigrationMoment } from './migration-decision';

export type LoginStep =
  /** A full page load (the new console of a migrated company, a 301 redirect, a sign-out); `say` is what the login page then says. */
  | { readonly kind: 'leave'; readonly url: string; readonly say?: LoginReason }
  /** A page of the console. */
  | { readonly kind: 'navigate'; readonly path: string }
  /** Login is blocked by a product upgrade. */
  | { readonly kind: 'blocked' }
  /** MFA is on with the local auth source: ask for the code. */
  | { readonly kind: 'mfa'; readonly credentials: MfaCredentials }
  | { readonly kind: 'failed'; readonly message: MessageRef };

/** How long a username's migration status is reused: the check when the field is left serves the Log On that follows. */
export const MIGRATION_STATUS_REUSE_MS = 60_000;
/** The migration statuses a console start asked for, by username (kept by its services: `startState`). */
const askedStatuses = () => new Map<string, { asked: number; status: Promise<ApiResult<MigrationStatus>> }>();

/** The username's migration status: asked once for the blur check and the Log On after it, never from a failed answer. */
function migrationStatus({ api, startState }: ConsoleServices, username: string): Promise<ApiResult<MigrationStatus>> {
  const migrationStatuses = startState(askedStatuses);
  const now = Date.now();
  const known = migrationStatuses.get(username);
  if (known && now - known.asked < MIGRATION_STATUS_REUSE_MS) return known.status;
  const status = fetchMigrationStatus(username, api);
  migrationStatuses.set(username, { asked: now, status });
  void status.then((result) => {
    if (!result.ok && migrationStatuses.get(username)?.status === status) migrationStatuses.delete(username);
  });
  return status;
}

/** The migration decision for a username; a failed check lets sign-in go on (the server enforces it too). */
export async function checkMigration(loadServices: LoadServices, username: string, moment: MigrationMoment): Promise<MigrationDecision> {
  const status = await migrationStatus(await loadServices(), username);
  return status.ok ? migrationDecision(status.data, moment) : { kind: 'continue' };
}

/** Applies the account's saved theme when it differs from the one on screen, before the first signed-in page. */
async function applySavedTheme(api: ApiClient): Promise<void> {
  const saved = await fetchSavedTheme(api);
  if (saved.ok && saved.data !== null && saved.data !== themeState.theme) setTheme(saved.data);
}

function failedLogin(error: ApiError, redirect: string | null): LoginStep {
  const failure = loginFailure(error, redirect, window.location.origin);
  return failure.kind === 'redirect' ? { kind: 'leave', url: failure.url } : { kind: 'failed', message: failure.message };
}

/**
 * Log On pressed with both fields filled. `returnTo` is the vetted page asked for before sign-in,
 * or null; the entry page opens it when the account may.
 */
export async function signIn(loadServices: LoadServices, username: string, password: string, returnTo: string | null): Promise<LoginStep> {
  const services = await loadServices();
  const { api } = services;
  const name = username.trim();
  const migration = await checkMigration(loadServices, name, 'login');
  if (migration.kind !== 'continue') return migration;

  const credentials: MfaCredentials = { ...splitUsername(name), password };
  const mfa = await fetchMfaStatus(credentials, api);
  if (!mfa.ok) return { kind: 'failed', message: mfaStatusFailure(mfa.error) };
  if (mfa.data.enabled && mfa.data.authSource === '1') return { kind: 'mfa', credentials };

  const result = await login({ ...credentials, login_type: 0 }, api);
  if (!result.ok) return failedLogin(result.error, result.redirect);
  // A redirect header means go there, on the console's own origin only.
  const redirect = result.redirect === null ? null : sameOriginTarget(result.redirect, window.location.origin);
  if (redirect !== null && redirect !== '/') {
    await applySavedTheme(api);
    return { kind: 'leave', url: redirect };
  }
  await Promise.all([applySavedTheme(api), readSignedInState(services, name)]);
  if (services.session.info !== null) announceSignIn(services, services.session.info);
  // The entry page takes it from here: MFA setup, the page asked for or the first route the account may open.
  return { kind: 'navigate', path: returnTo === null ? '/' : withReturnTarget('/', returnTo) };
}

/**
 * Signed in now, so nothing here can meet a 401: the account and its MFA setting are read side by
 * side and kept in the session state, where the entry page, the layout and the shell take them
 * instead of asking again. A failed read keeps nothing: the page that needs it asks itself.
 */
async function readSignedInState({ api, session: store }: ConsoleServices, username: string): Promise<void> {
  const [session, mfaSetting] = await Promise.all([fetchSessionInfo(api, { sessionKnown: true }), fetchMfaSetting(api)]);
  if (session.ok) {
    rememberSignInName(session.data.account.account_id, username);
    setSession(store, session.data);
  }
  if (mfaSetting.ok) setMfaSetting(store, mfaSetting.data);
}

/** The MFA dialog's code: a TOTP (login_type 0) or an emailed emergency code (login_type 1). */
export async function signInWithCode(
  loadServices: LoadServices,
  credentials: MfaCredentials,
  code: string,
  loginType: 0 | 1,
  returnTo: string | null,
): Promise<LoginStep> {
  const services = await loadServices();
  const { api, routeTable } = services;
  const result = await login({ ...credentials, login_type: loginType, mfa_code: code.trim() }, api);
  if (!result.ok) return failedLogin(result.error, result.redirect);

  // After an MFA login the account is fetched and stored here, and the page asked for or the first
  // accessible route opened. The show-rule interpreter is large: it loads only now.
  const [{ createRouteAccess }, { signInDestination }] = await Promise.all([
    import('../../engine/access/route-access'),
    import('../../engine/login/sign-in-destination'),
  ]);
  const session = await fetchSessionInfo(api, { sessionKnown: true });
  if (!session.ok) return { kind: 'failed', message: messageRef('login.sessionFailed') };
  const { accountname, namespace } = credentials;
  rememberSignInName(session.data.account.account_id, namespace === undefined ? accountname : `${accountname}@@${namespace}`);
  setSession(services.session, session.data);
  await applySavedTheme(api);
  const destination = signInDestination(returnTo, routeTable, createRouteAccess(routeTable, session.data));
  // Signed in with nothing to open: signed out again, and told so on the login page. The other tabs
  // hear of it now; the page follows the step at once.
  if (destination === null) {
    announceSignOut(services.tabs, NO_ACCESS_LEAVE);
    return { kind: 'leave', ...NO_ACCESS_LEAVE };
  }
  announceSignIn(services, session.data);
  return { kind: 'navigate', path: destination };
}

/**
 * Tells the console's other tabs who signed in: the login pages waiting after a log off elsewhere
 * return to their pages, and a tab showing another account covers it (engine/tabs/tab-decision.ts).
 */
function announceSignIn({ tabs }: ConsoleServices, info: SessionInfo): void {
  // Named as the shell names it (tab-decision.ts, tabAccountOf), without importing that into the sign-in.
  tabs.post({ type: 'signed-in', account: { id: info.account.account_id, name: info.account.name || info.account.email } });
}
