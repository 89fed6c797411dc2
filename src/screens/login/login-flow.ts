/**
 * The sign-in flow: migration check, MFA status, then either the login itself or the MFA dialog,
 * and what follows each answer (a page left, a page of the console reached, a step shown). The sign-in's
 * hook (use-sign-in.ts) holds the steps and runs these; the login page loads them once the user
 * starts on the form, so the API client stays off the first screen. Each call awaits the loader
 * of the console's services (the API client, the session, the route table) it is handed.
 */
import { createRouteAccess } from '../../engine/access/route-access';
import { warmUpXmlDecoding, type ApiError, type ApiResult } from '../../engine/api/envelope';
import type { ApiClient } from '../../engine/api/http';
import { login } from '../../engine/api/login';
import { splitUsername } from '../../engine/api/login-name';
import { fetchMfaStatus, mfaSetupRequired, type MfaCredentials } from '../../engine/api/mfa';
import { fetchMigrationStatus, type MigrationStatus } from '../../engine/api/migration';
import { fetchSavedTheme } from '../../engine/api/theme';
import { sameOriginTarget } from '../../engine/api/unauthorized';
import { leavePage } from '../../engine/leaving/leave-page';
import type { LoginReason } from '../../engine/leaving/login-reason';
import { withReturnTarget } from '../../engine/login/return-target';
import { routedTarget, signedInLanding } from '../../engine/login/sign-in-destination';
import { rememberSignInName } from '../../engine/login/sign-in-name';
import { readSignedInState } from '../../engine/scope/signed-in-state';
import type { ConsoleServices, LoadServices } from '../../engine/services/console-services';
import { setTheme, themeState } from '../../engine/theme/theme';
import type { MessageRef } from '../../engine/validation/message-ref';
import type { SessionInfo } from '../../generated/types/session-info';
import { loginFailure, mfaStatusFailure } from './login-messages';
import { migrationDecision, type MigrationDecision, type MigrationMoment } from './migration-decision';
import type { SignInEvent, SignInState } from './sign-in-steps';

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

/** Signed in, yet not back on a page: said as the sign-in's failure. */
export type RefusedArrival = Extract<LoginStep, { kind: 'failed' }>;

/** A sign-in under way, as its hook (use-sign-in.ts) hands it to the flow. */
export interface SignInRun {
  readonly loadServices: LoadServices;
  /** The vetted page asked for before sign-in, or null: read when signing in. */
  readonly returnTo: () => string | null;
  /** Signed in as `username`, the flow names a page of the console: go there, or return why not. */
  readonly arrive: (path: string, username: string) => RefusedArrival | void;
  /** Moves the sign-in's steps (sign-in-steps.ts). */
  readonly dispatch: (event: SignInEvent) => void;
  /** The steps after the last event: answers arrive late, and are weighed against the user name typed since. */
  readonly state: () => SignInState;
}

/**
 * Readies what Log On runs for the first time after the click, in idle time while the user is still
 * typing: the XML replies' decoder (the migration check on leaving the user name field is JSON, so
 * the MFA status's reply would otherwise be the first XML decoded, with the sign-in waiting on it).
 */
export function prepare(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warmUpXmlDecoding, { timeout: 1000 });
  else setTimeout(warmUpXmlDecoding, 0);
}

/**
 * Carries out the flow's answer for `username`: a page left at once, a page of the console reached,
 * and the step shown. The MFA dialog's answer signs in as the name in the form, which cannot change
 * under the dialog.
 */
export function follow(run: SignInRun, step: LoginStep, username = run.state().username): void {
  const next = (step.kind === 'navigate' && run.arrive(step.path, username)) || step;
  if (next.kind === 'leave') leavePage(next);
  run.dispatch({ type: 'answered', step: next, username });
}

/** Log On pressed, with the form's values. */
export async function logOn(run: SignInRun, username: string, password: string): Promise<void> {
  follow(run, await signIn(run.loadServices, username, password, run.returnTo()), username);
}

