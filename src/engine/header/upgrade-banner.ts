/**
 * The upgrade banner above the header: loaded once per visit; hidden for any other
 * status, on any failure, and once the user closes it (for the rest of the browser session: the
 * session storage key upgradeBannerClosed names the account that closed it; log off forgets it).
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiError } from '../api/envelope';
import type { ApiClient } from '../api/http';
import { fetchUpgradeStatus, upgradeBannerKind, type UpgradeBannerKind } from '../api/upgrade';
import { readSession, writeSession } from '../storage/browser-storage';

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

export async function loadBanner(banner: BannerState, client: ApiClient, accountId = ''): Promise<void> {
  if (accountId !== '' && readSession('upgradeBannerClosed') === accountId) banner.dismissed = true;
  const result = await fetchUpgradeStatus(client);
  // A failure is silent: the banner simply does not show.
  banner.kind = result.ok ? upgradeBannerKind(result.data.status) : null;
  banner.url = result.ok ? result.data.landingUrl : null;
  banner.failure = result.ok ? null : ref(result.error);
}

export function dismissBanner(banner: BannerState, accountId = ''): void {
  banner.dismissed = true;
  if (accountId !== '') writeSession('upgradeBannerClosed', accountId);
}

export function forgetBannerDismissal(): void {
  writeSession('upgradeBannerClosed', null);
}
