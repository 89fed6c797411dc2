// Companies and their licences: the account's "comp" block and the Manual License Check screen.
import type { Queryable } from './store';

/** A company row as stored; the licence check screen passes most of it on. */
export type CompanyRow = Record<string, string | boolean>;
/** A company's licence-side account as stored (dates are Date, ids may be bigint strings). */
export type LicenseAccountRow = Record<string, string | number | Date | null>;

export interface LicenseRow {
  accode: string;
  pid: string;
  seats: number;
  led: string;
  grace_period: number;
  auto_renewal: boolean;
}

/** The part of a company the account/present document shows. */
export async function findCompanySummary(
  db: Queryable,
  guid: string,
): Promise<{ guid: string; name: string; is_v1eas: boolean } | undefined> {
  const res = await db.query<{ guid: string; name: string; is_v1eas: boolean }>(
    'select guid, name, is_v1eas from companies where guid = $1',
    [guid],
  );
  return res.rows[0];
}

export async function findCompany(db: Queryable, guid: string): Promise<CompanyRow | undefined> {
  return (await db.query<CompanyRow>('select * from companies where guid = $1', [guid])).rows[0];
}

/** Whether the company's licence sync is set to fail (a demo switch); undefined when there is no such company. */
export async function findSyncFails(db: Queryable, guid: string): Promise<boolean | undefined> {
  return (await db.query<{ sync_fails: boolean }>('select sync_fails from companies where guid = $1', [guid])).rows[0]?.sync_fails;
}

export async function findLicenseAccount(db: Queryable, guid: string): Promise<LicenseAccountRow | undefined> {
  return (await db.query<LicenseAccountRow>('select * from license_accounts where company_guid = $1', [guid])).rows[0];
}

/** The company's licences, oldest first. */
export async function licensesOf(db: Queryable, guid: string): Promise<LicenseRow[]> {
  const res = await db.query<LicenseRow>(
    'select accode, pid, seats, led, grace_period, auto_renewal from licenses where company_guid = $1 order by id',
    [guid],
  );
  return res.rows;
}

/** Records the outcome of a licence sync; only a success moves the last-success time. */
export async function saveLicenseCheck(db: Queryable, guid: string, outcome: 'success' | 'failed', at: Date): Promise<void> {
  if (outcome === 'failed') {
    await db.query("update license_accounts set license_check_status = 'failed', modified_at = $2 where company_guid = $1", [guid, at]);
    return;
  }
  await db.query(
    "update license_accounts set license_check_status = 'success', license_check_last_success_time = $2, modified_at = $2 where company_guid = $1",
    [guid, at],
  );
}
