/**
 * Releasing the assumed account: the one way the account menu and the assumed-account bar both do it.
 * On success the console loads / again, so the entry page fetches the administrator's own session
 * (and announces it to the other tabs as every console start does).
 */
import type { TFunction } from 'i18next';
import { releaseAssumeAs } from '../engine/api/account';
import type { ApiClient } from '../engine/api/http';
import { describeApiError } from '../components/describe-api-error';

/** Releases, then leaves for /; on failure stays and resolves to the sentence that says why. */
export async function releaseAssumedAccount(api: ApiClient, t: TFunction): Promise<string | null> {
  const result = await releaseAssumeAs(api);
  if (!result.ok) return t('accountMenu.releaseFailed', { reason: describeApiError(t, result.error) });
  window.location.assign('/');
  return null;
}
