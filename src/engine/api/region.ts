/**
 * POST account/site, the contract's one call outside the API prefix: saves the first-run region
 * choice with the browser's time zone and the console's language.
 */
import type { AxiosInstance } from 'axios';
import { saveSiteMethod, saveSitePath } from '../../generated/calls/save-site';
import { decodeCodeReply, succeed, type ApiResult } from './envelope';
import { exchange } from './http';

export interface RegionChoice {
  readonly data_site: string;
  /** An IANA zone name, e.g. Asia/Tokyo. */
  readonly timezone: string;
  readonly language: string;
}

export async function saveRegion(choice: RegionChoice, client: AxiosInstance): Promise<ApiResult<null>> {
  const body = new URLSearchParams({ data_site: choice.data_site, timezone: choice.timezone, language: choice.language });
  const reply = await exchange(
    { method: saveSiteMethod, url: saveSitePath, data: body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    client,
  );
  const result = decodeCodeReply(reply, saveSitePath);
  return result.ok ? succeed(null, result.redirect) : result;
}
