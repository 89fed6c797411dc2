/**
 * POST /uiserver/account/site (contract: no API prefix): saves the first-run region choice with the
 * browser's time zone and the console's language.
 */
import type { AxiosInstance } from 'axios';
import { decodeCodeReply, succeed, type ApiResult } from './envelope';
import { exchange } from './http';

const SITE = '/uiserver/account/site';

export interface RegionChoice {
  readonly data_site: string;
  /** An IANA zone name, e.g. Asia/Tokyo. */
  readonly timezone: string;
  readonly language: string;
}

export async function saveRegion(choice: RegionChoice, client: AxiosInstance): Promise<ApiResult<null>> {
  const body = new URLSearchParams({ data_site: choice.data_site, timezone: choice.timezone, language: choice.language });
  const reply = await exchange(
    { method: 'post', url: SITE, data: body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    client,
  );
  const result = decodeCodeReply(reply, SITE);
  return result.ok ? succeed(null, result.redirect) : result;
}
