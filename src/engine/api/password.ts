/**
 * Forgot password: POST account/verificationcode sends a code by email, PUT
 * account/password sets the new password with it. Both are unauthenticated JSON calls.
 */
import type { AxiosInstance } from 'axios';
import { resetPasswordMethod, resetPasswordPath } from '../../generated/calls/reset-password';
import { verificationCodeMethod, verificationCodePath } from '../../generated/calls/verification-code';
import type { VerificationCodeData } from '../../generated/types/api-verification-code';
import validateVerificationCode from '../../generated/validators/api-verification-code.js';
import { checkData, decodeCodeReply, signalsOf, succeed, type ApiResult } from './envelope';
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
  const reply = await exchange({ method: verificationCodeMethod, url: verificationCodePath, data: request, probe: true }, client);
  const result = checkData<VerificationCodeData>(
    decodeCodeReply(reply, verificationCodePath),
    validateVerificationCode,
    verificationCodePath,
    signalsOf(reply),
  );
  return result.ok ? succeed(result.data.prefix, result.redirect) : result;
}

export async function resetPassword(reset: PasswordReset, client: AxiosInstance): Promise<ApiResult<null>> {
  const reply = await exchange({ method: resetPasswordMethod, url: resetPasswordPath, data: reset, probe: true }, client);
  const result = decodeCodeReply(reply, resetPasswordPath);
  return result.ok ? succeed(null, result.redirect) : result;
}
