/** Which message each failure of the forgot-password calls earns. Pure, tested one by one. */
import type { ApiError } from '../../../engine/api/envelope';
import { messageRef, type MessageRef } from '../../../engine/validation/message-ref';

const REQUEST_FAILED = messageRef('reset.requestFailed');
const INVALID_USER = messageRef('reset.invalidUser');

function transport(error: ApiError): MessageRef {
  if (error.kind === 'network') return messageRef('apiError.network');
  if (error.kind === 'shape') return messageRef('apiError.shape');
  return REQUEST_FAILED;
}

/** POST account/verificationcode: 400/404 with 706 invalid user or email, 429 too many requests, else request failed. */
export function verificationFailure(error: ApiError): MessageRef {
  if (error.kind !== 'http') return transport(error);
  if (error.status === 429) return messageRef('reset.tooManyRequests');
  if ((error.status === 400 || error.status === 404) && error.errorcode === '706') return INVALID_USER;
  return REQUEST_FAILED;
}

const BAD_REQUEST_CODES: Readonly<Record<string, MessageRef>> = {
  '1201': messageRef('reset.invalidCode'),
  '1202': messageRef('reset.expiredCode'),
  '1208': messageRef('reset.samePassword'),
};

/** PUT account/password: 400 by code, 404 invalid user or email, 429 too many retries, else request failed. */
export function resetFailure(error: ApiError): MessageRef {
  if (error.kind !== 'http') return transport(error);
  if (error.status === 400) return (error.errorcode && BAD_REQUEST_CODES[error.errorcode]) || REQUEST_FAILED;
  if (error.status === 404) return INVALID_USER;
  if (error.status === 429) return messageRef('reset.tooManyRetries');
  return REQUEST_FAILED;
}
