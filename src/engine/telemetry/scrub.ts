/**
 * What may leave the browser: a route's pattern, never the url the user is at (its query, fragment
 * or an id in the path), and texts with everything personal taken out. Pure, so the rules are
 * table-tested; docs/telemetry.md lists them for operators.
 */
import { CONSOLE_PAGES } from '../manifest/named-routes';
import type { RouteTable } from '../manifest/route-table';
import type { AttributeValue, Signal, SignalLogRecord } from './signals';

/** What a path that no route or console page owns is reported as: the path itself may be personal. */
export const UNKNOWN_ROUTE = '(unknown)';

/** The longest text a signal carries; a stack or message beyond it is cut. */
export const MAX_TEXT = 500;

/**
 * The route pattern of a pathname: `/logs/audit-log` for a manifest route, the console page's own
 * pattern (`/login`, `/en/*`), or UNKNOWN_ROUTE. Query and fragment are never part of it.
 */
export function routePattern(pathname: string, table: RouteTable | null): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (table?.all.some((entry) => entry.path === trimmed)) return `/${trimmed}`;
  for (const page of CONSOLE_PAGES) {
    if (page.endsWith('/*') ? `/${trimmed}/`.startsWith(page.slice(0, -1)) : page === `/${trimmed}`) return page;
  }
  return UNKNOWN_ROUTE;
}

