/**
 * The MFA calls (contract rows mfa/*): the sign-in checks (POST mfa/status, POST
 * mfa/email/emergencycode) and the signed-in account's setting (GET mfa/setting).
 */
import type { AxiosInstance } from 'axios';
import { mfaEmergencyCodeRequest, readMfaEmergencyCode } from '../../generated/calls/send/mfa-emergency-code';
import { mfaSettingRequest, readMfaSetting } from '../../generated/calls/send/mfa-setting';
import { mfaStatusRequest, readMfaStatus } from '../../generated/calls/send/mfa-status';
import type { Flag, MfaSettingResult } from '../../generated/types/api-mfa-setting';
import { mapData, type ApiResult } from './envelope';
import { exchange } from './http';

/** What the login form sends to the MFA calls (the same form as POST login, without the code). */
export interface MfaCredentials {
  readonly accountname: string;
  readonly password: string;
  readonly namespace?: string;
}

export interface MfaStatus {
  readonly enabled: boolean;
  /** '1' is local (the console asks for the code itself). */
  readonly authSource: string;
  readonly email: string;
}

export interface MfaSetting extends MfaStatus {
  readonly enforced: boolean;
  /** The account has set MFA up (mfa_status 1). */
  readonly setUp: boolean;
}

function flag(value: Flag | undefined): boolean {
  return value === '1' || value === 'true';
}

function toStatus(result: MfaSettingResult): MfaSetting {
  const setting = result.mfaSetting;
  return {
    enabled: flag(setting.enable_mfa),
    authSource: setting.auth_source ?? '',
    email: setting.email ?? '',
    enforced: flag(setting.enforce_mfa),
    setUp: flag(setting.mfa_status),
  };
}

// Wrong credentials answer 401 to the sign-in checks; the login page reports that itself (their requests are probes).
export async function fetchMfaStatus(credentials: MfaCredentials, client: AxiosInstance): Promise<ApiResult<MfaStatus>> {
  const result = readMfaStatus(await exchange(mfaStatusRequest(credentials), client));
  return mapData(result, toStatus);
}

/** Sends the emergency code by email; errorcode 1206 is the send limit. */
export async function sendEmergencyCode(credentials: MfaCredentials, client: AxiosInstance): Promise<ApiResult<null>> {
  const result = readMfaEmergencyCode(await exchange(mfaEmergencyCodeRequest(credentials), client));
  return mapData(result, () => null);
}

export async function fetchMfaSetting(client: AxiosInstance): Promise<ApiResult<MfaSetting>> {
  const result = readMfaSetting(await exchange(mfaSettingRequest, client));
  return mapData(result, toStatus);
}

/** MFA is enforced for the account and not set up yet: the entry page sends it to /mfa-configuration. */
export function mfaSetupRequired(setting: MfaSetting): boolean {
  return setting.enforced && !setting.setUp;
}
