/**
 * The kit's command line, parsed with node:util's parseArgs into the options a run needs, or into
 * the one message that says what is wrong with it. Pure: the environment is passed in.
 */
import { parseArgs } from 'node:util';

export const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_TIMEOUT_MS = 600_000;
/** The contract's own example of a legacy page. */
export const DEFAULT_LEGACY_PATH = '/uiserver/legacy/inbound/virus-filter';
/** Where the reference server's account-management stand-in starts a support session. */
export const DEFAULT_SUPPORT_START = '/uiserver/legacy/administration/account-management/assume';
/** Read when --password is not given, so the password need not sit in the shell history or the process list. */
export const PASSWORD_ENV = 'CONFORMANCE_PASSWORD';

/** An account whose sign-in the contract answers with a particular errorcode (301 with x-redirect, 803 with a key …). */
export interface LoginCase {
  readonly code: string;
  readonly user: string;
}

export interface KitOptions {
  /** scheme://host[:port], no path: the contract's paths are absolute on the origin. */
  readonly origin: string;
  readonly user: string;
  readonly password: string;
  /** Run the calls that change state (each restores what it changed, or changes nothing). */
  readonly writes: boolean;
  /** The company the supporter calls look up. */
  readonly companyId?: string;
  /** Per call: a server that has not answered by then fails that check. */
  readonly timeoutMs: number;
  /** The account's MFA code, for an account with MFA on. */
  readonly mfaCode?: string;
  readonly loginCases: readonly LoginCase[];
  /** The account's own language: PUT adminui/resetlocale and POST /uiserver/account/site send it back unchanged. */
  readonly language?: 'en' | 'ja';
  /** The account's own time zone (IANA name), for POST /uiserver/account/site. */
  readonly timezone?: string;
  /** A legacy page under /uiserver/ to load signed in and signed out. */
  readonly legacyPath: string;
  /** Wait out a step-up challenge (its expires_in, at least 120 s) to check it is then refused. */
  readonly waitExpiry: boolean;
  /** The server's proof age for Start Sync (seconds): wait it out, then sync, which should answer 401 code 1210. */
  readonly stepUpAge?: number;
  /** An account that starts support sessions (same password): the support-session checks run with it, the signed-in account being the customer. */
  readonly supporter?: string;
  /** The legacy page's form that starts a support session (POST account, reason, ticket). */
  readonly supportStart: string;
  /** Wait out a support session's end and its write mode's end (read against the server's Date), checking what follows. */
  readonly waitSupportEnd: boolean;
}

export type ParsedArgs =
  { readonly kind: 'run'; readonly options: KitOptions } | { readonly kind: 'help' } | { readonly kind: 'error'; readonly message: string };

export const HELP = `Checks a running UI-server against the console's HTTP contract (docs/openapi.json).

Usage: npm run conformance -- --origin URL --user NAME --password PASSWORD [options]

  --origin URL          the server's origin, e.g. https://uiserver.example.com (no path)
  --user NAME           an account to sign in with (name@@namespace for a tenant account)
  --password PASSWORD   its password (or set ${PASSWORD_ENV} instead)
  --writes              also run the calls that change state; each restores what it changed
                        (theme), or sends back what is already there (language, region, a notice
                        already read). With --company-id it also starts a licence sync.
  --company-id ID       the company the supporter calls (supporter/license/{companyId}) look up
  --timeout MS          how long each call may take (default ${DEFAULT_TIMEOUT_MS})
  --mfa-code CODE       the account's current MFA code, when it has MFA on
  --login-case CODE=NAME
                        an account whose sign-in answers errorcode CODE (same password), e.g.
                        301=NAME checks the x-redirect header; -3, -4, 803, 804, 4403 also known.
                        May be given more than once.
  --language en|ja      the account's own language (needed by the resetlocale and site writes)
  --timezone ZONE       the account's own time zone, e.g. Asia/Tokyo (needed by the site write)
  --legacy-path PATH    a legacy page to load (default ${DEFAULT_LEGACY_PATH})
  --wait-expiry         wait out a step-up challenge (its expires_in, at least 120 s) and check
                        that it is then refused (needs --writes)
  --step-up-age SECONDS the server's proof age for Start Sync (the reference server's
                        STEP_UP_MAX_AGE): waits that long, then syncs, which must answer 401 code
                        1210 with a challenge; proves the user and repeats it once (needs --writes,
                        --company-id and a password account)
  --supporter NAME      an account that starts support sessions (same password); the account of
                        --user is the customer: an administrator (ALL) of its own account. With
                        --writes the kit turns the customer's support access on (behind step-up),
                        starts a support session, checks read mode, extend, elevate, lower, the
                        log, and that turning access off ends it; then puts the access back
  --support-start PATH  the legacy page's form that starts a support session (POST with the fields
                        account, reason and ticket; default ${DEFAULT_SUPPORT_START})
  --wait-support-end    also wait out a support session's time and a write mode's (the server's
                        session length and at least 5 minutes) and check what follows
  -h, --help            this text

Prints one row per check: PASS, FAIL or SKIP, the check's name and the reason. A check the account
may not make, or one that needs an option not given, is skipped with the reason.
Exit status: 0 when no check failed, 1 when any failed, 2 for a bad command line.`;

/** The longest --step-up-age the kit waits out: an hour. */
const MAX_STEP_UP_AGE = 3600;

