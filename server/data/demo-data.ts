// The demo data as plain tables: read these to know what the demo shows. data/seed.ts loads them
// into the store, once per data folder.

export const DEMO_PASSWORD = 'Demo@2026';
/** Base32 TOTP secret of the "mfa" account; add it to any authenticator app. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** Base32 TOTP secret of the "stepup-mfa" account: its own, so a code used by a test of "mfa" is not used for it. */
export const STEPUP_TOTP_SECRET = 'KN2GK4CVOBCGK3LPKNSWG4TFOQZDAMRW';
/** Bump it when the tables below change, so existing data folders are seeded again. */
export const SEED_VERSION = '4';

// ---------------------------------------------------------------------------------------------
// Companies (the account's "comp" block and the Manual License Check screen)
// ---------------------------------------------------------------------------------------------

interface SeedCompany {
  guid: string;
  customer_id: string;
  name: string;
  is_v1eas: boolean;
  enable_cuplog: boolean;
  sync_fails?: boolean;
  country: string;
  prefer_language: 'en' | 'ja';
  contact: [first: string, last: string, email: string, phone: string];
  address: [street: string, city: string, state: string, zip: string];
  account: {
    accountid: number;
    accountname: string;
    pid: string;
    accode: string;
    seats: number;
    led: string;
    version_type: string;
    status: string;
  };
  licenses: { accode: string; pid: string; seats: number; led: string; grace_period: number; auto_renewal: boolean }[];
}

export const COMPANIES: readonly SeedCompany[] = [
  {
    // A normal company.
    guid: '6f9619ff-8b86-4d01-b42d-00c04fc964ff',
    customer_id: 'CUST-20001',
    name: 'Globex Inc.',
    is_v1eas: false,
    enable_cuplog: true,
    country: 'US',
    prefer_language: 'en',
    contact: ['Hank', 'Scorpio', 'it@globex.example.com', '+1 555 0100'],
    address: ['1 Globex Way', 'Cypress Creek', 'OR', '97001'],
    account: {
      accountid: 50001,
      accountname: 'globex',
      pid: 'EMS-STD',
      accode: 'AC-GLBX-0001',
      seats: 250,
      led: '2027-03-31',
      version_type: 'Full',
      status: 'success',
    },
    licenses: [
      { accode: 'AC-GLBX-0001', pid: 'EMS-STD', seats: 250, led: '2027-03-31', grace_period: 30, auto_renewal: true },
      { accode: 'AC-GLBX-0002', pid: 'EMS-ADV', seats: 50, led: '2026-12-31', grace_period: 15, auto_renewal: false },
    ],
  },
  {
    // A v1 email-and-collaboration company: the console hides its Licenses tab.
    guid: 'a1c3e5f7-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
    customer_id: 'CUST-10001',
    name: 'Acme Corp',
    is_v1eas: true,
    enable_cuplog: false,
    country: 'US',
    prefer_language: 'en',
    contact: ['Alex', 'Admin', 'admin@acme.example.com', '+1 555 0101'],
    address: ['100 Main Street', 'Springfield', 'IL', '62701'],
    account: {
      accountid: 50002,
      accountname: 'acme',
      pid: 'V1-EAS',
      accode: 'AC-ACME-0001',
      seats: 500,
      led: '2027-06-30',
      version_type: 'Full',
      status: 'success',
    },
    licenses: [{ accode: 'AC-ACME-0001', pid: 'V1-EAS', seats: 500, led: '2027-06-30', grace_period: 30, auto_renewal: true }],
  },
  {
    // Its licence sync always fails (PUT supporter/license answers a non-zero code).
    guid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    customer_id: 'CUST-30001',
    name: 'Initech (sync fails)',
    is_v1eas: false,
    enable_cuplog: false,
    sync_fails: true,
    country: 'JP',
    prefer_language: 'ja',
    contact: ['Bill', 'Lumbergh', 'it@initech.example.jp', '+81 3 5555 0102'],
    address: ['1-2-3 Marunouchi', 'Chiyoda-ku', 'Tokyo', '100-0005'],
    account: {
      accountid: 50003,
      accountname: 'initech',
      pid: 'EMS-STD',
      accode: 'AC-INIT-0001',
      seats: 10,
      led: '2026-01-31',
      version_type: 'Trial',
      status: 'failed',
    },
    licenses: [{ accode: 'AC-INIT-0001', pid: 'EMS-STD', seats: 10, led: '2026-01-31', grace_period: 0, auto_renewal: false }],
  },
  {
    // GUID and name that look like numbers: must reach the console as "00123", never 123.
    guid: '00123',
    customer_id: '00456',
    name: '00123',
    is_v1eas: false,
    enable_cuplog: true,
    country: 'SG',
    prefer_language: 'en',
    contact: ['Numeric', 'Name', 'it@00123.example.com', '0065 5555 0103'],
    address: ['00123 Orchard Road', 'Singapore', '', '012345'],
    account: {
      accountid: 50004,
      accountname: '00123',
      pid: 'EMS-STD',
      accode: '0001234',
      seats: 100,
      led: '2027-01-01',
      version_type: 'Full',
      status: 'success',
    },
    licenses: [{ accode: '0001234', pid: 'EMS-STD', seats: 100, led: '2027-01-01', grace_period: 30, auto_renewal: true }],
  },
  {
    guid: '0042',
    customer_id: '0042',
    name: '1e3 Holdings',
    is_v1eas: false,
    enable_cuplog: false,
    country: 'AU',
    prefer_language: 'en',
    contact: ['Zero', 'Fortytwo', 'it@0042.example.com', '+61 2 5555 0104'],
    address: ['42 George Street', 'Sydney', 'NSW', '2000'],
    account: {
      accountid: 50005,
      accountname: '0042',
      pid: 'EMS-STD',
      accode: '0042',
      seats: 42,
      led: '2026-09-30',
      version_type: 'Full',
      status: 'success',
    },
    licenses: [{ accode: '0042', pid: 'EMS-STD', seats: 42, led: '2026-09-30', grace_period: 7, auto_renewal: false }],
  },
];

