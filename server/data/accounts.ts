// The accounts table and what hangs off an account (its permissions and feature flags). Routes go
// through here rather than writing SQL against these tables themselves, so the row shape is defined once.
import type { Queryable } from './store';

export interface AccountRow {
  account_id: number;
  username: string;
  namespace: string;
  password_hash: string;
  license_acct_id: number;
  usertype: number;
  licensetype: number;
  status: number;
  descendant_level: number;
  parent_id: number;
  is_sso: boolean;
  name: string;
  email: string;
  is_cobrand_enable: boolean;
  cobrand_id: number;
  is_advanced_license: boolean;
  is_imsx_migration_enabled: boolean;
  license_expire_action_type: number;
  days_before_expiration: number;
  company_guid: string;
  site: string;
  home_url: string;
  provision_progress: number;
  theme: 'light' | 'dark';
  language: 'en' | 'ja';
  timezone: string;
  assumeas_name: string | null;
  assumeas_id: number | null;
  login_block: 'disabled' | 'invalid_license' | 'dirauth' | 'auth_disabled' | 'redirect' | 'disabled_ip' | null;
  login_block_data: string | null;
  mfa_enabled: boolean;
  mfa_auth_source: number;
  mfa_enforced: boolean;
  totp_secret: string | null;
  totp_last_step: number | null;
  migration_status: number | null;
  migration_customer: boolean;
  migration_sso: boolean;
  migration_redirect_url: string;
  upgrade_status: number;
  upgrade_error: string | null;
  /** The maximum age of a proof (seconds) for this account's sensitive actions; null: the server's STEP_UP_MAX_AGE. */
  step_up_max_age: number | null;
  /** This supporter's own length of a support session (seconds); null: SUPPORT_SESSION_SECONDS. */
  support_session_seconds: number | null;
  /** This supporter's own longest write mode (seconds), below the minutes asked; null: as asked. */
  support_write_seconds: number | null;
}

/** The account signing in as `username` in `namespace` (both lower-case), if any. */
export async function findAccountByLogin(db: Queryable, username: string, namespace: string): Promise<AccountRow | undefined> {
  if (!username || username.length > 256 || namespace.length > 256) return undefined;
  const res = await db.query<AccountRow>('select * from accounts where username = $1 and namespace = $2', [username, namespace]);
  return res.rows[0] ? normalize(res.rows[0]) : undefined;
}

export async function findAccountById(db: Queryable, id: number): Promise<AccountRow | undefined> {
  const res = await db.query<AccountRow>('select * from accounts where account_id = $1', [id]);
  return res.rows[0] ? normalize(res.rows[0]) : undefined;
}

// bigint columns may arrive as JS bigint depending on size; the app works with plain numbers.
function normalize(row: AccountRow): AccountRow {
  return {
    ...row,
    account_id: Number(row.account_id),
    license_acct_id: Number(row.license_acct_id),
    parent_id: Number(row.parent_id),
    assumeas_id: row.assumeas_id === null ? null : Number(row.assumeas_id),
    totp_last_step: row.totp_last_step === null ? null : Number(row.totp_last_step),
  };
}

/** The account's permissions ("NAME" or "NAME:action"), in their given order. */
export async function permsOf(db: Queryable, accountId: number): Promise<string[]> {
  const res = await db.query<{ perm: string }>('select perm from account_perms where account_id = $1 order by position', [accountId]);
  return res.rows.map((r) => r.perm);
}

/** The account's feature flags, in their given order. */
export async function featuresOf(db: Queryable, accountId: number): Promise<{ name: string; value: string }[]> {
  const res = await db.query<{ name: string; value: string }>(
    'select name, value from account_features where account_id = $1 order by position',
    [accountId],
  );
  return res.rows;
}

export async function saveTheme(db: Queryable, accountId: number, theme: AccountRow['theme']): Promise<void> {
  await db.query('update accounts set theme = $2 where account_id = $1', [accountId, theme]);
}

export async function saveLanguage(db: Queryable, accountId: number, language: AccountRow['language']): Promise<void> {
  await db.query('update accounts set language = $2 where account_id = $1', [accountId, language]);
}

/** The first-run region choice; an empty `language` keeps the account's language. */
export async function saveRegion(
  db: Queryable,
  accountId: number,
  region: { site: string; timezone: string; language: string },
): Promise<void> {
  await db.query("update accounts set site = $2, timezone = $3, language = coalesce(nullif($4, ''), language) where account_id = $1", [
    accountId,
    region.site,
    region.timezone,
    region.language,
  ]);
}

/**
 * Takes the 30-second TOTP step `step` for the account: false when it already used that step or a later one
 * (a code works once, and two answers racing with the same code cannot both win).
 */
export async function takeTotpStep(db: Queryable, accountId: number, step: number): Promise<boolean> {
  const res = await db.query(
    'update accounts set totp_last_step = $2 where account_id = $1 and (totp_last_step is null or totp_last_step < $2) returning account_id',
    [accountId, step],
  );
  return res.rows.length > 0;
}

export async function savePasswordHash(db: Queryable, accountId: number, passwordHash: string): Promise<void> {
  await db.query('update accounts set password_hash = $2 where account_id = $1', [accountId, passwordHash]);
}
