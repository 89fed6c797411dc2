/**
 * What the signed-in layout reports when the account cannot be loaded for a reason other than a lost
 * session: the route error's data, which the route error page recognises and explains.
 */
import type { ApiError } from './envelope';

export interface AccountLoadFailure {
  reason: 'account-load';
  error: ApiError;
}

/** Route error data is whatever a loader threw, so its shape is checked before it is trusted. */
export function isAccountLoadFailure(value: unknown): value is AccountLoadFailure {
  if (typeof value !== 'object' || value === null) return false;
  const { reason, error } = value as { reason?: unknown; error?: unknown };
  return reason === 'account-load' && typeof error === 'object' && error !== null;
}
