/**
 * GET withoutauth/account/migration/status: asked before signing in, and at username
 * blur, whether the user's company is moving to another console and where to.
 */
import type { AxiosInstance } from 'axios';
import { migrationStatusRequest, readMigrationStatus } from '../../generated/calls/send/migration-status';
import type { ApiResult } from './envelope';
import { exchange } from './http';

/** Migration status values. */
export const MIGRATION_STATUS_VALUES = {
  notStarted: 0,
  inProgress: 1,
  completed: 2,
  failed: 3,
  noVisionOne: 17,
  notConnect: 18,
} as const;

export interface MigrationStatus {
  readonly status: number;
  readonly redirectUrl: string;
  /** A customer account (as opposed to a partner's). */
  readonly customer: boolean;
  /** The account signs in through single sign-on: the error page shows the SSO variant of its dialog. */
  readonly sso: boolean;
}

export async function fetchMigrationStatus(username: string, client: AxiosInstance): Promise<ApiResult<MigrationStatus>> {
  // An unauthenticated call, so a probe: a 401 from an unusual server is reported rather than followed.
  const result = readMigrationStatus(await exchange(migrationStatusRequest({ username }), client));
  if (!result.ok) return result;
  const { migrationStatus, redirectURL, customer, sso } = result.data;
  return {
    ...result,
    data: { status: Number(migrationStatus), redirectUrl: redirectURL ?? '', customer: customer === true, sso: sso === true },
  };
}

/** The error code of the account-migration page. */
export const MIGRATION_ERROR_CODE = '52405';

// The url travels base64-encoded (redirect_v1_url) as UTF-8, so a url with non-ASCII text survives.
function toBase64(text: string): string {
  return btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
}

/** The decoded redirect_v1_url, or null when it is not base64 (standard or url-safe) of UTF-8 text. */
export function decodeRedirectParam(encoded: string): string | null {
  const standard = encoded.trim().replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The error page that explains a migration in progress and offers to continue there. */
export function migrationErrorPath(redirectUrl: string, sso: boolean): string {
  const query = new URLSearchParams({ code: MIGRATION_ERROR_CODE, redirect_v1_url: toBase64(redirectUrl) });
  if (sso) query.set('sso', '1');
  return `/error?${query.toString()}`;
}
