/**
 * The MFA calls (contract rows mfa/*): the sign-in checks (POST mfa/status, POST
 * mfa/email/emergencycode) and the signed-in account's setting (GET mfa/setting).
 */
import type { AxiosInstance } from 'axios';
import { mfaEmergencyCodeMethod, mfaEmergencyCodePath } from '../../generated/calls/mfa-emergency-code';
import { mfaSettingMethod, mfaSettingPath, mfaSettingXml } from '../../generated/calls/mfa-setting';
import { mfaStatusMethod, mfaStatusPath, mfaStatusXml } from '../../generated/calls/mfa-status';
import type { Flag, MfaSettingResult } from '../../generated/types/api-mfa-setting';
import validateMfaSetting from '../../generated/validators/api-mfa-setting.js';
import { checkData, decodeXmlReply, signalsOf, succeed, type ApiResult } from './envelope';
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

function credentialsForm(credentials: MfaCredentials): URLSearchParams {
  const body = new URLSearchParams();
  body.set('accountname', credentials.accountname);
  body.set('password', credentials.password);
  if (credentials.namespace) body.set('namespace', credentials.namespace);
  body.set('account_type', '1');
  return body;
}

function post(method: string, url: string, credentials: MfaCredentials, client: AxiosInstance) {
  return exchange(
    // Wrong credentials answer 401 here; the login page reports that itself, so no navigation.
    {
      method,
      url,
      data: credentialsForm(credentials),
      probe: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    },
    client,
  );
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

export async function fetchMfaStatus(credentials: MfaCredentials, client: AxiosInstance): Promise<ApiResult<MfaStatus>> {
  const reply = await post(mfaStatusMethod, mfaStatusPath, credentials, client);
  const result = checkData<MfaSettingResult>(
    decodeXmlReply(reply, mfaStatusPath, mfaStatusXml),
    validateMfaSetting,
    mfaStatusPath,
    signalsOf(reply),
  );
  return result.ok ? succeed(toStatus(result.data), result.redirect) : result;
}

/** Sends the emergency code by email; errorcode 1206 is the send limit. */
export async function sendEmergencyCode(credentials: MfaCredentials, client: AxiosInstance): Promise<ApiResult<null>> {
  const result = decodeXmlReply(await post(mfaEmergencyCodeMethod, mfaEmergencyCodePath, credentials, client), mfaEmergencyCodePath);
  return result.ok ? succeed(null, result.redirect) : result;
}

export async function fetchMfaSetting(client: AxiosInstance): Promise<ApiResult<MfaSetting>> {
  const reply = await exchange({ method: mfaSettingMethod, url: mfaSettingPath }, client);
  const result = checkData<MfaSettingResult>(
    decodeXmlReply(reply, mfaSettingPath, mfaSettingXml),
    validateMfaSetting,
    mfaSettingPath,
    signalsOf(reply),
  );
  return result.ok ? succeed(toStatus(result.data), result.redirect) : result;
}

/** MFA is enforced for the account and not set up yet: the entry page sends it to /mfa-configuration. */
export function mfaSetupRequired(setting: MfaSetting): boolean {
  return setting.enforced && !setting.setUp;
}
