/**
 * Why a licence sync failed, in words: the server's own message when it gave one (with its code),
 * else the failure as any call's (no answer, an HTTP status, an unreadable reply). The next step is
 * the same for every failure (try again, then pass it on), but for a sync the user chose not to
 * prove themselves for (step-up), and for one a read-only support session refused (403 code 1220):
 * nothing failed there, and nothing is to be passed on; the sentence says what to do instead.
 */
import { isProofNotGiven, isReadOnlySupportRefusal } from '../../components/describe-api-error';
import type { ApiError } from '../../engine/api/envelope';

export interface SyncFailureReason {
  /** Translation key of the reason. */
  key: string;
  values: Record<string, string | number>;
  /** Whether "try again, then pass it on" follows (false: the user's own choice). */
  next?: false;
}

export function syncFailureReason(error: ApiError): SyncFailureReason {
  if (isProofNotGiven(error)) return { key: 'stepUp.callCancelled', values: {}, next: false };
  if (isReadOnlySupportRefusal(error)) return { key: 'supportSession.readOnlyRefused', values: {}, next: false };
  switch (error.kind) {
    case 'code':
      return error.message.trim() === ''
        ? { key: 'apiError.code', values: { code: error.code } }
        : { key: 'licenseCheck.syncServerSaid', values: { message: error.message.trim(), code: error.code } };
    case 'http':
      return error.message !== undefined && error.message.trim() !== ''
        ? { key: 'licenseCheck.syncServerSaid', values: { message: error.message.trim(), code: error.errorcode ?? error.status } }
        : { key: 'apiError.http', values: { status: error.status } };
    case 'network':
      return { key: 'apiError.network', values: {} };
    case 'shape':
      return { key: 'apiError.shape', values: {} };
  }
}
