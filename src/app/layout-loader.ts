/**
 * The root layout loads the account before anything under it renders. Signed out, it
 * goes to the sign-in page, which returns to the page asked for (an unknown url is a 404 instead);
 * any other failure becomes a route error the error page explains.
 */
import { data, redirect } from 'react-router-dom';
import type { AccountLoadFailure } from '../engine/api/account-load-failure';
import { loginUrlReturningTo } from '../engine/login/return-target';
import { readSignedInState } from '../engine/scope/signed-in-state';
import type { ConsoleServices } from '../engine/services/console-services';
import { shellPaintOfStart } from '../shell/parts/shell-paint';

/** When no shell shows after the account is read, the integrations start this long after at the latest. */
const INTEGRATIONS_BOUND_MS = 3000;

/**
 * `request` is the navigation being loaded: its url is the page to return to, not the one being left.
 * `unknownPath` says the url matched no route but the not-found one: signed out, that is a 404 (the
 * not-found page), not a sign-in that would only lead back to it.
 */
export async function layoutLoader(services: ConsoleServices, request: Request, unknownPath = false): Promise<null> {
  const { session } = services;
  // Integrations whose code fails to load (or to start) stay off for this start: never an unhandled
  // rejection. They start once the menu has painted and the browser idled (shell/parts/shell-paint.ts),
  // or INTEGRATIONS_BOUND_MS after the account is read when no shell shows (a page the layout rules send to).
  const startIntegrations = () =>
    void services
      .startState(shellPaintOfStart)
      .when('integrations', INTEGRATIONS_BOUND_MS)
      .then(() => import('./start-integrations'))
      .then((module) => module.startIntegrations(services))
      .catch(() => undefined);
  // The account read earlier in this visit (by the sign-in flow or the entry page) is not read again:
  // the loader runs once per visit, and signing out clears it.
  if (session.info !== null) {
    startIntegrations();
    return null;
  }
  // The one reader (engine/scope/signed-in-state.ts): the banner above the header and the MFA setting
  // the layout rules need are asked beside the account, so the shell renders once, in this
  // navigation, rather than after a spinner and one more round trip.
  const { account: result } = await readSignedInState(services);
  if (result.ok) {
    startIntegrations();
    return null;
  }
  if (result.error.kind === 'http' && result.error.status === 401) {
    if (unknownPath) throw data(null, { status: 404 });
    const { pathname, search } = new URL(request.url);
    // The router strips the fragment from a loader's request, but a framed page no route names lives
    // there (the workspace's encoding): take it from the address bar when that is the page loading.
    const hash = window.location.pathname === pathname ? window.location.hash : '';
    throw redirect(loginUrlReturningTo(`${pathname}${search}${hash}`));
  }
  const status = result.error.kind === 'http' ? result.error.status : 502;
  throw data<AccountLoadFailure>({ reason: 'account-load', error: result.error }, { status });
}
