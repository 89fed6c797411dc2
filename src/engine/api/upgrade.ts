/**
 * The product-upgrade status (GET account/visionone/productupgrade) and the banner it asks for:
 * NotStarted, NoVisionOne and NotConnect each have their own banner; every other status,
 * and any failure, shows none.
 */
import type { AxiosInstance } from 'axios';
import { productUpgradeRequest, readProductUpgrade } from '../../generated/calls/send/product-upgrade';
import { succeed, type ApiResult } from './envelope';
import { exchange } from './http';
import { consoleOrigin, outsideUrl } from './outside-url';

/** The upgrade status shares its values with the migration status. */
export const UPGRADE_STATUS = { notStarted: 0, inProgress: 1, completed: 2, failed: 3, noVisionOne: 17, notConnect: 18 } as const;

export type UpgradeBannerKind = 'not-started' | 'no-vision-one' | 'not-connect';

export interface UpgradeStatus {
  readonly status: number;
  /** The landing url, already vetted (http/https, a relative one resolved on the console's origin), or null. */
  readonly landingUrl: string | null;
}

export async function fetchUpgradeStatus(
  client: AxiosInstance,
  origin: string | undefined = consoleOrigin(),
): Promise<ApiResult<UpgradeStatus>> {
  const result = readProductUpgrade(await exchange(productUpgradeRequest, client));
  if (!result.ok) return result;
  const { upgradeStatus, landingPageSsoURL } = result.data;
  const status = typeof upgradeStatus === 'number' ? upgradeStatus : Number.parseInt(upgradeStatus, 10);
  return succeed({ status, landingUrl: outsideUrl(landingPageSsoURL, origin) }, result.redirect);
}

export function upgradeBannerKind(status: number): UpgradeBannerKind | null {
  switch (status) {
    case UPGRADE_STATUS.notStarted:
      return 'not-started';
    case UPGRADE_STATUS.noVisionOne:
      return 'no-vision-one';
    case UPGRADE_STATUS.notConnect:
      return 'not-connect';
    default:
      return null;
  }
}