// Anybody's address, not only the account's: letters of any script, `@` as typed, url-encoded
// (`%40`) or full-width (`＠`), and a domain of at least two labels.
const EMAIL = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+(?:@|%40|＠)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// A url's query and fragment; the scheme, host and path stay (an asset's url in a stack is useful).
const URL_TAIL = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;
// A path's query or fragment (`/uiserver/legacy/logs/audit-log?from=pe`, `/logs#row-7`).
const PATH_TAIL = /(\/[^\s?#"'<>]*)[?#][^\s"'<>]+/g;
// A query wherever it stands (`?user=alex`, `page?id=7`): a `?` that starts a name and a value.
const QUERY = /\?[^\s"'<>?#=&]*=[^\s"'<>]*/g;
const GUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// A GUID written without its hyphens.
const BARE_GUID = /\b[0-9a-f]{32}\b/gi;
// Account and company ids, phone and card numbers: five or more digits, ASCII or full-width, in one
// run or in groups joined by hyphens (`03-1234-5678`).
const LONG_NUMBER = /[0-9０-９](?:[-‐－]?[0-9０-９]){4,}/g;
// Card and phone numbers written in groups: spaces (also no-break and full-width), dots or hyphens
// between groups of one to six digits, a leading `+` and a group in brackets (`+1 (415) 555-0132`,
// `4111 1111 1111 1111`, `(03) 1234 5678`). Nine digits or more in all: `12 34 ms`, a version and a
// date stay. A colon does not end one, so the date of `2026-12-07 02:17` is not read as a number.
const DIGIT_GROUPS = /(?<![\w.+])\+?\(?[0-9０-９]{1,6}\)?(?:[ \u00a0\u3000.\-‐－]\(?[0-9０-９]{1,6}\)?){1,7}(?![\w:])/g;
const MIN_GROUPED_DIGITS = 9;
// An IPv4 address (a port after it stays).
const IPV4 = /(?<![\w.])(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?![\w]|\.\d)/g;
// A JSON Web Token: three base64url parts, the first a JSON header (`eyJ`, `{"`).
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
// What an Authorization header carries after its scheme.
const AUTH_SCHEME = /\b(Bearer|Basic|Token|Digest)\s+[\w.~+/=-]+/gi;
// Any other token, key or session id: twenty or more letters, digits, `_` and `-` in one run holding
// both a letter and a digit (`sk_live_4eC3…`, `AKIA…`, a hex digest, a base64url challenge). Not a
// segment of a path or url (an asset's hashed name in a stack stays), and not a word of code.
const TOKEN = /(?<![\w/.~-])[A-Za-z0-9_-]{20,}(?![\w-])/g;
// A base64 token (a basic credential, a key): twenty or more of its letters with its `=` padding or
// a `+` in it, which a path or a word of code has not (measured: `…bg==` kept its tail before).
const BASE64 = /(?<![\w/.~+=-])[A-Za-z0-9+/]{20,}={0,2}(?![\w+/=-])/g;
// A domain standing alone (`acme.co.jp`, `mail.partner.example`): labels and a top-level domain that
// is a common one or a two-letter country code. Never a url's host (after `//`), an email (done
// above), or code (`Object.is`, `app.js`, `e.data.map`): the country codes that are also words or
// file types of code are left out.
const DOMAIN =
  /(?<![\w./@:-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(com|net|org|edu|gov|io|co|example|test|invalid|local|[a-z]{2})(?![\w-]|\.[a-z0-9])/gi;
// Two letters of code that are no country's code either (`res.ok`, `this.el`) are left too.
const NOT_TOP_LEVEL = /^(?:js|ts|md|py|rs|sh|pl|cc|am|as|at|be|by|do|go|id|in|is|it|me|no|on|so|to|ok|el|fn|db|op|ui|up)$/i;

// A version of two to four parts named as one: after a product's name and `/` (`Chrome/120.0.6099.109`,
// the user agent's tokens), after `v` (`v2026.12.7.1`) or the word version. Not a path's segment
// (`/api/10.1.2.3`) or a url's host: the name before the `/` starts the text or follows a space, a
// bracket or a separator. Kept as it is: read as an IPv4 address (`Chrome/120.0.0.0`) or a grouped
// number (`120.0.6099.109`, eleven digits) it was scrubbed, and reports lost the browser's version.
const VERSION = /(?:(?<=(?:^|[\s(;,])[A-Za-z][\w-]*\/)|(?<=\b[vV])|(?<=\bversion\s))\d+(?:\.\d+){1,3}(?![\w.]|\.\d)/g;
// A version held apart while the other rules run: private-use marks around its index, no digit in them.
const HELD = /\uE000([\uE100-\uF8FF])\uE001/g;

const DIGIT = /[0-9０-９]/g;
const LETTER = /[A-Za-z]/;
const ONE_DIGIT = /[0-9]/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A text with emails, url queries and fragments, tokens (JWTs, an Authorization header's, keys and
 * session ids), GUIDs, IPv4 addresses, bare domains, long and grouped numbers (cards, phones) and the
 * signed-in account's own strings (its name, email, ids: `personal`) replaced, and cut to MAX_TEXT.
 */
export function scrubText(text: string, personal: readonly string[] = []): string {
  let result = text;
  for (const value of personal) {
    // Very short values (an id "7") would blank out ordinary words.
    if (value.trim().length >= 3) result = result.replace(new RegExp(escapeRegExp(value.trim()), 'gi'), '[account]');
  }
  const versions: string[] = [];
  result = result
    .replace(VERSION, (version) => `\uE000${String.fromCharCode(0xe100 + versions.push(version) - 1)}\uE001`)
    .replace(URL_TAIL, '$1')
    .replace(PATH_TAIL, '$1')
    .replace(QUERY, '')
    .replace(EMAIL, '[email]')
    .replace(JWT, '[token]')
    .replace(AUTH_SCHEME, '$1 [token]')
    .replace(GUID, '[id]')
    .replace(BARE_GUID, '[id]')
    .replace(BASE64, (run) => (/[+=]/.test(run) && LETTER.test(run) && ONE_DIGIT.test(run) ? '[token]' : run))
    .replace(TOKEN, (run) => (LETTER.test(run) && ONE_DIGIT.test(run) ? '[token]' : run))
    .replace(IPV4, '[ip]')
    .replace(DOMAIN, (domain, top: string) => (NOT_TOP_LEVEL.test(top) ? domain : '[domain]'))
    .replace(DIGIT_GROUPS, (run) => ((run.match(DIGIT) ?? []).length >= MIN_GROUPED_DIGITS ? '[number]' : run))
    .replace(LONG_NUMBER, '[number]')
    .replace(HELD, (_, index: string) => versions[index.charCodeAt(0) - 0xe100] ?? '');
  return result.length > MAX_TEXT ? `${result.slice(0, MAX_TEXT - 1)}…` : result;
}

/** Every text attribute scrubbed (numbers stay as they are: a status, a count). */
export function scrubAttributes<T extends Readonly<Record<string, AttributeValue>>>(attributes: T, personal: readonly string[]): T {
  return Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => [key, typeof value === 'string' ? scrubText(value, personal) : value]),
  ) as T;
}

/**
 * A log record as it leaves: its body and every text attribute scrubbed, whichever signal made it.
 * The signal's own texts were scrubbed already (scrubSignal); this is the last gate, so a text a
 * signal carries unscrubbed (a new attribute, a body built from several texts) cannot leave.
 */
export function scrubLogRecord(record: SignalLogRecord, personal: readonly string[]): SignalLogRecord {
  return { ...record, body: scrubText(record.body, personal), attributes: scrubAttributes(record.attributes, personal) };
}

/**
 * Where a blocked resource came from, as a CSP report names it: its origin, or the keyword itself
 * (`inline`, `eval`, `trusted-types-sink`), never a path or query.
 */
export function blockedOrigin(blockedUri: string): string {
  if (/^[a-z-]+$/i.test(blockedUri)) return blockedUri;
  try {
    const url = new URL(blockedUri);
    return url.origin === 'null' ? `${url.protocol.replace(/:$/, '')}:` : url.origin;
  } catch {
    return '(unknown)';
  }
}

/** How many lines of a stack are sent: where it failed, not the whole way there. */
const STACK_LINES = 12;

/** The texts of a signal scrubbed of everything personal. */
export function scrubSignal(signal: Signal, personal: readonly string[]): Signal {
  switch (signal.kind) {
    case 'error': {
      const stack = signal.stack?.split('\n').slice(0, STACK_LINES).join('\n');
      return {
        ...signal,
        type: scrubText(signal.type, personal),
        message: scrubText(signal.message, personal),
        ...(stack === undefined ? {} : { stack: scrubText(stack, personal) }),
      };
    }
    case 'unreadable-reply':
      return { ...signal, problem: scrubText(signal.problem, personal) };
    case 'csp-violation':
      return { ...signal, directive: scrubText(signal.directive, personal), blocked: blockedOrigin(signal.blocked) };
    default:
      return signal;
  }
}
