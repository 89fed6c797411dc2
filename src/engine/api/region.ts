/**
 * POST account/site, the contract's one call outside the API prefix: saves the first-run region
 * choice with the browser's time zone and the console's language.
 */
import type { AxiosInstance } from 'axios';
import { readSaveSite, saveSiteRequest } from '../../generated/calls/send/save-site';
import { mapData, type ApiResult } from './envelope';
import { exchange } from './http';

export interface RegionChoice {
  readonly data_site: string;
  /** An IANA zone name, e.g. Asia/Tokyo. */
  readonly timezone: string;
  readonly language: string;
}

export async function saveRegion(choice: RegionChoice, client: AxiosInstance): Promise<ApiResult<null>> {
  const result = readSaveSite(await exchange(saveSiteRequest(choice), client));
  return mapData(result, () => null);
}
