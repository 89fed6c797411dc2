// Account look-ups and the account/present document. Routes go through here rather than writing SQL
// against the accounts table themselves, so the row shape is defined once.
import type { AppContext } from './context';
import { x, type XNode } from './xml';

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
}

/**
 * Splits a login name. The console sends "name" plus an optional namespace, but a raw
 * "name@@namespace" (spec section 5) is accepted too. Names compare case-insensitively.
 */
export function parseLoginName(accountname: string, namespace?: string): { username: string; namespace: string } {
  let name = accountname.trim();
  let ns = (namespace ?? '').trim();
  const at = name.indexOf('@@');
  if (at >= 0 && !ns) {
    ns = name.slice(at + 2);
    name = name.slice(0, at);
  }
  return { username: name.toLowerCase(), namespace: ns.toLowerCase() };
}

export async function findAccountByLogin(ctx: AppContext, username: string, namespace: string): Promise<AccountRow | undefined> {
  if (!username || username.length > 256 || namespace.length > 256) return undefined;
  const res = await ctx.db.query<AccountRow>('select * from accounts where username = $1 and namespace = $2', [username, namespace]);
  return res.rows[0] ? normalize(res.rows[0]) : undefined;
}

export async function findAccountById(ctx: AppContext, id: number): Promise<AccountRow | undefined> {
  const res = await ctx.db.query<AccountRow>('select * from accounts where account_id = $1', [id]);
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

export async function permsOf(ctx: AppContext, accountId: number): Promise<string[]> {
  const res = await ctx.db.query<{ perm: string }>('select perm from account_perms where account_id = $1 order by position', [accountId]);
  return res.rows.map((r) => r.perm);
}

/** The resultinfo of account/present: account (with comp and extra), perms, features. */
export async function presentDocument(ctx: AppContext, a: AccountRow): Promise<XNode[]> {
  const comp = await ctx.db.query<{ guid: string; name: string; is_v1eas: boolean }>(
    'select guid, name, is_v1eas from companies where guid = $1',
    [a.company_guid],
  );
  const c = comp.rows[0];
  const perms = await permsOf(ctx, a.account_id);
  const features = await ctx.db.query<{ name: string; value: string }>(
    'select name, value from account_features where account_id = $1 order by position',
    [a.account_id],
  );
  const account = x('account', [
    x('account_id', a.account_id),
    x('license_acct_id', a.license_acct_id),
    x('usertype', a.usertype),
    x('licensetype', a.licensetype),
    x('status', a.status),
    x('descendant_level', a.descendant_level),
    x('parent_id', a.parent_id),
    x('isSSO', a.is_sso),
    x('name', a.name),
    x('email', a.email),
    x('is_cobrand_enable', a.is_cobrand_enable),
    x('cobrand_id', a.cobrand_id),
    x('is_advanced_license', a.is_advanced_license),
    x('is_imsx_migration_enabled', a.is_imsx_migration_enabled),
    x('license_expire_action_type', a.license_expire_action_type),
    x('days_before_expiration', a.days_before_expiration),
    x('comp', [x('GUID', c?.guid ?? ''), x('name', c?.name ?? ''), x('is_v1eas', c?.is_v1eas ?? false), x('site', a.site)]),
    x('extra', [x('home_url', a.home_url), x('provision_progress', a.provision_progress)]),
  ]);
  return [
    account,
    x(
      'perms',
      perms.map((p) => x('perm', p)),
    ),
    x(
      'features',
      features.rows.map((f) => x(f.name, f.value)),
    ),
  ];
}
