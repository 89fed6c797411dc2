/**
 * GET withoutauth/account/migration/status (spec 4.4): asked before signing in, and at username
 * blur, whether the user's company is moving to another console and where to.
 */
import type { AxiosInstance } from 'axios';
import type { MigrationStatusReply } from '../../generated/types/api-migration-status';
import validateMigrationStatus from '../../generated/validators/api-migration-status.js';
import { checkData, decodeErrorCodeReply, type ApiResult } from './envelope';
import { exchange, http } from './http';

const MIGRATION_STATUS = 'withoutauth/account/migration/status';

/** Migration status values (spec 3). */
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

export async function fetchMigrationStatus(username: string, client: AxiosInstance = http): Promise<ApiResult<MigrationStatus>> {
  // An unauthenticated call: probe, so a 401 from an unusual server is reported rather than followed.
  const reply = await exchange({ method: 'get', url: MIGRATION_STATUS, params: { username }, probe: true }, client);
  const result = checkData<MigrationStatusReply>(decodeErrorCodeReply(reply, MIGRATION_STATUS), validateMigrationStatus, MIGRATION_STATUS);
  if (!result.ok) return result;
  const { migrationStatus, redirectURL, customer, sso } = result.data;
  return {
    ...result,
    data: { status: Number(migrationStatus), redirectUrl: redirectURL ?? '', customer: customer === true, sso: sso === true },
  };
}