const GLOBEX = '6f9619ff-8b86-4d01-b42d-00c04fc964ff';
export const ACME = 'a1c3e5f7-2b4d-4e6f-8a9b-0c1d2e3f4a5b';
const NUMERIC = '00123';
/** License account of accounts that do not own their licence. */
export const COMPANY_ROOT = 1000;

// ---------------------------------------------------------------------------------------------
// Accounts. Everything not given takes the defaults in ACCOUNT_DEFAULTS at the end.
// ---------------------------------------------------------------------------------------------

type LoginBlock = 'disabled' | 'invalid_license' | 'dirauth' | 'auth_disabled' | 'redirect' | 'disabled_ip';

export interface SeedAccount {
  id: number;
  username: string;
  namespace?: string;
  /** What the account demonstrates (printed by main.ts). */
  shows: string;
  name: string;
  email?: string;
  usertype: number;
  licensetype: number;
  owner: boolean; // account_id == license_acct_id
  status?: number;
  descendant_level?: number;
  parent_id?: number;
  isSSO?: boolean;
  perms: string[];
  features?: Record<string, '0' | '1'>;
  company?: string;
  site?: string;
  is_imsx_migration_enabled?: boolean;
  provision_progress?: number;
  home_url?: string;
  theme?: 'light' | 'dark';
  language?: 'en' | 'ja';
  days_before_expiration?: number;
  assumeas?: { name: string; id: number };
  loginBlock?: { kind: LoginBlock; data?: string };
  mfa?: { enabled: boolean; enforced: boolean; secret?: string };
  migration?: { status: number; customer: boolean; sso: boolean; url: string };
  upgrade?: { status: number; error?: string };
  promotion?: { status: number; deadlineDays: number };
  /** Step-up: this account's own maximum age of a proof, in seconds (0 asks every time); unset: STEP_UP_MAX_AGE. */
  stepUpMaxAge?: number;
  /** A supporter's own length of a support session, in seconds; unset: SUPPORT_SESSION_SECONDS. */
  supportSessionSeconds?: number;
  /** A supporter's own longest write mode after an elevate, in seconds (below the minutes asked); unset: as asked. */
  supportWriteSeconds?: number;
  /** Support access: granted for this many days from the seeding, or 0 for off; unset: never given (off). */
  supportGrantDays?: number;
}

