import type { TFunction } from 'i18next';
import type { ApiError } from '../engine/api/envelope';

/**
 * A call that failed because the fresher proof it asked for (401 with code 1210, step-up) was not
 * given: the user cancelled, or the challenge expired. It changed nothing; screens say so. (Here,
 * beside the sentence, rather than in the API's modules: a screen's chunk importing those would split
 * the shell's shared chunk.)
 */
export function isProofNotGiven(error: ApiError): boolean {
  return error.kind === 'http' && error.status === 401 && error.errorcode === '1210';
}

/**
 * A call refused because the support session is read-only (403 code 1220): nothing changed, and the
 * way on is to raise the session, never to ask for a permission or to try again.
 */
export function isReadOnlySupportRefusal(error: ApiError): boolean {
  return error.kind === 'http' && error.status === 403 && error.errorcode === '1220';
}

/** A readable sentence for any failed call, in the user's language; never a raw reply. */
export function describeApiError(t: TFunction, error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return t('apiError.network');
    case 'http':
      // A fresher proof was asked for and not given (step-up cancelled or expired): the call changed nothing.
      if (isProofNotGiven(error)) return t('stepUp.callCancelled');
      // A read-only support session (403 code 1220): never a missing permission; raising it is the way.
      if (isReadOnlySupportRefusal(error)) return t('supportSession.readOnlyRefused');
      return t('apiError.http', { status: error.status });
    case 'code':
      return t('apiError.code', { code: error.code });
    case 'shape':
      return t('apiError.shape');
  }
}
