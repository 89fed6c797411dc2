/**
 * Manual License Check calls: GET supporter/license/{companyId} for the details and
 * PUT on the same path for the sync. The id is text throughout (a GUID like 00123 stays 00123) and
 * is encoded as one path segment.
 */
import type { AxiosInstance } from 'axios';
import { supporterLicenseMethod, supporterLicensePath } from '../../generated/calls/supporter-license';
import { supporterLicenseSyncMethod, supporterLicenseSyncPath } from '../../generated/calls/supporter-license-sync';
import type { LicenseDetails } from '../../generated/types/api-supporter-license';
import validateDetails from '../../generated/validators/api-supporter-license.js';
import { checkData, decodeCodeReply, fail, signalsOf, succeed, type ApiError, type ApiResult } from './envelope';
import { exchange } from './http';

export type { LicenseDetails };

// The label errors carry: the path without its company id (`supporter/license`).
const CALL = supporterLicensePath.replace('/{companyId}', '');

/** An empty id is refused before any request, with the server's own code for it. */
export const NO_COMPANY_ID = '400';
const NOT_FOUND = '404';

/** The call's method and path, its {companyId} filled in as one encoded segment. */
function request(method: string, path: string, companyId: string) {
  return { method, url: path.replace('{companyId}', encodeURIComponent(companyId)) };
}

function noCompanyId(): ApiResult<never> {
  return fail({ kind: 'code', call: CALL, code: NO_COMPANY_ID, message: 'no company id', result: null }, null);
}

export async function fetchLicenseDetails(companyId: string, client: AxiosInstance): Promise<ApiResult<LicenseDetails>> {
  const id = companyId.trim();
  if (id === '') return noCompanyId();
  const reply = await exchange(request(supporterLicenseMethod, supporterLicensePath, id), client);
  return checkData<LicenseDetails>(decodeCodeReply(reply, CALL), validateDetails, CALL, signalsOf(reply));
}

/** The sync: code 0 is success, any other code a failed sync (contract). */
export async function syncLicense(companyId: string, client: AxiosInstance): Promise<ApiResult<null>> {
  const id = companyId.trim();
  if (id === '') return noCompanyId();
  const result = decodeCodeReply(await exchange(request(supporterLicenseSyncMethod, supporterLicenseSyncPath, id), client), CALL);
  return result.ok ? succeed(null, result.redirect) : result;
}

/** "No data found": HTTP 404, or a 404 code in the body. */
export function isNoData(error: ApiError): boolean {
  if (error.kind === 'http') return error.status === 404;
  return error.kind === 'code' && error.code === NOT_FOUND;
}

/** "no company id" (code 400): refused here before sending, or by the server. */
export function isNoCompanyId(error: ApiError): boolean {
  if (error.kind === 'http') return error.status === 400;
  return error.kind === 'code' && error.code === NO_COMPANY_ID;
}

/** Flags arrive as 1/0, true/false or their text; anything else is "no". */
export function isSet(flag: unknown): boolean {
  return flag === 1 || flag === true || flag === '1' || flag === 'true';
}
