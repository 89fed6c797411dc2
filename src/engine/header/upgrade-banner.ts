/**
 * The upgrade banner above the header: loaded once per visit; hidden for any other
 * status, on any failure, and once the user closes it (for this page load).
 */
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/http';
import { fetchUpgradeStatus, upgradeBannerKind, type UpgradeBannerKind } from '../api/upgrade';

export interface BannerState {
  kind: UpgradeBannerKind | null;
  /** The vetted landing url, or null: the banner then has no button. */
  url: string | null;
  dismissed: boolean;
}

export const bannerState = proxy<BannerState>({ kind: null, url: null, dismissed: false });

export async function loadBanner(client: ApiClient): Promise<void> {
  const result = await fetchUpgradeStatus(client);
  // A failure is silent: the banner simply does not show.
  bannerState.kind = result.ok ? upgradeBannerKind(result.data.status) : null;
  bannerState.url = result.ok ? result.data.landingUrl : null;
}

export function dismissBanner(): void {
  bannerState.dismissed = true;
}