const INBOUND_PERMS = [
  'POLICY',
  'REPORT',
  'DOMAIN_SETTINGS',
  'QUARANTINE',
  'MSG_TRACE_LOG',
  'POLICY_EVENT_QUERY',
  'WEB_UI',
  'INBOUND_SCAN_ONLY',
];
/** The demo supporter's short support sessions (support-agent), in seconds. */
export const SUPPORT_AGENT_SESSION_SECONDS = 360;
/** The demo supporter's short write mode (support-agent), in seconds: an end-to-end test sees it end by itself. */
export const SUPPORT_AGENT_WRITE_SECONDS = 30;

export const V1_URL = 'https://portal.platform.example.com';
/** Where an account's upgrade banner leads (productupgrade's landingPageSsoURL). */
export const upgradeLandingUrl = (accountId: number): string => `${V1_URL}/sso/landing?account=${accountId}`;

export const ACCOUNTS: readonly SeedAccount[] = [
  // Phase 1: the roles of the shell.
  {
    id: 1001,
    username: 'admin',
    name: 'Alex Admin',
    shows: 'full administrator: every menu, v1 company, upgrade banner (NotStarted), promotion (no platform account)',
    usertype: 10,
    licensetype: 10,
    owner: true,
    descendant_level: 1,
    perms: ['ALL'],
    features: { 'phish-insight': '1', 'feedback-addin': '1' },
    company: ACME,
    is_imsx_migration_enabled: true,
    upgrade: { status: 0 },
    promotion: { status: 0, deadlineDays: 60 },
    supportGrantDays: 30,
  },
  {
    id: 1002,
    username: 'inbound',
    name: 'Ina Inbound',
    shows: 'inbound-only administrator: no outbound menu; upgrade banner NoVisionOne; root-account-only promotion',
    usertype: 10,
    licensetype: 10,
    owner: false,
    perms: INBOUND_PERMS,
    upgrade: { status: 17 },
    promotion: { status: 1, deadlineDays: 30 },
    supportGrantDays: 30,
  },
  {
    id: 1003,
    username: 'reports',
    name: 'Rita Reports',
    shows: 'reports-only viewer; company GUID/name 00123; saved theme dark; upgrade banner NotConnect',
    usertype: 10,
    licensetype: 10,
    owner: false,
    perms: ['REPORT:read', 'BRIEFING_SCHEDULE:read', 'WEB_UI'],
    company: NUMERIC,
    theme: 'dark',
    upgrade: { status: 18 },
    supportGrantDays: 30,
  },
  {
    id: 1004,
    username: 'super',
    name: 'acme-admin',
    shows: 'super administrator assuming acme-admin (previous: supervisor / 9001); Manual License Check',
    usertype: 60,
    licensetype: 20,
    owner: false,
    perms: ['ALL', 'SU_ADMIN_ACCOUNT', 'SU_ASSUME_AS_LOWLEVEL'],
    features: { 'phish-insight': '0', 'feedback-addin': '1' },
    is_imsx_migration_enabled: true,
    assumeas: { name: 'supervisor', id: 9001 },
  },
  {
    id: 1005,
    username: 'clp',
    name: 'Carl CLP',
    shows: 'CLP partner: back-to-partner item, partner home url, upgrade Failed (banner hidden)',
    usertype: 20,
    licensetype: 20,
    owner: false,
    descendant_level: 1,
    perms: ['ALL', 'CLP_ACCOUNT'],
    home_url: 'https://clp.example.com/home',
    upgrade: { status: 3 },
  },
  {
    id: 1006,
    username: 'lmp',
    name: 'Lena LMP',
    shows:
      "LMP partner: back-to-partner item, relative partner home url (followed on the console's origin); productupgrade answers an error",
    usertype: 30,
    licensetype: 30,
    owner: false,
    descendant_level: 1,
    perms: ['ALL', 'LMP_ACCOUNT'],
    home_url: '/uiserver/legacy/partner/home',
    upgrade: { status: 0, error: '52001' },
  },
  {
    id: 1007,
    username: 'sso',
    name: 'Sam SSO',
    shows: 'SSO administrator: no MFA / change-password items; promotion with a past deadline',
    usertype: 10,
    licensetype: 10,
    owner: true,
    isSSO: true,
    perms: ['POLICY', 'REPORT', 'DOMAIN_SETTINGS', 'WEB_UI'],
    promotion: { status: 1, deadlineDays: -10 },
  },
  {
    id: 1008,
    username: 'sub',
    name: 'Sue Sub',
    shows: 'sub-account under parent 100032 (no Logon Methods)',
    usertype: 10,
    licensetype: 10,
    owner: false,
    descendant_level: 2,
    parent_id: 100032,
    perms: ['ALL'],
  },
  {
    id: 1009,
    username: 'domains',
    name: 'Dom Domains',
    shows: 'domain-only account type 50: always sent to /domains',
    usertype: 50,
    licensetype: 10,
    owner: false,
    perms: ['DOMAIN_SETTINGS', 'WEB_UI'],
  },
  {
    id: 1010,
    username: 'noaccess',
    name: 'Nora Noaccess',
    shows: 'no permissions: no accessible route (layout sends to logoff)',
    usertype: 10,
    licensetype: 10,
    owner: false,
    perms: [],
  },

  // Phase 2: every branch of the login flow: blocked accounts, migrating companies, MFA, and the errorcode of each.
  {
    id: 1011,
    username: 'mfa',
    name: 'Mia MFA',
    shows: `MFA on (TOTP secret ${DEMO_TOTP_SECRET}); emergency code by email`,
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    mfa: { enabled: true, enforced: false, secret: DEMO_TOTP_SECRET },
    upgrade: { status: 2 },
  },
  {
    id: 1012,
    username: 'mfaenforce',
    name: 'Max Enforced',
    shows: 'MFA enforced but not set up: sent to /mfa-configuration',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    mfa: { enabled: false, enforced: true },
  },
  {
    id: 1013,
    username: 'disabled',
    name: 'Dee Disabled',
    shows: 'login errorcode -3 (account disabled)',
    usertype: 10,
    licensetype: 10,
    owner: true,
    status: 0,
    perms: ['ALL'],
    loginBlock: { kind: 'disabled' },
  },
  {
    id: 1014,
    username: 'badlicense',
    name: 'Lee Licence',
    shows: 'login errorcode -4 (invalid licence)',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    loginBlock: { kind: 'invalid_license' },
  },
  {
    id: 1015,
    username: 'dirauth',
    name: 'Dirk Directory',
    shows: 'login errorcode 803 with <key> (enforce directory authentication)',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    loginBlock: { kind: 'dirauth', data: 'tenant-acme01' },
  },
  {
    id: 1016,
    username: 'authoff',
    name: 'Otto Off',
    shows: 'login errorcode 804 (authenticate disabled)',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    loginBlock: { kind: 'auth_disabled' },
  },
  {
    id: 1017,
    username: 'redirect',
    name: 'Rex Redirect',
    shows: 'login errorcode 301 with x-redirect: /error?code=E52407',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    loginBlock: { kind: 'redirect', data: '/error?code=E52407' },
  },
  {
    id: 1018,
    username: 'blockedip',
    name: 'Ivy IP',
    shows: 'login errorcode 4403 (admin login from a disabled IP)',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    loginBlock: { kind: 'disabled_ip' },
  },
  {
    id: 1019,
    username: 'mig-cust-progress',
    name: 'Mig Customer InProgress',
    shows: 'migration: customer, in progress → /error?code=52405',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    migration: { status: 1, customer: true, sso: false, url: `${V1_URL}/migrate?c=1019` },
  },
  {
    id: 1020,
    username: 'mig-cust-sso',
    name: 'Mig Customer SSO',
    shows: 'migration: customer, in progress, SSO (52405 with sso=1)',
    usertype: 10,
    licensetype: 10,
    owner: true,
    isSSO: true,
    perms: ['ALL'],
    migration: { status: 1, customer: true, sso: true, url: `${V1_URL}/migrate?c=1020` },
  },
  {
    id: 1021,
    username: 'mig-cust-done',
    name: 'Mig Customer Completed',
    shows: 'migration: customer, completed → redirect (even at username blur)',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    migration: { status: 2, customer: true, sso: false, url: `${V1_URL}/login?c=1021` },
  },
  {
    id: 1022,
    username: 'mig-noncust-done',
    name: 'Mig Partner Completed',
    shows: 'migration: non-customer, completed → redirect at login',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    migration: { status: 2, customer: false, sso: false, url: `${V1_URL}/login?c=1022` },
  },
  {
    id: 1023,
    username: 'mig-noncust-progress',
    name: 'Mig Partner InProgress',
    shows: 'migration: non-customer, in progress → login blocked message',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    migration: { status: 1, customer: false, sso: false, url: '' },
  },
  {
    id: 1024,
    username: 'provision',
    name: 'Pat Provision',
    shows: 'provisioning pending: licence owner, active, CLP_ACCOUNT, progress 20',
    usertype: 10,
    licensetype: 20,
    owner: true,
    perms: ['ALL', 'CLP_ACCOUNT'],
    provision_progress: 20,
  },
  {
    id: 1025,
    username: 'nsuser',
    namespace: 'acme',
    name: 'Nina Namespace',
    shows: 'tenant namespace: log in as nsuser@@acme',
    usertype: 10,
    licensetype: 10,
    owner: false,
    perms: ['ALL'],
  },
  {
    id: 1026,
    username: 'support',
    name: 'Stu Support',
    shows: 'supporter with MANUAL_LICENSE_CHECK only (no ALL)',
    usertype: 10,
    licensetype: 10,
    owner: false,
    perms: ['MANUAL_LICENSE_CHECK', 'WEB_UI'],
  },
  {
    id: 1027,
    username: 'jpadmin',
    name: 'Jun Japan',
    shows: 'JP site administrator, language ja',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    site: 'JP',
    language: 'ja',
    days_before_expiration: 14,
  },

  // Phase 3: the shell's notices and pop-ups.
  {
    id: 1028,
    username: 'linkv1',
    name: 'Lina Link',
    shows: 'promotion: platform account without licence link (status 2), deadline ahead; licence owner',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    promotion: { status: 2, deadlineDays: 45 },
  },
  {
    id: 1029,
    username: 'renewal',
    name: 'Ray Renewal',
    shows: 'licence expired 3 days ago: expiry notice whose Next opens Licence Information',
    usertype: 10,
    licensetype: 20,
    owner: true,
    perms: ['ALL'],
    days_before_expiration: -3,
  },
  {
    id: 1030,
    username: 'lingua',
    name: 'Lena Lingua',
    shows: 'a plain administrator whose saved language the tests change (no other test signs in as her)',
    usertype: 10,
    licensetype: 10,
    owner: false,
    perms: ['ALL'],
  },
  {
    id: 1090,
    username: 'walker',
    name: 'Wanda Walker',
    shows:
      "the browser walk's account (tests/e2e/workspace-walk.spec.ts): its language and theme change at random, so no other test signs in as her",
    usertype: 10,
    licensetype: 10,
    owner: false,
    perms: ['ALL'],
  },

  // Phase 4: step-up. Their own maximum age of a proof is 0: every sensitive action asks, even right after
  // signing in (the other accounts take STEP_UP_MAX_AGE, so within it of signing in nothing asks them).
  {
    id: 1031,
    username: 'stepup',
    name: 'Stella Stepup',
    shows: 'step-up every time (step_up_max_age 0), proved by her password: sensitive saves ask even right after sign-in',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    stepUpMaxAge: 0,
  },
  {
    id: 1032,
    username: 'stepup-mfa',
    name: 'Milo Stepup',
    shows: `step-up every time, proved by his authenticator (MFA on, TOTP secret ${STEPUP_TOTP_SECRET})`,
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    mfa: { enabled: true, enforced: false, secret: STEPUP_TOTP_SECRET },
    stepUpMaxAge: 0,
  },
  {
    id: 1033,
    username: 'stepup-sso',
    name: 'Sasha Stepup',
    shows: "step-up every time, proved by the identity provider's stand-in (SSO administrator)",
    usertype: 10,
    licensetype: 10,
    owner: true,
    isSSO: true,
    perms: ['ALL'],
    stepUpMaxAge: 0,
  },
  {
    id: 1034,
    username: 'stepup-support',
    name: 'Sam Stepup',
    shows: 'supporter with MANUAL_LICENSE_CHECK only, step-up every time: Start Sync asks even right after sign-in',
    usertype: 10,
    licensetype: 10,
    owner: false,
    perms: ['MANUAL_LICENSE_CHECK', 'WEB_UI'],
    stepUpMaxAge: 0,
  },

  // Phase 5: support sessions (assume-as the customer grants, time-boxed, read-only until raised).
  {
    id: 1035,
    username: 'support-agent',
    name: 'Sue Supporter',
    shows: `super administrator starting support sessions (Account Management, Assume with reason and ticket): read-only, ${SUPPORT_AGENT_SESSION_SECONDS} s each, raised to change for at most ${SUPPORT_AGENT_WRITE_SECONDS} s`,
    usertype: 60,
    licensetype: 20,
    owner: false,
    perms: ['ALL', 'SU_ADMIN_ACCOUNT', 'SU_ASSUME_AS_LOWLEVEL'],
    supportSessionSeconds: SUPPORT_AGENT_SESSION_SECONDS,
    supportWriteSeconds: SUPPORT_AGENT_WRITE_SECONDS,
  },
  {
    id: 1036,
    username: 'customer-granted',
    name: 'Gina Granted',
    shows: 'customer administrator whose support access is on (30 days from the seeding): Support access and its log',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    company: ACME,
    supportGrantDays: 30,
  },
  {
    id: 1041,
    username: 'customer-revoking',
    name: 'Rita Revoking',
    shows:
      'customer administrator whose support access is on, turned off during a running support session by one end-to-end test alone (so no other test meets it off); every change asks for a fresh proof',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    company: ACME,
    supportGrantDays: 30,
    stepUpMaxAge: 0,
  },
  {
    id: 1037,
    username: 'customer-closed',
    name: 'Otto Closed',
    shows:
      'customer administrator whose support access is off: a support session cannot start; turning it on or off always asks for a fresh proof',
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    supportGrantDays: 0,
    // Turning support access on or off asks for a fresh proof every time, so that the end-to-end tests meet
    // step-up right after logging on, against either mode's server (as the stepup accounts).
    stepUpMaxAge: 0,
  },

  // The browser walk's forced-page accounts (tests/e2e/support/walk/walk-steps.ts): each held to one page,
  // as domains, provision and mfaenforce are, but signed in as by the walk only (another test resets
  // provision's password meanwhile).
  {
    id: 1038,
    username: 'walker-domains',
    name: 'Dana Walker',
    shows: "the browser walk's domain-only account (type 50): always sent to /domains",
    usertype: 50,
    licensetype: 10,
    owner: false,
    perms: ['DOMAIN_SETTINGS', 'WEB_UI'],
  },
  {
    id: 1039,
    username: 'walker-provision',
    name: 'Paul Walker',
    shows: "the browser walk's provisioning-pending account: licence owner, active, CLP_ACCOUNT, progress 20",
    usertype: 10,
    licensetype: 20,
    owner: true,
    perms: ['ALL', 'CLP_ACCOUNT'],
    provision_progress: 20,
  },
  {
    id: 1040,
    username: 'walker-mfa',
    name: 'Mia Walker',
    shows: "the browser walk's MFA-enforced account, not set up: sent to /mfa-configuration",
    usertype: 10,
    licensetype: 10,
    owner: true,
    perms: ['ALL'],
    mfa: { enabled: false, enforced: true },
  },
];

