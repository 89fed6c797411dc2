/**
 * Which message each sign-in failure earns. Pure: every result code maps to a translation
 * key here, and the tests go through them one by one.
 */
import type { ApiError } from '../../engine/api/envelope';
import { sameOriginTarget } from '../../engine/api/unauthorized';
import { messageRef, type MessageRef } from '../../engine/validation/message-ref';

const INVALID_LOGIN = messageRef('login.invalid');
const REQUEST_FAILED = messageRef('login.requestFailed');
/** HTTP 429: the server's limit on failed sign-ins (per account and per address) holds for now. */
const TOO_MANY_ATTEMPTS = messageRef('login.tooManyAttempts');

/** Failures no envelope explains: the connection or an unreadable reply. */
function transportFailure(error: ApiError): MessageRef | null {
  if (error.kind === 'network') return messageRef('apiError.network');
  if (error.kind === 'shape') return messageRef('apiError.shape');
  return null;
}

/** POST mfa/status: 701 and HTTP 401 are a wrong login, 429 too many attempts, another code a failed request, anything else "unable to authenticate". */
export function mfaStatusFailure(error: ApiError): MessageRef {
  if (error.kind === 'code') return error.code === '701' ? INVALID_LOGIN : REQUEST_FAILED;
  if (error.kind === 'http' && error.status === 429) return TOO_MANY_ATTEMPTS;
  if (error.kind === 'http') return error.status === 401 ? INVALID_LOGIN : messageRef('login.unableToAuthenticate', { code: error.status });
  return transportFailure(error) ?? messageRef('login.unableToAuthenticate', { code: '-' });
}

/** HTTP 401 of POST login: the MFA code kinds, else a wrong login. */
const UNAUTHORISED_CODES: Readonly<Record<string, MessageRef>> = {
  '1203': messageRef('mfa.invalidTotp'),
  '1204': messageRef('mfa.invalidEmergencyCode'),
  '1205': messageRef('mfa.expiredEmergencyCode'),
};

/** errorcode of POST login (its result codes). 803 adds the key from resultinfo. */
const RESULT_CODES: Readonly<Record<string, MessageRef>> = {
  '-3': messageRef('login.accountDisabled'),
  '-4': messageRef('login.invalidLicense'),
  '804': messageRef('login.authDisabled'),
  '4403': messageRef('login.disabledIp'),
  '701': INVALID_LOGIN,
  ...UNAUTHORISED_CODES,
};

export type LoginFailure =
  | { readonly kind: 'message'; readonly message: MessageRef }
  /** errorcode 301: go where the redirect header says (a full page load, same origin only). */
  | { readonly kind: 'redirect'; readonly url: string };

function keyOf(result: unknown): string {
  if (typeof result !== 'object' || result === null) return '';
  const key = (result as Record<string, unknown>).key;
  return typeof key === 'string' ? key : '';
}

/** What a failed POST login shows, or where it sends the browser. `origin` is the console's own. */
export function loginFailure(error: ApiError, redirect: string | null, origin: string): LoginFailure {
  const message = (ref: MessageRef): LoginFailure => ({ kind: 'message', message: ref });
  if (error.kind === 'code') {
    if (error.code === '301') {
      const target = redirect === null ? null : sameOriginTarget(redirect, origin);
      // A redirect to another origin is not followed: say that sign-in did not go through, with the code.
      return target === null ? message(messageRef('login.failedCode', { code: error.code })) : { kind: 'redirect', url: target };
    }
    if (error.code === '803') return message(messageRef('login.enforceDirectoryAuth', { key: keyOf(error.result) }));
    return message(RESULT_CODES[error.code] ?? messageRef('login.failedCode', { code: error.code }));
  }
  if (error.kind === 'http') {
    if (error.status === 401) return message((error.errorcode && UNAUTHORISED_CODES[error.errorcode]) || INVALID_LOGIN);
    if (error.status === 429) return message(TOO_MANY_ATTEMPTS);
    return message(messageRef('login.failedCode', { code: error.errorcode ?? String(error.status) }));
  }
  return message(transportFailure(error) ?? messageRef('login.unableToAuthenticate', { code: '-' }));
}

/** POST mfa/email/emergencycode: 'email sent' on success, the send limit for 1206, else a failed request. */
export function emergencyCodeOutcome(error: ApiError | null): { readonly sent: boolean; readonly message: MessageRef } {
  if (error === null) return { sent: true, message: messageRef('mfa.emailSent') };
  if (error.kind === 'code' && error.code === '1206') return { sent: false, message: messageRef('mfa.sendLimit') };
  return { sent: false, message: transportFailure(error) ?? REQUEST_FAILED };
}
