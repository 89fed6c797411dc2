// The account/present document: the signed-in account with its company, permissions and features.
import type { AppContext } from '../context';
import { featuresOf, permsOf, type AccountRow } from '../data/accounts';
import { findCompanySummary } from '../data/companies';
import { x, type XNode } from '../http/xml';

/** The resultinfo of account/present: account (with comp and extra), perms, features. */
export async function presentDocument(ctx: AppContext, a: AccountRow): Promise<XNode[]> {
  const c = await findCompanySummary(ctx.db, a.company_guid);
  const perms = await permsOf(ctx.db, a.account_id);
  const features = await featuresOf(ctx.db, a.account_id);
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
      features.map((f) => x(f.name, f.value)),
    ),
  ];
}