/** The user name field left: a completed customer migration leaves at once, one in progress blocks Log On. */
export async function checkUsername(run: SignInRun, username: string): Promise<void> {
  const decision = await checkMigration(run.loadServices, username.trim(), 'blur');
  if (decision.kind === 'blocked') run.dispatch({ type: 'checked', username });
  else if (decision.kind === 'leave' && run.state().username === username) leavePage(decision);
}

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
  const name = username.trim();
  const migration = await checkMigration(loadServices, name, 'login');
  if (migration.kind !== 'continue') return migration;

  const credentials: MfaCredentials = { ...splitUsername(name), password };
  const mfa = await fetchMfaStatus(credentials, services.api);
  if (!mfa.ok) return { kind: 'failed', message: mfaStatusFailure(mfa.error) };
  if (mfa.data.enabled && mfa.data.authSource === '1') return { kind: 'mfa', credentials };
  return logIn(services, credentials, 0, undefined, returnTo);
}

/** The MFA dialog's code: a TOTP (login_type 0) or an emailed emergency code (login_type 1). */
export async function signInWithCode(
  loadServices: LoadServices,
  credentials: MfaCredentials,
  code: string,
  loginType: 0 | 1,
  returnTo: string | null,
): Promise<LoginStep> {
  return logIn(await loadServices(), credentials, loginType, code.trim(), returnTo);
}

/**
 * POST login, and what follows it, with or without an MFA code: a redirect the server names, or the
 * signed-in state read and the entry page, which takes it from here (MFA setup, the page asked for
 * or the first route the account may open, and the sign-out of an account that may open none).
 */
async function logIn(
  services: ConsoleServices,
  credentials: MfaCredentials,
  loginType: 0 | 1,
  code: string | undefined,
  returnTo: string | null,
): Promise<LoginStep> {
  const { api } = services;
  const result = await login({ ...credentials, login_type: loginType, mfa_code: code }, api);
  if (!result.ok) return failedLogin(result.error, result.redirect);
  // A redirect header means go there, on the console's own origin only.
  const redirect = result.redirect === null ? null : sameOriginTarget(result.redirect, window.location.origin);
  if (redirect !== null && redirect !== '/') {
    await applySavedTheme(api);
    return { kind: 'leave', url: redirect };
  }
  const { accountname, namespace } = credentials;
  await Promise.all([applySavedTheme(api), readSignedIn(services, namespace === undefined ? accountname : `${accountname}@@${namespace}`)]);
  if (services.session.info !== null) announceSignIn(services, services.session.info);
  const landing = landingOf(services, returnTo);
  if (landing !== null) return { kind: 'navigate', path: landing };
  return { kind: 'navigate', path: returnTo === null ? '/' : withReturnTarget('/', returnTo) };
}

/**
 * Where the account lands, decided here as the entry page decides it (signedInLanding), so that Log
 * On goes straight there rather than through the entry page's render and a second navigation. Null
 * leaves it to the entry page: the account or its MFA setting could not be read, or the account may
 * open no page (the entry page signs it out with a word).
 */
function landingOf({ session, routeTable }: ConsoleServices, returnTo: string | null): string | null {
  const { info, mfaSetting } = session;
  if (info === null || mfaSetting === null) return null;
  return signedInLanding({
    mfaSetupRequired: mfaSetupRequired(mfaSetting),
    firstAllowedPath: createRouteAccess(routeTable, info).firstAllowedPath(),
    returnTo: routedTarget(returnTo, routeTable),
  });
}

/**
 * Signed in now, so nothing here can meet a 401: the account, its MFA setting and the upgrade
 * banner's status are read side by side and kept in the session state, where the entry page, the layout and the shell take them
 * instead of asking again. A failed read keeps nothing: the page that needs it asks itself.
 */
async function readSignedIn(services: ConsoleServices, username: string): Promise<void> {
  // The one reader (engine/scope/signed-in-state.ts): the upgrade banner's status too, so that the
  // first signed-in frame paints with it.
  const { account } = await readSignedInState(services, { signedIn: true });
  if (account.ok) rememberSignInName(account.data.account.account_id, username);
}

/**
 * Tells the console's other tabs who signed in: the login pages waiting after a log off elsewhere
 * return to their pages, and a tab showing another account covers it (engine/tabs/tab-decision.ts).
 */
function announceSignIn({ tabs }: ConsoleServices, info: SessionInfo): void {
  // Named as the shell names it (tab-decision.ts, tabAccountOf), without importing that into the sign-in.
  tabs.post({ type: 'signed-in', account: { id: info.account.account_id, name: info.account.name || info.account.email } });
}
