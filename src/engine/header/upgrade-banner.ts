/**
 * The upgrade banner above the header: loaded once per visit; hidden for any other
 * status, on any failure, and once the user closes it (for the rest of the browser session: the
 * session storage key upgradeBannerClosed names the account that closed it; log off forgets it).
 *
 * The banner sits above the header, so one that appears after the first signed-in frame moves the
 * whole shell down under the user's pointer (and is the page's largest paint). Its status is therefore
 * asked beside the account's own read, by the sign-in and by the first page's load
 * (`bannerBesideAccount`), and the first frame paints with it; the shell's start-up calls ask only
 * when nobody did (`askedFor`).
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiError, ApiResult } from '../api/envelope';
import type { ApiClient } from '../api/http';
import { fetchUpgradeStatus, upgradeBannerKind, type UpgradeBannerKind, type UpgradeStatus } from '../api/upgrade';
import { readSession, writeSession } from '../storage/browser-storage';

export interface BannerState {
  kind: UpgradeBannerKind | null;
  /** The vetted landing url, or null: the banner then has no button. */
  url: string | null;
  dismissed: boolean;
  /** Why the last load failed, or null: one for want of the service is loaded again when it answers (notices-again.ts). */
  failure: ApiError | null;
  /** The account whose status was asked for in this console start (answered or not), or null. */
  askedFor: string | null;
}

/** A console start's banner, not loaded yet (a valtio proxy: the banner reads its snapshot). */
export function createBannerState(): BannerState {
  return proxy<BannerState>({ kind: null, url: null, dismissed: false, failure: null, askedFor: null });
}

export async function loadBanner(banner: BannerState, client: ApiClient, accountId = ''): Promise<void> {
  if (accountId !== '') banner.askedFor = accountId;
  settleBanner(banner, await fetchUpgradeStatus(client), accountId);
}

function settleBanner(banner: BannerState, result: ApiResult<UpgradeStatus>, accountId: string): void {
  if (accountId !== '' && readSession('upgradeBannerClosed') === accountId) banner.dismissed = true;
  // A failure is silent: the banner simply does not show.
  banner.kind = result.ok ? upgradeBannerKind(result.data.status) : null;
  banner.url = result.ok ? result.data.landingUrl : null;
  banner.failure = result.ok ? null : ref(result.error);
}

/**
 * How long the first signed-in frame waits for the banner's status once the account is read. Both
 * are asked together, so the status is normally there already; a slower one is not worth holding
 * the menu for, and shows when it comes.
 */
export const BANNER_GRACE_MS = 100;

export interface BannerBesideAccount {
  /** Asks for the status: call it once the session is known to exist (fetchSessionInfo's `onSession`). */
  readonly start: () => void;
  /** Keeps the status for the account read, waiting BANNER_GRACE_MS at most; nothing when never started. */
  readonly settle: (accountId: string) => Promise<void>;
}

export function bannerBesideAccount(banner: BannerState, client: ApiClient, graceMs = BANNER_GRACE_MS): BannerBesideAccount {
  let status: Promise<ApiResult<UpgradeStatus>> | null = null;
  return {
    start: () => {
      status ??= fetchUpgradeStatus(client);
    },
    settle: async (accountId) => {
      if (status === null) return;
      banner.askedFor = accountId;
      const settled = status.then((result) => settleBanner(banner, result, accountId));
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([settled, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    },
  };
}

export function dismissBanner(banner: BannerState, accountId = ''): void {
  banner.dismissed = true;
  if (accountId !== '') writeSession('upgradeBannerClosed', accountId);
}

export function forgetBannerDismissal(): void {
  writeSession('upgradeBannerClosed', null);
}
