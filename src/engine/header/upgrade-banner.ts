/**
 * The upgrade banner above the header: loaded once per visit; hidden for any other
 * status, on any failure, and once the user closes it (for this page load).
 */
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/http';
import { fetchUpgradeStatus, upgradeBannerKind, type UpgradeBannerKind } from '../api/upgrade';
import { failedForWantOfService } from '../reachability/read-again';

export interface BannerState {
  kind: UpgradeBannerKind | null;
  /** The vetted landing url, or null: the banner then has no button. */
  url: string | null;
  dismissed: boolean;
  /** The last load met no reply (the service could not be reached): loaded again when it answers. */
  unanswered: boolean;
}

/** A console start's banner, not loaded yet (a valtio proxy: the banner reads its snapshot). */
export function createBannerState(): BannerState {
  return proxy<BannerState>({ kind: null, url: null, dismissed: false, unanswered: false });
}

export async function loadBanner(banner: BannerState, client: ApiClient): Promise<void> {
  const result = await fetchUpgradeStatus(client);
  // A failure is silent: the banner simply does not show.
  banner.kind = result.ok ? upgradeBannerKind(result.data.status) : null;
  banner.url = result.ok ? result.data.landingUrl : null;
  banner.unanswered = !result.ok && failedForWantOfService(result.error);
}

export function dismissBanner(banner: BannerState): void {
  banner.dismissed = true;
}