const KNOWN_ERRORCODES = new Set(['-3', '-4', '301', '803', '804', '4403']);

function originOf(text: string): string | { error: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: `--origin: "${text}" is not a URL (e.g. https://uiserver.example.com)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `--origin: use http or https, not ${url.protocol}` };
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    return { error: `--origin: give the origin alone (${url.origin}): the contract's paths start at the root` };
  }
  return url.origin;
}

function timeoutOf(text: string | undefined): number | { error: string } {
  if (text === undefined) return DEFAULT_TIMEOUT_MS;
  const ms = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(ms) || ms < 1 || ms > MAX_TIMEOUT_MS) {
    return { error: `--timeout: a number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, not "${text}"` };
  }
  return ms;
}

function loginCaseOf(text: string): LoginCase | { error: string } {
  const match = /^(-?\d+)=(.+)$/.exec(text);
  if (!match?.[1] || !match[2]) return { error: `--login-case: CODE=NAME (e.g. 301=redirect-user), not "${text}"` };
  if (!KNOWN_ERRORCODES.has(match[1])) {
    return { error: `--login-case: ${match[1]} is not a login errorcode of the contract (${[...KNOWN_ERRORCODES].join(', ')})` };
  }
  return { code: match[1], user: match[2] };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function legacyPathOf(text: string | undefined): string | { error: string } {
  if (text === undefined) return DEFAULT_LEGACY_PATH;
  if (!/^\/uiserver\/[^?#]+$/.test(text) || text.startsWith('/uiserver/api/')) {
    return { error: `--legacy-path: a page path under /uiserver/ (not /uiserver/api/), without a query, not "${text}"` };
  }
  return text;
}

function failure(message: string): ParsedArgs {
  return { kind: 'error', message };
}

export function parseArguments(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): ParsedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        origin: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        writes: { type: 'boolean' },
        'company-id': { type: 'string' },
        timeout: { type: 'string' },
        'mfa-code': { type: 'string' },
        'login-case': { type: 'string', multiple: true },
        language: { type: 'string' },
        timezone: { type: 'string' },
        'legacy-path': { type: 'string' },
        'wait-expiry': { type: 'boolean' },
        'step-up-age': { type: 'string' },
        supporter: { type: 'string' },
        'support-start': { type: 'string' },
        'wait-support-end': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return failure(error instanceof Error ? error.message : 'unreadable arguments');
  }
  if (values.help) return { kind: 'help' };

  if (!values.origin) return failure('--origin is required (e.g. --origin https://uiserver.example.com)');
  const origin = originOf(values.origin);
  if (typeof origin !== 'string') return failure(origin.error);
  if (!values.user) return failure('--user is required');
  const password = values.password ?? env[PASSWORD_ENV];
  if (!password) return failure(`--password is required (or set ${PASSWORD_ENV})`);
  const timeoutMs = timeoutOf(values.timeout);
  if (typeof timeoutMs !== 'number') return failure(timeoutMs.error);
  const legacyPath = legacyPathOf(values['legacy-path']);
  if (typeof legacyPath !== 'string') return failure(legacyPath.error);

  const loginCases: LoginCase[] = [];
  for (const text of values['login-case'] ?? []) {
    const parsed = loginCaseOf(text);
    if ('error' in parsed) return failure(parsed.error);
    loginCases.push(parsed);
  }
  const { language, timezone } = values;
  if (language !== undefined && language !== 'en' && language !== 'ja') return failure(`--language: en or ja, not "${language}"`);
  if (timezone !== undefined && !isTimeZone(timezone)) return failure(`--timezone: "${timezone}" is not an IANA time zone`);
  const stepUpAge = values['step-up-age'];
  if (stepUpAge !== undefined && (!/^\d{1,5}$/.test(stepUpAge) || Number(stepUpAge) > MAX_STEP_UP_AGE)) {
    return failure(`--step-up-age: a whole number of seconds up to ${MAX_STEP_UP_AGE}, not "${stepUpAge}"`);
  }
  const supportStart = values['support-start'] ?? DEFAULT_SUPPORT_START;
  if (!/^\/uiserver\/[^?#]+$/.test(supportStart))
    return failure(`--support-start: a path under /uiserver/, without a query, not "${supportStart}"`);
  const supporter = values.supporter;
  if (supporter !== undefined && supporter.trim() === '') return failure('--supporter: give the account, or leave the option out');
  const companyId = values['company-id'];
  if (companyId !== undefined && companyId.trim() === '') return failure('--company-id: give the company id, or leave the option out');

  return {
    kind: 'run',
    options: {
      origin,
      user: values.user,
      password,
      writes: values.writes ?? false,
      timeoutMs,
      loginCases,
      legacyPath,
      waitExpiry: values['wait-expiry'] ?? false,
      supportStart,
      waitSupportEnd: values['wait-support-end'] ?? false,
      ...(supporter !== undefined ? { supporter } : {}),
      ...(stepUpAge !== undefined ? { stepUpAge: Number(stepUpAge) } : {}),
      ...(companyId !== undefined ? { companyId } : {}),
      ...(values['mfa-code'] !== undefined ? { mfaCode: values['mfa-code'] } : {}),
      ...(language !== undefined ? { language } : {}),
      ...(timezone !== undefined ? { timezone } : {}),
    },
  };
}
