/**
 * The root layout loads the account before anything under it renders (spec 2.1). Signed out, it
 * goes to the sign-in page; any other failure becomes a route error the error page explains.
 */
import { data, redirect } from 'react-router-dom';
import { fetchSessionInfo } from '../engine/api/account';
import type { ApiError } from '../engine/api/envelope';
import { setSession } from '../engine/state/session';

export interface AccountLoadFailure {
  reason: 'account-load';
  error: ApiError;
}

export async function layoutLoader(): Promise<null> {
  const result = await fetchSessionInfo();
  if (result.ok) {
    setSession(result.data);
    void import('./start-integrations').then(({ startIntegrations }) => startIntegrations());
    return null;
  }
  if (result.error.kind === 'http' && result.error.status === 401) {
    throw redirect('/login');
  }
  const status = result.error.kind === 'http' ? result.error.status : 502;
  throw data<AccountLoadFailure>({ reason: 'account-load', error: result.error }, { status });
}
