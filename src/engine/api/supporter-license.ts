/**
 * Manual License Check calls: GET supporter/license/{companyId} for the details and
 * PUT on the same path for the sync. The id is text throughout (a GUID like 00123 stays 00123) and
 * is encoded as one path segment.
 */
import type { AxiosInstance } from 'axios';
import { readSupporterLicense, supporterLicenseRequest } from '../../generated/calls/send/supporter-license';
import { readSupporterLicenseSync, supporterLicenseSyncRequest } from '../../generated/calls/send/supporter-license-sync';
import type { LicenseDetails } from '../../generated/types/api-supporter-license';
import { mapData, fail, type ApiError, type ApiResult } from './envelope';
import { exchange } from './http';

export type { LicenseDetails };

// The label errors carry, as the generated readers write it: the path without its company id.
const CALL = 'supporter/license';

/** An empty id is refused before any request, with the server's own code for it. */
export const NO_COMPANY_ID = '400';
const NOT_FOUND = '404';

function noCompanyId(): ApiResult<never> {
  return fail({ kind: 'code', call: CALL, code: NO_COMPANY_ID, message: 'no company id', result: null }, null);
}

export async function fetchLicenseDetails(companyId: string, client: AxiosInstance): Promise<ApiResult<LicenseDetails>> {
  const id = companyId.trim();
  if (id === '') return noCompanyId();
  return readSupporterLicense(await exchange(supporterLicenseRequest({ companyId: id }), client));
}

/** The sync: code 0 is success, any other code a failed sync (contract). */
export async function syncLicense(companyId: string, client: AxiosInstance): Promise<ApiResult<null>> {
  const id = companyId.trim();
  if (id === '') return noCompanyId();
  const result = readSupporterLicenseSync(
    // Named for the step-up dialog, should the sync ask for a fresh proof.
    await exchange({ ...supporterLicenseSyncRequest({ companyId: id }), stepUpAction: 'licenseCheck.startSync' }, client),
  );
  return mapData(result, () => null);
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
