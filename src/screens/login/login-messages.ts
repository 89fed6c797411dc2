import type { TFunction } from 'i18next';
import type { ApiError } from '../../engine/api/envelope';
import { describeApiError } from '../../shell/describe-api-error';

/** The message for a failed login (spec 8, login result codes). */
export function loginFailureMessage(t: TFunction, error: ApiError): string {
  if (error.kind === 'http' && error.status === 401) return t('login.invalid');
  if (error.kind === 'code') {
    if (error.code === '701') return t('login.invalid');
    return t('login.failedCode', { code: error.code });
  }
  return describeApiError(t, error);
}
