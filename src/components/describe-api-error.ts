import type { TFunction } from 'i18next';
import type { ApiError } from '../engine/api/envelope';
import { isProofNotGiven } from '../engine/step-up/step-up-required';

/** A readable sentence for any failed call, in the user's language; never a raw reply. */
export function describeApiError(t: TFunction, error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return t('apiError.network');
    case 'http':
      // A fresher proof was asked for and not given (step-up cancelled or expired): the call changed nothing.
      if (isProofNotGiven(error)) return t('stepUp.callCancelled');
      return t('apiError.http', { status: error.status });
    case 'code':
      return t('apiError.code', { code: error.code });
    case 'shape':
      return t('apiError.shape');
  }
}