// ---------------------------------------------------------------------------------------------
// Notices (one of each kind; the what's-new one carries hostile markup on purpose)
// ---------------------------------------------------------------------------------------------

interface SeedNotice {
  id: string;
  type: 'v1ecs-promotion' | 'what-is-new' | 'license_expiration_reminder';
  subject: [en: string, ja: string];
  html: [en: string, ja: string];
  popup: boolean;
  closeable: boolean;
  closeAndComplete: boolean;
}

export const HOSTILE_HTML = `<p>Hostile content test.</p><img src=x onerror=alert(1)><script>alert(document.cookie)</script><a href="javascript:alert(3)">click</a><iframe src="https://evil.example.com"></iframe>`;

export const NOTICES: readonly SeedNotice[] = [
  {
    id: 'n-1001',
    type: 'v1ecs-promotion',
    popup: true,
    closeable: true,
    closeAndComplete: false,
    subject: ['Move to the unified security platform', '統合セキュリティプラットフォームへの移行'],
    html: [
      '<h2>Move before the deadline</h2><p>Your email protection is moving to the unified security platform.</p>',
      '<h2>期限までに移行してください</h2><p>メール保護は統合セキュリティプラットフォームへ移行します。</p>',
    ],
  },
  {
    id: 'n-1002',
    type: 'what-is-new',
    popup: true,
    closeable: true,
    closeAndComplete: true,
    subject: ["What's new: safer links <b>& more</b>", '新機能: より安全なリンク <b>& その他</b>'],
    html: [
      `<h2>What's new</h2><ul><li>Time-of-click protection for more link types.</li></ul>${HOSTILE_HTML}`,
      `<h2>新機能</h2><ul><li>クリック時保護の対象が拡大しました。</li></ul>${HOSTILE_HTML}`,
    ],
  },
  {
    id: 'n-1003',
    type: 'license_expiration_reminder',
    popup: true,
    closeable: true,
    closeAndComplete: true,
    // Every account gets this one, so it names no date: the console's own expiry notice, from the
    // account's licence, says how many days are left (or how long ago it ran out).
    subject: ['Licence renewal reminder', 'ライセンス更新のお知らせ'],
    html: [
      '<p>Renew your licence before it expires to keep your protection. <strong>License Information</strong> shows its expiry date.</p>',
      '<p>保護を継続するには、有効期限が切れる前にライセンスを更新してください。有効期限は<strong>ライセンス情報</strong>で確認できます。</p>',
    ],
  },
  {
    id: 'n-1004',
    type: 'what-is-new',
    popup: false,
    closeable: true,
    closeAndComplete: false,
    subject: ["What's new: DMARC reports", '新機能: DMARC レポート'],
    html: ['<p>DMARC aggregate reports are now available.</p>', '<p>DMARC 集計レポートが利用できます。</p>'],
  },
  {
    id: 'n-1005',
    type: 'what-is-new',
    popup: false,
    closeable: true,
    closeAndComplete: false,
    subject: ["What's new: audit log export", '新機能: 監査ログのエクスポート'],
    html: ['<p>Audit logs can now be exported.</p>', '<p>監査ログをエクスポートできます。</p>'],
  },
];

