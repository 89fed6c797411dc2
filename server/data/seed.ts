// Loads the demo data (demo-data.ts) into the store. Seeding runs once per data folder
// (meta.seed_version); FRESH=1 on start wipes the folder to re-seed.
import { hashPassword } from '../auth/password-hashing';
import type { AppContext } from '../context';
import {
  ACCOUNT_DEFAULTS,
  ACCOUNTS,
  ACME,
  COMPANIES,
  COMPANY_ROOT,
  COMPLETED_NOTICES,
  DEMO_PASSWORD,
  NOTICES,
  SEED_VERSION,
  SITES,
  V1_URL,
  VERSIONS,
} from './demo-data';

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Inserts the demo data unless this data dir already has this seed version. */
export async function seed(ctx: AppContext): Promise<{ seeded: boolean }> {
  const { db } = ctx;
  const done = await db.query<{ value: string }>("select value from meta where key = 'seed_version'");
  if (done.rows[0]?.value === SEED_VERSION) return { seeded: false };

  // scrypt runs on libuv's thread pool, so hashing all accounts at once takes a fraction of a second.
  const hashes = await Promise.all(ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const now = ctx.now();

  await db.transaction(async (tx) => {
    for (const c of COMPANIES) {
      const [first, last, email, phone] = c.contact;
      const [address, city, state, zip] = c.address;
      await tx.query(
        `insert into companies (guid, customer_id, name, email, address, city, state, zip, country, first_name, last_name, phone,
           prefer_language, is_v1eas, enable_cuplog, sync_fails)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) on conflict do nothing`,
        [
          c.guid,
          c.customer_id,
          c.name,
          email,
          address,
          city,
          state,
          zip,
          c.country,
          first,
          last,
          phone,
          c.prefer_language,
          c.is_v1eas,
          c.enable_cuplog,
          c.sync_fails ?? false,
        ],
      );
      const a = c.account;
      await tx.query(
        `insert into license_accounts (company_guid, accountid, accountname, namespace, alias_id_char, pid, accode, pending_accode, seats, led,
           version_type, grace_period, bucode, license_check_last_success_time, license_check_status, email, language, cobrand_id,
           created_at, modified_at, lastlogin_time)
         values ($1,$2,$3,'',$4,$5,$6,'',$7,$8,$9,30,'BU-01',$10,$11,$12,$13,3,$14,$15,$16) on conflict do nothing`,
        [
          c.guid,
          a.accountid,
          a.accountname,
          `${a.accountname}-alias`,
          a.pid,
          a.accode,
          a.seats,
          a.led,
          a.version_type,
          new Date('2026-05-01T00:00:00Z'),
          a.status,
          email,
          c.prefer_language,
          new Date('2024-01-15T09:00:00Z'),
          new Date('2026-05-01T00:00:00Z'),
          new Date('2026-05-20T08:30:00Z'),
        ],
      );
      // A data folder seeded by an earlier SEED_VERSION already holds its licences (they have no natural key to conflict on).
      const held = await tx.query('select 1 from licenses where company_guid = $1 limit 1', [c.guid]);
      for (const l of held.rows.length > 0 ? [] : c.licenses) {
        await tx.query(
          'insert into licenses (company_guid, accode, pid, seats, led, grace_period, auto_renewal) values ($1,$2,$3,$4,$5,$6,$7)',
          [c.guid, l.accode, l.pid, l.seats, l.led, l.grace_period, l.auto_renewal],
        );
      }
    }

    for (const [i, acc] of ACCOUNTS.entries()) {
      const a = { ...ACCOUNT_DEFAULTS, ...acc };
      await tx.query(
        `insert into accounts (account_id, username, namespace, password_hash, license_acct_id, usertype, licensetype, status,
           descendant_level, parent_id, is_sso, name, email, is_imsx_migration_enabled, days_before_expiration, company_guid, site,
           home_url, provision_progress, theme, language, assumeas_name, assumeas_id, login_block, login_block_data,
           mfa_enabled, mfa_enforced, totp_secret, migration_status, migration_customer, migration_sso, migration_redirect_url,
           upgrade_status, upgrade_error)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34)
         on conflict do nothing`,
        [
          a.id,
          a.username,
          a.namespace ?? '',
          hashes[i],
          a.owner ? a.id : COMPANY_ROOT,
          a.usertype,
          a.licensetype,
          a.status,
          a.descendant_level,
          a.parent_id,
          a.isSSO,
          a.name,
          a.email ?? `${a.username}@${a.company === ACME ? 'acme' : 'globex'}.example.com`,
          a.is_imsx_migration_enabled,
          a.days_before_expiration,
          a.company,
          a.site,
          a.home_url,
          a.provision_progress,
          a.theme,
          a.language,
          a.assumeas?.name ?? null,
          a.assumeas?.id ?? null,
          a.loginBlock?.kind ?? null,
          a.loginBlock?.data ?? null,
          a.mfa?.enabled ?? false,
          a.mfa?.enforced ?? false,
          a.mfa?.secret ?? null,
          a.migration?.status ?? null,
          a.migration?.customer ?? false,
          a.migration?.sso ?? false,
          a.migration?.url ?? '',
          a.upgrade?.status ?? 1,
          a.upgrade?.error ?? null,
        ],
      );
      // Step-up: an account's own maximum age of a proof (null, the server's STEP_UP_MAX_AGE, unless given).
      if (a.stepUpMaxAge !== undefined) {
        await tx.query('update accounts set step_up_max_age = $2 where account_id = $1', [a.id, a.stepUpMaxAge]);
      }
      if (a.supportSessionSeconds !== undefined) {
        await tx.query('update accounts set support_session_seconds = $2 where account_id = $1', [a.id, a.supportSessionSeconds]);
      }
      if (a.supportWriteSeconds !== undefined) {
        await tx.query('update accounts set support_write_seconds = $2 where account_id = $1', [a.id, a.supportWriteSeconds]);
      }
      // Support access: a grant of so many days from the seeding, or off (0).
      if (a.supportGrantDays !== undefined) {
        const until = a.supportGrantDays > 0 ? new Date(now.getTime() + a.supportGrantDays * 86_400_000) : null;
        await tx.query('insert into support_grants (account_id, until) values ($1, $2) on conflict do nothing', [a.id, until]);
      }
      for (const [pos, perm] of a.perms.entries()) {
        await tx.query('insert into account_perms (account_id, position, perm) values ($1,$2,$3) on conflict do nothing', [
          a.id,
          pos,
          perm,
        ]);
      }
      for (const [pos, [name, value]] of Object.entries(a.features ?? {}).entries()) {
        await tx.query('insert into account_features (account_id, position, name, value) values ($1,$2,$3,$4) on conflict do nothing', [
          a.id,
          pos,
          name,
          value,
        ]);
      }
      if (a.promotion) {
        const deadline = isoDate(new Date(now.getTime() + a.promotion.deadlineDays * 86_400_000));
        await tx.query(
          'insert into promotions (account_id, is_promotion, status, url, deadline_date) values ($1, 1, $2, $3, $4) on conflict do nothing',
          [a.id, a.promotion.status, `${V1_URL}/promotion?account=${a.id}`, deadline],
        );
      }
    }

    for (const [pos, n] of NOTICES.entries()) {
      await tx.query(
        `insert into notices (notice_id, position, type, subject_en, subject_ja, popup_html_en, popup_html_ja, popup, popup_closeable, popup_close_and_complete)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) on conflict do nothing`,
        [n.id, pos, n.type, n.subject[0], n.subject[1], n.html[0], n.html[1], n.popup, n.closeable, n.closeAndComplete],
      );
    }
    for (const [accountId, noticeId] of COMPLETED_NOTICES) {
      await tx.query('insert into notice_completions (account_id, notice_id, completed_at) values ($1,$2,$3) on conflict do nothing', [
        accountId,
        noticeId,
        now,
      ]);
    }
    for (const [site, name, order] of SITES) {
      await tx.query('insert into sites (site, name, sort) values ($1,$2,$3) on conflict do nothing', [site, name, order]);
    }
    for (const [pos, [component, version, updated]] of VERSIONS.entries()) {
      await tx.query(
        'insert into version_info (component, position, version, last_update_time) values ($1,$2,$3,$4) on conflict do nothing',
        [component, pos, version, new Date(updated)],
      );
    }
    await tx.query("insert into meta (key, value) values ('seed_version', $1) on conflict (key) do update set value = excluded.value", [
      SEED_VERSION,
    ]);
  });
  return { seeded: true };
}
