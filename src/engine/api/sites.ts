/** GET account/sites: the data regions the first-run page offers. */
import type { AxiosInstance } from 'axios';
import { readSites, sitesRequest } from '../../generated/calls/send/sites';
import type { Site } from '../../generated/types/api-sites';
import { mapData, type ApiResult } from './envelope';
import { exchange } from './http';

export interface Region {
  readonly site: string;
  readonly name: string;
  /** The server's order, or null when it sent none. */
  readonly order: number | null;
}

function toRegion(site: Site): Region {
  const order = site.order === undefined ? null : Number(site.order);
  return { site: site.site, name: site.name ?? '', order: order === null || Number.isNaN(order) ? null : order };
}

export async function fetchSites(client: AxiosInstance): Promise<ApiResult<Region[]>> {
  const result = readSites(await exchange(sitesRequest, client));
  return mapData(result, (data) => data.map(toRegion));
}