/** Notices already read by an account at seed time (shows read and unread side by side). */
export const COMPLETED_NOTICES: readonly [accountId: number, noticeId: string][] = [[1001, 'n-1005']];

// ---------------------------------------------------------------------------------------------
// Regions, engine versions
// ---------------------------------------------------------------------------------------------

export const SITES: readonly [site: string, name: string, order: number][] = [
  ['US', 'United States', 1],
  ['EMEA', 'Europe, the Middle East and Africa', 2],
  ['ANZ', 'Australia and New Zealand', 3],
  ['JP', 'Japan', 4],
  ['SG', 'Singapore', 5],
  ['IN', 'India', 6],
  ['UAE', 'United Arab Emirates', 7],
  ['XX', 'XX', 8], // a site the console does not know: listed last under its code
];

export const VERSIONS: readonly [component: string, version: string, updated: string][] = [
  ['spam_engine', '8.5.1081', '2026-04-02T03:00:00Z'],
  ['virus_engine', '23.600.1005', '2026-04-10T06:30:00Z'],
  ['spam_pattern', '4521.002', '2026-05-01T01:15:00Z'],
  ['spyware_pattern', '2701.00', '2026-05-01T01:20:00Z'],
  ['virus_pattern', '19.843.00', '2026-05-01T01:25:00Z'],
];

/** What an account in ACCOUNTS has unless it says otherwise. */
export const ACCOUNT_DEFAULTS = {
  status: 1,
  descendant_level: 0,
  parent_id: 0,
  isSSO: false,
  company: GLOBEX,
  site: 'US',
  is_imsx_migration_enabled: false,
  provision_progress: 40,
  home_url: '',
  theme: 'light',
  language: 'en',
  days_before_expiration: 120,
} as const;
