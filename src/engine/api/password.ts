/**
 * Forgot password: POST account/verificationcode sends a code by email, PUT
 * account/password sets the new password with it. Both are unauthenticated JSON calls.
 */
import type { AxiosInstance } from 'axios';
import { readResetPassword, resetPasswordRequest } from '../../generated/calls/send/reset-password';
import { readVerificationCode, verificationCodeRequest } from '../../generated/calls/send/verification-code';
import { mapData, type ApiResult } from './envelope';
import { exchange } from './http';

export interface VerificationRequest {
  readonly username: string;
  readonly email: string;
}

export interface PasswordReset extends VerificationRequest {
  readonly password: string;
  readonly verification_code: string;
}

/** The data is the prefix the dialog shows read-only before the code box. */
export async function requestVerificationCode(request: VerificationRequest, client: AxiosInstance): Promise<ApiResult<string>> {
  const result = readVerificationCode(await exchange(verificationCodeRequest(request), client));
  return mapData(result, (data) => data.prefix);
}

export async function resetPassword(reset: PasswordReset, client: AxiosInstance): Promise<ApiResult<null>> {
  const result = readResetPassword(await exchange(resetPasswordRequest(reset), client));
  return mapData(result, () => null);
}
