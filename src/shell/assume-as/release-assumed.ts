/**
 * Releasing the assumed account: the one way the account menu and the assumed-account bar both do it.
 * On success the console loads / again, so the entry page fetches the administrator's own session
 * (and announces it to the other tabs as every console start does). The leave guard is asked first,
 * before anything changes on the server: a legacy page may hold input the user has not saved.
 */
import type { TFunction } from 'i18next';
import { describeApiError } from '../../components/describe-api-error';
import { releaseAssumeAs } from '../../engine/api/account';
import type { ApiClient } from '../../engine/api/http';
import type { LeaveGuard } from '../../engine/leaving/leave-guard';
import { leaveFor } from '../../engine/leaving/leave-page';

/** How a release ended: the console leaves, the user chose to stay, or it failed, with the sentence that says why. */
export type ReleaseOutcome =
  { readonly kind: 'leaving' } | { readonly kind: 'stayed' } | { readonly kind: 'failed'; readonly failure: string };

/** Once the guard agrees, releases, then leaves for /; on failure stays. */
export async function releaseAssumedAccount(api: ApiClient, t: TFunction, leaving: LeaveGuard): Promise<ReleaseOutcome> {
  if (!(await leaving.confirm('release'))) return { kind: 'stayed' };
  const result = await releaseAssumeAs(api);
  if (!result.ok) return { kind: 'failed', failure: t('accountMenu.releaseFailed', { reason: describeApiError(t, result.error) }) };
  leaving.letGo();
  leaveFor('/');
  return { kind: 'leaving' };
}
