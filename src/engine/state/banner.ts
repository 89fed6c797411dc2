/**
 * The upgrade banner above the header: loaded once per visit; hidden for any other
 * status, on any failure, and once the user closes it (for this page load).
 */
import { proxy } from 'valtio/vanilla';
import { fetchUpgradeStatus, upgradeBannerKind, type UpgradeBannerKind } from '../api/upgrade';

export interface BannerState {
  kind: UpgradeBannerKind | null;
  /** The vetted landing url, or null: the banner then has no button. */
  url: string | null;
  dismissed: boolean;
}

export const bannerState = proxy<BannerState>({ kind: null, url: null, dismissed: false });

export async function loadBanner(fetch: typeof fetchUpgradeStatus = fetchUpgradeStatus): Promise<void> {
  const result = await fetch();
  // A failure is silent: the banner simply does not show.
  bannerState.kind = result.ok ? upgradeBannerKind(result.data.status) : null;
  bannerState.url = result.ok ? result.data.landingUrl : null;
}

export function dismissBanner(): void {
  bannerState.dismissed = true;
}
