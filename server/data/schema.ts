// The store's tables, as ordered schema steps, and the step runner.
import type { PGlite } from '@electric-sql/pglite';

// Ordered schema steps. Never edit a step once shipped: add a new one, so existing data dirs upgrade in place.
const MIGRATIONS: readonly string[] = [
  `
  create table meta (key text primary key, value text not null);

  -- Companies are shared by the account's "comp" block and the Manual License Check screen.
  create table companies (
    guid text primary key,              -- text on purpose: GUIDs like 00123 must stay strings
    customer_id text not null,
    name text not null,
    email text not null default '',
    address text not null default '',
    city text not null default '',
    state text not null default '',
    zip text not null default '',
    country text not null default '',
    first_name text not null default '',
    last_name text not null default '',
    phone text not null default '',
    prefer_language text not null default 'en',
    is_v1eas boolean not null default false,
    enable_cuplog boolean not null default false,
    sync_fails boolean not null default false  -- demo switch: the licence server sync fails for this company
  );

  -- The licence-side account detail of a company (Account tab of Manual License Check).
  create table license_accounts (
    company_guid text primary key references companies(guid) on delete cascade,
    accountid bigint not null,
    accountname text not null,
    namespace text not null default '',
    alias_id_char text not null default '',
    pid text not null default '',
    accode text not null default '',
    pending_accode text not null default '',
    seats integer not null default 0,
    led text not null default '',
    version_type text not null default '',
    grace_period integer not null default 0,
    bucode text not null default '',
    license_check_last_success_time timestamptz,
    license_check_status text not null default '',
    email text not null default '',
    language text not null default 'en',
    cobrand_id integer not null default 3,
    created_at timestamptz not null,
    modified_at timestamptz not null,
    lastlogin_time timestamptz
  );

  create table licenses (
    id serial primary key,
    company_guid text not null references companies(guid) on delete cascade,
    accode text not null,
    pid text not null,
    seats integer not null,
    led text not null,
    grace_period integer not null,
    auto_renewal boolean not null
  );

  create table accounts (
    account_id bigint primary key,
    username text not null,                 -- login name, stored lower-case
    namespace text not null default '',     -- tenant part of "name@@namespace"
    password_hash text not null,            -- scrypt, see auth/password-hashing.ts
    license_acct_id bigint not null,
    usertype integer not null,
    licensetype integer not null,
    status integer not null default 1,
    descendant_level integer not null default 0,
    parent_id bigint not null default 0,
    is_sso boolean not null default false,
    name text not null,
    email text not null,
    is_cobrand_enable boolean not null default false,
    cobrand_id integer not null default 3,
    is_advanced_license boolean not null default true,
    is_imsx_migration_enabled boolean not null default false,
    license_expire_action_type integer not null default 0,
    days_before_expiration integer not null default 120,
    company_guid text not null references companies(guid),
    site text not null default 'US',
    home_url text not null default '',
    provision_progress integer not null default 40,
    theme text not null default 'light' check (theme in ('light', 'dark')),
    language text not null default 'en' check (language in ('en', 'ja')),
    timezone text not null default '',
    assumeas_name text,                     -- set while a super admin is assuming this account
    assumeas_id bigint,
    login_block text check (login_block in ('disabled', 'invalid_license', 'dirauth', 'auth_disabled', 'redirect', 'disabled_ip')),
    login_block_data text,                  -- the 803 key or the 301 url
    mfa_enabled boolean not null default false,
    mfa_auth_source integer not null default 1,
    mfa_enforced boolean not null default false,
    totp_secret text,
    totp_last_step bigint,                  -- last accepted TOTP time step: a code works once
    migration_status integer,               -- null: not migrating
    migration_customer boolean not null default false,
    migration_sso boolean not null default false,
    migration_redirect_url text not null default '',
    upgrade_status integer not null default 1,
    upgrade_error text,                     -- non-null: productupgrade answers this errorCode
    unique (namespace, username)
  );

  create table account_perms (
    account_id bigint not null references accounts(account_id) on delete cascade,
    position integer not null,
    perm text not null,
    primary key (account_id, perm)
  );

  create table account_features (
    account_id bigint not null references accounts(account_id) on delete cascade,
    position integer not null,
    name text not null,
    value text not null,
    primary key (account_id, name)
  );

  create table promotions (
    account_id bigint primary key references accounts(account_id) on delete cascade,
    is_promotion integer not null,
    status integer not null,
    url text not null,
    deadline_date text not null            -- YYYY-MM-DD kept as text: no time zone drift
  );

  -- Only a hash of the session id is stored, so a leaked table cannot be replayed as cookies.
  create table sessions (
    id_hash text primary key,
    account_id bigint not null references accounts(account_id) on delete cascade,
    created_at timestamptz not null,
    last_seen timestamptz not null,
    expires_at timestamptz not null,
    assume_released boolean not null default false
  );
  create index sessions_account on sessions(account_id);

  create table notices (
    notice_id text primary key,
    position integer not null,
    type text not null check (type in ('v1ecs-promotion', 'what-is-new', 'license_expiration_reminder')),
    subject_en text not null,
    subject_ja text not null,
    popup_html_en text not null,
    popup_html_ja text not null,
    popup boolean not null,
    popup_closeable boolean not null,
    popup_close_and_complete boolean not null
  );

  create table notice_completions (
    account_id bigint not null references accounts(account_id) on delete cascade,
    notice_id text not null references notices(notice_id) on delete cascade,
    completed_at timestamptz not null,
    primary key (account_id, notice_id)
  );

  -- Emergency (MFA) codes and password-reset verification codes; only hashes are kept.
  create table one_time_codes (
    id serial primary key,
    account_id bigint not null references accounts(account_id) on delete cascade,
    purpose text not null check (purpose in ('emergency', 'verification')),
    prefix text not null default '',
    code_hash text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,
    used boolean not null default false
  );
  create index one_time_codes_lookup on one_time_codes(account_id, purpose, created_at);

  create table rate_events (
    kind text not null,
    key text not null,
    at timestamptz not null
  );
  create index rate_events_lookup on rate_events(kind, key, at);

  -- Dev outbox: mail the server "sends" lands here so tests and demos can read codes.
  create table outbox (
    id serial primary key,
    to_addr text not null,
    subject text not null,
    body text not null,
    code text not null default '',
    created_at timestamptz not null
  );

  create table version_info (
    component text primary key,
    position integer not null,
    version text not null,
    last_update_time timestamptz not null
  );

  create table sites (
    site text primary key,
    name text not null,
    sort integer not null
  );
  `,
  `
  -- A super administrator's session assuming another account through the account-management page:
  -- account_id is the assumed account, assumed_by the session's account before it (back to it on release).
  alter table sessions add column assumed_by bigint references accounts(account_id) on delete cascade;
  `,
  `
  -- Step-up (fresh authentication for sensitive actions): when the session's user last proved who they
  -- are (the sign-in, or a re-authentication), and whether a re-authentication still lets through the
  -- one sensitive action it was made for (auth/step-up.ts).
  alter table sessions add column proved_at timestamptz;
  update sessions set proved_at = created_at;
  alter table sessions alter column proved_at set not null;
  alter table sessions add column proof_unspent boolean not null default false;

  -- Re-authentication challenges: single use, bound to the session that asked, expiring, spent by
  -- five wrong answers. Only a hash of the challenge is kept. state: pending, done (proved) or spent.
  create table reauth_challenges (
    id_hash text primary key,
    session_hash text not null references sessions(id_hash) on delete cascade,
    account_id bigint not null references accounts(account_id) on delete cascade,
    factor text not null check (factor in ('password', 'otp', 'sso')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    wrong_answers integer not null default 0,
    state text not null default 'pending' check (state in ('pending', 'done', 'spent'))
  );
  create index reauth_challenges_session on reauth_challenges(session_hash);
  `,
  `
  -- Step-up per account (auth/step-up.ts, maxAgeFor): the maximum age of a proof, in seconds, that this
  -- account's sensitive actions take. null: the server's STEP_UP_MAX_AGE; a number: this account's own
  -- (0 asks every time). The UI-server decides how fresh a proof must be; the demo's stepup* accounts have 0.
  alter table accounts add column step_up_max_age integer;
  `,
  `
  -- Step-up (auth/step-up.ts): a challenge counts the answers tried on it, right or wrong, each in the
  -- statement that takes it and before the answer is checked, so that answers sent at once cannot all
  -- pass the count of five before any of them is counted.
  alter table reauth_challenges rename column wrong_answers to tries;
  `,
  `
  -- Support sessions (contract: "Support sessions (assume-as) that customers can trust"). A customer
  -- account's grant: support access holds until "until" (null: off). A support session is a supporter's
  -- session assuming a customer: read-only unless write_until is ahead, ending by itself at expires_at
  -- (or when the grant ends); ended_at / ended_by are written when it ends (or when it is first seen
  -- overdue: data/support-sessions.ts settles those). Elevations and writes are the customer's log.
  create table support_grants (
    account_id bigint primary key references accounts(account_id) on delete cascade,
    until timestamptz
  );
  create table support_sessions (
    id serial primary key,
    customer_id bigint not null references accounts(account_id) on delete cascade,
    supporter_id bigint not null references accounts(account_id) on delete cascade,
    supporter_name text not null,
    reason text not null,
    ticket text not null,
    started_at timestamptz not null,
    expires_at timestamptz not null,
    write_until timestamptz,
    ended_at timestamptz,
    ended_by text check (ended_by in ('supporter', 'expiry', 'customer', 'grant'))
  );
  create index support_sessions_customer on support_sessions(customer_id, started_at);
  create table support_elevations (
    session_id integer not null references support_sessions(id) on delete cascade,
    at timestamptz not null,
    until timestamptz not null,
    reason text not null
  );
  create table support_writes (
    session_id integer not null references support_sessions(id) on delete cascade,
    at timestamptz not null,
    call text not null
  );
  -- The HTTP session's running support session, and one that ended by itself and whose end the
  -- session has not yet been told of through account/present (until then its calls answer 401 code 1221).
  alter table sessions add column support_session_id integer references support_sessions(id) on delete set null;
  alter table sessions add column support_ended_id integer references support_sessions(id) on delete set null;
  -- A supporter's own length of a support session (seconds); null: SUPPORT_SESSION_SECONDS.
  alter table accounts add column support_session_seconds integer;
  `,
  `
  -- A supporter's own longest write mode (seconds), below the minutes asked; null: as asked.
  alter table accounts add column support_write_seconds integer;
  `,
];

/** Applies the steps this store has not seen yet, each in its own transaction. */
export async function migrate(db: PGlite): Promise<void> {
  await db.exec('create table if not exists schema_version (version integer not null)');
  const res = await db.query<{ version: number }>('select version from schema_version');
  let current = res.rows[0]?.version ?? 0;
  if (res.rows.length === 0) await db.query('insert into schema_version (version) values (0)');
  for (; current < MIGRATIONS.length; current++) {
    const step = MIGRATIONS[current] ?? '';
    // Each step and its version bump commit together, so a crash never leaves a half-applied step.
    await db.transaction(async (tx) => {
      await tx.exec(step);
      await tx.query('update schema_version set version = $1', [current + 1]);
    });
  }
}
