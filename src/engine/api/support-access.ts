/**
 * The customer's support access (contract: "Support sessions (assume-as) that customers can trust"):
 * GET account/support-access for the grant and the log of support sessions, PUT on the same path to
 * turn it on for 1 to 30 days or off. The generated readers check each reply against its schema; this
 * is the one place that reads them.
 */
import { readSaveSupportAccess, saveSupportAccessRequest } from '../../generated/calls/send/save-support-access';
import { readSupportAccess, supportAccessRequest } from '../../generated/calls/send/support-access';
import type { SupportAccessData, SupportSession } from '../../generated/types/api-support-access';
import type { SupportGrantData } from '../../generated/types/api-support-grant';
import type { ApiError, ApiResult } from './envelope';
import { exchange, type ApiClient } from './http';

export type { SupportAccessData, SupportGrantData, SupportSession };

/** The grant and the log, newest first. A 403 is a user who is not one of the account's own ALL administrators. */
export async function fetchSupportAccess(client: ApiClient): Promise<ApiResult<SupportAccessData>> {
  return readSupportAccess(await exchange(supportAccessRequest, client));
}

/** The change the customer asks for: on for `days` (1 to 30), or off now (which ends running sessions). */
export type GrantChange = { readonly enabled: true; readonly days: number } | { readonly enabled: false };

/** PUT account/support-access; the server asks for a fresh proof first (1210), which the API client brokers. */
export async function saveSupportAccess(change: GrantChange, client: ApiClient): Promise<ApiResult<SupportGrantData>> {
  const fields = change.enabled ? { enabled: true, days: change.days } : { enabled: false };
  // Named for the step-up dialog: the action the user is asked to confirm.
  const stepUpAction = change.enabled ? 'supportAccess.turnOnAction' : 'supportAccess.turnOffAction';
  return readSaveSupportAccess(await exchange({ ...saveSupportAccessRequest(fields), stepUpAction }, client));
}

/** HTTP 403: not one of the account's own ALL administrators, or a supporter inside a support session. */
export function isNotForThisUser(error: ApiError): boolean {
  return error.kind === 'http' && error.status === 403;
}
