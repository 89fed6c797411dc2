/**
 * The upgrade banner above the header: loaded once per visit; hidden for any other
 * status, on any failure, and once the user closes it (for this page load).
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiError } from '../api/envelope';
import type { ApiClient } from '../api/http';
import { fetchUpgradeStatus, upgradeBannerKind, type UpgradeBannerKind } from '../api/upgrade';

export interface BannerState {
  kind: UpgradeBannerKind | null;
  /** The vetted landing url, or null: the banner then has no button. */
  url: string | null;
  dismissed: boolean;
  /** Why the last load failed, or null: one for want of the service is loaded again when it answers (notices-again.ts). */
  failure: ApiError | null;
}

/** A console start's banner, not loaded yet (a valtio proxy: the banner reads its snapshot). */
export function createBannerState(): BannerState {
  return proxy<BannerState>({ kind: null, url: null, dismissed: false, failure: null });
}

export async function loadBanner(banner: BannerState, client: ApiClient): Promise<void> {
  const result = await fetchUpgradeStatus(client);
  // A failure is silent: the banner simply does not show.
  banner.kind = result.ok ? upgradeBannerKind(result.data.status) : null;
  banner.url = result.ok ? result.data.landingUrl : null;
  banner.failure = result.ok ? null : ref(result.error);
}

export function dismissBanner(banner: BannerState): void {
  banner.dismissed = true;
}
