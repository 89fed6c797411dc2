/** The engine and pattern versions of the About dialog (GET withoutauth/starcloudversioninfo). */
import type { AxiosInstance } from 'axios';
import { readVersionInfo, versionInfoRequest } from '../../generated/calls/send/version-info';
import { succeed, type ApiResult } from './envelope';
import { exchange } from './http';

/** The five components in the order the dialog lists them. */
export const VERSION_COMPONENTS = ['spam_engine', 'virus_engine', 'spam_pattern', 'spyware_pattern', 'virus_pattern'] as const;

export type VersionComponent = (typeof VERSION_COMPONENTS)[number];

export interface VersionRow {
  readonly component: VersionComponent;
  readonly version: string;
  /** ISO 8601 as the server sent it, or '' when it sent none. */
  readonly updated: string;
}

export async function fetchVersionInfo(client: AxiosInstance): Promise<ApiResult<VersionRow[]>> {
  const result = readVersionInfo(await exchange(versionInfoRequest, client));
  if (!result.ok) return result;
  const info = result.data.starcloudversioninfo;
  const rows = VERSION_COMPONENTS.map((component) => ({
    component,
    version: info[component] ?? '',
    updated: info[`${component}_last_update_time`] ?? '',
  }));
  return succeed(rows, result.redirect);
}
