/**
 * The kit against a deliberately broken server: a proxy in front of the reference server injects
 * one fault at a time, and for each the kit must report a failed row naming the check the fault
 * breaks, and exit non-zero. Together the faults make every check of a full run fail at least once,
 * so no check is one that cannot fail. Servers that are broken below HTTP (refused, not HTTP at all,
 * silent) get a clear failed row too, and the command line exits 1.
 */
import { execFile } from 'node:child_process';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitOptions } from './args';
import { COVERAGE_ROW } from './checks/coverage';
import { STEP_UP_ROWS } from './checks/step-up';
import { SUPPORT_ROWS } from './checks/support';
import { Contract } from './contract';
import { runConformance } from './kit';
import { exitStatus, formatRow, type Row } from './report';
import { startFaultProxy, type Fault, type FaultProxy, type ProxiedReply, type ProxiedRequest } from './testing/fault-proxy';
import { ADMIN_WRITES, failures, kitOptions, outcomeOf, rowNamed } from './testing/kit-options';
import { startReferenceServer, type ListeningServer } from './testing/reference-server';

const contract = Contract.load();
const root = path.resolve(import.meta.dirname, '../..');
const API = '/uiserver/api/v1/';
const SUPPORT: Partial<KitOptions> = { companyId: '00123', writes: true };
/** The support-session checks: the customer is the signed-in account, support-agent starts the sessions. */
const CUSTOMER = 'customer-granted';
const SUPPORT_SESSIONS: Partial<KitOptions> = { writes: true, supporter: 'support-agent', waitSupportEnd: true };

/** A fault that counts: the nth request matching `matches` (from 1) is its business. */
function counting(matches: (r: ProxiedRequest) => boolean): (r: ProxiedRequest) => number {
  let n = 0;
  return (r) => (matches(r) ? (n += 1) : 0);
}
const isElevate = (r: ProxiedRequest): boolean => is(r, 'POST', 'account/assumeas/elevate') && signedIn(r);

// ---------------------------------------------------------------------------------------------
// Building faults
// ---------------------------------------------------------------------------------------------

/** The request is `method` on the API call `call` (or on a path outside the API, when it starts with /). */
function is(request: ProxiedRequest, method: string, call: string): boolean {
  const target = call.startsWith('/') ? call : `${API}${call}`;
  const [pathOnly = ''] = request.path.split('?');
  return request.method === method && (target.endsWith('*') ? pathOnly.startsWith(target.slice(0, -1)) : pathOnly === target);
}

const signedIn = (request: ProxiedRequest): boolean => request.cookies.sid !== undefined;
const xsrfMatches = (request: ProxiedRequest): boolean =>
  request.cookies['XSRF-TOKEN'] !== undefined && request.headers['x-xsrf-token'] === request.cookies['XSRF-TOKEN'];

function jsonReply(status: number, body: unknown, contentType = 'application/json; charset=utf-8'): ProxiedReply {
  return { status, headers: { 'content-type': contentType }, setCookies: [], body: JSON.stringify(body) };
}

function xmlReply(status: number, errorcode: number, resultinfo = ''): ProxiedReply {
  const body = `<response><errorinfo><errorcode>${errorcode}</errorcode><errorinfo>fault</errorinfo></errorinfo><resultinfo>${resultinfo}</resultinfo></response>`;
  return { status, headers: { 'content-type': 'application/xml; charset=utf-8' }, setCookies: [], body };
}

function htmlReply(status: number, body = '<!doctype html><html><body><h1>Service unavailable</h1></body></html>'): ProxiedReply {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, setCookies: [], body };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fault edits reach into replies ad hoc
type Json = any;

/** Edits a JSON reply's body. */
function editJson(reply: ProxiedReply, edit: (body: Json) => Json): void {
  reply.body = JSON.stringify(edit(JSON.parse(reply.body) as Json));
}

// ---------------------------------------------------------------------------------------------
// The faults, each with the checks it must make fail
// ---------------------------------------------------------------------------------------------

interface FaultCase {
  readonly name: string;
  readonly fault: Fault;
  /** The account and options (default: admin, with writes and the login errorcodes). */
  readonly user?: string;
  readonly options?: Partial<KitOptions>;
  /** Checks that must come out failed. */
  readonly fails: readonly string[];
  /** Checks that must still pass: the fault stays in its place and the run goes on past it. */
  readonly passes?: readonly string[];
}

const SESSION_CALL_ROWS = [
  'GET account/present',
  'GET account/assumeas/previous',
  'GET account/assumeas/release',
  'GET mfa/setting',
  'GET account/sites',
  'GET notice/list',
  'GET notice/popup',
  'GET account/visionone/promotion',
  'GET account/theme',
  'GET account/visionone/productupgrade',
  'GET supporter/license/{companyId}',
  'PUT account/theme',
  'PUT notice/complete',
  'PUT adminui/resetlocale',
  'PUT supporter/license/{companyId}',
  'POST /uiserver/account/site',
  'POST session/reauth/challenge',
  'GET session/reauth/{challenge}',
  'POST session/reauth',
  'POST account/assumeas/extend',
  'POST account/assumeas/elevate',
  'POST account/assumeas/lower',
  'GET account/support-access',
  'PUT account/support-access',
].map((call) => `401 without a session: ${call}`);

const FAULTS: readonly FaultCase[] = [
  {
    name: 'a public call answers the wrong status',
    fault: {
      answer: (r) => (is(r, 'GET', 'withoutauth/starcloudversioninfo') ? jsonReply(500, { code: 500, message: 'down' }) : undefined),
    },
    fails: ['GET withoutauth/starcloudversioninfo'],
    passes: ['POST login', 'GET account/present'],
  },
  {
    name: 'the migration status leaves out errorCode',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'withoutauth/account/migration/status')) editJson(reply, ({ errorCode: _gone, ...rest }: Json) => rest);
      },
    },
    fails: ['GET withoutauth/account/migration/status'],
  },
  {
    name: 'no 401 without a session',
    fault: {
      reply: (_r, reply) => {
        if (reply.status === 401) reply.status = 200;
      },
    },
    fails: [...SESSION_CALL_ROWS, 'logoff ends the session'],
  },
  {
    name: 'a signed-out legacy page answers 200',
    fault: {
      answer: (r) =>
        is(r, 'GET', '/uiserver/legacy/*') && !signedIn(r) ? htmlReply(200, '<!doctype html><p>Virus filter</p>') : undefined,
    },
    fails: ['signed-out legacy page: 302 /login'],
    passes: ['legacy page signed in'],
  },
  {
    name: 'a signed-out legacy page sends its path on to the login page',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', '/uiserver/legacy/*') && reply.status === 302)
          reply.headers.location = `/login?next=${encodeURIComponent(r.path)}`;
      },
    },
    fails: ['signed-out legacy page: 302 /login'],
  },
  {
    name: 'mfa/status takes any password',
    fault: {
      answer: (r) =>
        is(r, 'POST', 'mfa/status') && r.body.includes('accountname=conformance-nobody')
          ? xmlReply(200, 0, '<mfaSetting><enable_mfa>0</enable_mfa><auth_source>1</auth_source><email>x@example.com</email></mfaSetting>')
          : undefined,
    },
    fails: ['invalid login refused: POST mfa/status'],
  },
  {
    name: 'an emergency code is "sent" for an account that does not exist',
    fault: { answer: (r) => (is(r, 'POST', 'mfa/email/emergencycode') ? xmlReply(200, 0) : undefined) },
    fails: ['invalid login refused: POST mfa/email/emergencycode'],
  },
  {
    name: 'login signs in an account that does not exist',
    fault: { answer: (r) => (is(r, 'POST', 'login') && r.body.includes('accountname=conformance-nobody') ? xmlReply(200, 0) : undefined) },
    fails: ['invalid login refused: POST login'],
  },
  {
    name: 'no XSRF check (the header is made to match whatever was sent)',
    fault: {
      request: (r) => {
        const cookie = r.cookies['XSRF-TOKEN'];
        if (cookie !== undefined) r.headers['x-xsrf-token'] = cookie;
      },
    },
    fails: [
      'XSRF mismatch refused: POST mfa/status',
      'XSRF header missing refused: POST mfa/status',
      'XSRF mismatch refused: PUT account/theme',
      'XSRF header missing refused: PUT account/theme',
    ],
  },
  {
    name: 'XSRF-TOKEN is set on successful replies only',
    fault: {
      reply: (_r, reply) => {
        if (reply.status === 401) reply.setCookies = reply.setCookies.filter((line) => !line.startsWith('XSRF-TOKEN='));
      },
    },
    fails: ['XSRF-TOKEN set where missing'],
    passes: ['POST login'],
  },
  {
    name: "mfa/status refuses the account's own password",
    fault: {
      answer: (r) =>
        is(r, 'POST', 'mfa/status') && r.body.includes('accountname=admin&') && xsrfMatches(r) ? xmlReply(200, 701) : undefined,
    },
    fails: ['POST mfa/status'],
  },
  {
    name: 'login answers 500',
    fault: { answer: (r) => (is(r, 'POST', 'login') && r.body.includes('accountname=admin&') ? xmlReply(500, 500) : undefined) },
    fails: ['POST login'],
  },
  {
    name: 'the session cookie is readable by scripts',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'POST', 'login')) reply.setCookies = reply.setCookies.map((line) => line.replace(/;\s*HttpOnly/i, ''));
      },
    },
    fails: ['session cookie is http-only'],
  },
  {
    name: 'login errorcode 301 without x-redirect',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'POST', 'login')) delete reply.headers['x-redirect'];
      },
    },
    fails: ['POST login errorcode 301 (x-redirect)'],
  },
  {
    name: 'login errorcode 803 without its key',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'POST', 'login')) reply.body = reply.body.replace(/<key>[^<]*<\/key>/, '');
      },
    },
    fails: ['POST login errorcode 803 (key)'],
  },
  {
    name: 'an XML list of one collapsed to its element (<perms>ALL</perms>)',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'account/present')) reply.body = reply.body.replace(/<perms><perm>([^<]*)<\/perm><\/perms>/, '<perms>$1</perms>');
      },
    },
    fails: ['GET account/present', 'list stays a list: account/present perms.perm'],
  },
  {
    name: 'a garbage body',
    fault: {
      answer: (r) =>
        is(r, 'GET', 'account/present') && signedIn(r)
          ? { status: 200, headers: { 'content-type': 'application/xml' }, setCookies: [], body: '\u0000\u0001<<garbage>>\u001b[31m' }
          : undefined,
    },
    fails: ['GET account/present'],
    passes: ['GET account/assumeas/previous'],
  },
  {
    name: 'an XML reply without its errorinfo',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'account/assumeas/previous'))
          reply.body = reply.body.replace(/<errorinfo><errorcode>[^<]*<\/errorcode><errorinfo>[^<]*<\/errorinfo><\/errorinfo>/, '');
      },
    },
    fails: ['GET account/assumeas/previous'],
  },
  {
    name: 'an HTML page where XML is due',
    fault: { answer: (r) => (is(r, 'GET', 'mfa/setting') && signedIn(r) ? htmlReply(200) : undefined) },
    fails: ['GET mfa/setting'],
  },
  {
    name: 'a JSON list collapsed to its first item (account/sites)',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'account/sites') && reply.status === 200) editJson(reply, (sites: Json[]) => sites[0]);
      },
    },
    fails: ['GET account/sites', 'list stays a list: account/sites'],
  },
  {
    name: 'a JSON list collapsed to its first item (notice/list)',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'notice/list') && reply.status === 200) editJson(reply, (body: Json) => ({ ...body, list: body.list[0] }));
      },
    },
    fails: ['GET notice/list', 'list stays a list: notice/list'],
  },
  {
    name: 'more notices than maxnumber=10',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'notice/list') && reply.status === 200) {
          editJson(reply, (body: Json) => ({
            ...body,
            list: Array.from({ length: 11 }, (_, i) => ({ ...body.list[0], notice_id: `n-${i}` })),
          }));
        }
      },
    },
    fails: ['list stays a list: notice/list'],
  },
  {
    name: 'a JSON list collapsed to its first item (notice/popup)',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'notice/popup') && reply.status === 200) editJson(reply, (body: Json) => ({ ...body, list: body.list[0] }));
      },
    },
    fails: ['GET notice/popup', 'list stays a list: notice/popup'],
  },
  {
    name: 'notice ids turned into numbers',
    fault: {
      reply: (r, reply) => {
        if ((is(r, 'GET', 'notice/list') || is(r, 'GET', 'notice/popup')) && reply.status === 200) {
          editJson(reply, (body: Json) => ({
            ...body,
            list: body.list.map((notice: Json) => ({ ...notice, notice_id: Number(String(notice.notice_id).replace(/\D/g, '')) })),
          }));
        }
      },
    },
    fails: ['numbers stay text: notice ids', 'GET notice/list'],
  },
  {
    name: 'a call that never answers',
    fault: { answer: (r) => (is(r, 'GET', 'account/visionone/promotion') && signedIn(r) ? 'hang' : undefined) },
    // Long enough for every other call on a busy machine; the hang alone runs into it.
    options: { timeoutMs: 3_000 },
    fails: ['GET account/visionone/promotion'],
    passes: ['GET account/theme', 'GET /uiserver/logoff'],
  },
  {
    name: 'a wrong content type (JSON sent as text/plain)',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'account/theme')) reply.headers['content-type'] = 'text/plain; charset=utf-8';
      },
    },
    fails: ['GET account/theme', 'console headers accepted'],
  },
  {
    name: 'a numeric status sent as a word',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'account/visionone/productupgrade') && reply.status === 200)
          editJson(reply, (body: Json) => ({ ...body, upgradeStatus: 'NotStarted' }));
      },
    },
    fails: ['GET account/visionone/productupgrade'],
  },
  {
    name: 'the banner is not an image',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'cobrand/banner')) reply.headers['content-type'] = 'application/json';
      },
    },
    fails: ['GET cobrand/banner'],
  },
  {
    name: 'a half-hour time zone offset is refused',
    fault: {
      answer: (r) =>
        r.headers['x-timezone-offset']?.includes('.') ? jsonReply(400, { code: 400, message: 'bad x-timezone-offset' }) : undefined,
    },
    fails: ['console headers accepted'],
  },
  {
    name: 'the theme is answered but not saved',
    fault: {
      answer: (r) =>
        is(r, 'PUT', 'account/theme') && signedIn(r) && xsrfMatches(r)
          ? jsonReply(200, { code: 0, message: 'ok', data: { theme: (JSON.parse(r.body) as { theme: string }).theme } })
          : undefined,
    },
    fails: ['PUT account/theme (set and restore)'],
  },
  {
    name: 'resetlocale answers 500',
    fault: { answer: (r) => (is(r, 'PUT', 'adminui/resetlocale') && signedIn(r) ? xmlReply(500, 500) : undefined) },
    fails: ['PUT adminui/resetlocale'],
  },
  {
    name: 'notice/complete answers JSON instead of XML',
    fault: { answer: (r) => (is(r, 'PUT', 'notice/complete') && signedIn(r) ? jsonReply(200, { code: 0 }) : undefined) },
    fails: ['PUT notice/complete'],
  },
  {
    name: 'the region form answers a non-zero code',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'POST', '/uiserver/account/site') && reply.status === 200) editJson(reply, (body: Json) => ({ ...body, code: 1 }));
      },
    },
    fails: ['POST /uiserver/account/site'],
  },
  {
    name: "a verification code is 'sent' to an address that is not the account's",
    fault: { answer: (r) => (is(r, 'POST', 'account/verificationcode') ? jsonReply(200, { code: 0, data: { prefix: 'AB' } }) : undefined) },
    fails: ['POST account/verificationcode (refused)'],
  },
  {
    name: 'a password reset takes a wrong code',
    fault: { answer: (r) => (is(r, 'PUT', 'account/password') ? jsonReply(200, { code: 0, message: 'password updated' }) : undefined) },
    fails: ['PUT account/password (refused)'],
  },
  {
    name: 'assume-as is still named after the release',
    fault: {
      answer: (r) =>
        is(r, 'GET', 'account/assumeas/previous') && signedIn(r)
          ? xmlReply(200, 0, '<previous><assumeas_name>supervisor</assumeas_name><assumeas_id>9001</assumeas_id></previous>')
          : undefined,
    },
    fails: ['GET account/assumeas/release'],
    passes: ['GET account/assumeas/previous'],
  },
  {
    name: 'logoff redirects but leaves the session alive',
    fault: {
      answer: (r) =>
        is(r, 'GET', '/uiserver/logoff') ? { status: 302, headers: { location: '/login' }, setCookies: [], body: '' } : undefined,
    },
    fails: ['logoff ends the session'],
    passes: ['GET /uiserver/logoff'],
  },
  {
    name: 'logoff passes its query on to the login page',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', '/uiserver/logoff')) reply.headers.location = `/login${r.path.slice(r.path.indexOf('?'))}`;
      },
    },
    fails: ['GET /uiserver/logoff'],
    passes: ['logoff ends the session'],
  },
  {
    name: 'a legacy page is missing for a signed-in account',
    fault: { answer: (r) => (is(r, 'GET', '/uiserver/legacy/*') && signedIn(r) ? htmlReply(404, '<p>Not found</p>') : undefined) },
    fails: ['legacy page signed in'],
  },
  {
    name: 'a company GUID that looks like a number sent as a number',
    user: 'support',
    options: SUPPORT,
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'supporter/license/00123') && reply.status === 200) {
          editJson(reply, (body: Json) => ({ ...body, data: { ...body.data, company: { ...body.data.company, GUID: 123 } } }));
        }
      },
    },
    fails: ['GET supporter/license/{companyId}', 'numbers stay text: supporter/license company'],
  },
  {
    name: 'a company that does not exist answers 200',
    user: 'support',
    options: SUPPORT,
    fault: {
      answer: (r) =>
        is(r, 'GET', 'supporter/license/conformance-no-such-company-*') && signedIn(r)
          ? jsonReply(200, { code: 0, data: { company: { GUID: 'x' }, account: null, licenses: [] } })
          : undefined,
    },
    fails: ['GET supporter/license/{companyId} (no such company)'],
    passes: ['GET supporter/license/{companyId}'],
  },
  {
    name: 'the licence sync answers 500',
    user: 'support',
    options: SUPPORT,
    fault: {
      answer: (r) => (is(r, 'PUT', 'supporter/license/*') && signedIn(r) ? jsonReply(500, { code: 500, message: 'down' }) : undefined),
    },
    fails: ['PUT supporter/license/{companyId}'],
  },
  {
    name: 'step-up: the sign-in does not count as a proof',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'POST', 'session/reauth/challenge') && reply.status === 200) {
          editJson(reply, (body: Json) =>
            body.data?.fresh === true
              ? { ...body, data: { fresh: false, challenge: 'made-up', factor: 'password', expires_in: 300 } }
              : body,
          );
        }
      },
    },
    fails: [STEP_UP_ROWS.fresh],
  },
  {
    name: 'step-up: a challenge lives less than 120 s',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'POST', 'session/reauth/challenge') && reply.status === 200) {
          editJson(reply, (body: Json) => (body.data?.fresh === false ? { ...body, data: { ...body.data, expires_in: 60 } } : body));
        }
      },
    },
    fails: [STEP_UP_ROWS.challenge],
    passes: [STEP_UP_ROWS.state],
  },
  {
    name: 'step-up: a new challenge is not pending',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'session/reauth/*') && reply.status === 200) {
          editJson(reply, (body: Json) => ({ ...body, data: { ...body.data, state: 'expired' } }));
        }
      },
    },
    fails: [STEP_UP_ROWS.state],
  },
  {
    name: 'step-up: any session reads any challenge, even one never given',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'session/reauth/*') && reply.status === 404) {
          reply.status = 200;
          reply.body = JSON.stringify({ code: 0, message: 'ok', data: { state: 'pending', factor: 'password' } });
        }
      },
    },
    fails: [STEP_UP_ROWS.bound, STEP_UP_ROWS.unknown],
  },
  {
    name: 'step-up: a used or spent challenge is taken again',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'POST', 'session/reauth') && reply.status === 410) {
          reply.status = 200;
          reply.body = JSON.stringify({ code: 0, message: 'ok' });
        }
      },
    },
    fails: [STEP_UP_ROWS.single, STEP_UP_ROWS.wrong],
    passes: [STEP_UP_ROWS.state],
  },
  {
    name: 'step-up: wrong answers are not said (401 without code 1211)',
    fault: {
      reply: (r, reply) => {
        if (is(r, 'POST', 'session/reauth') && reply.status === 401) reply.body = JSON.stringify({ code: 401, message: 'no' });
      },
    },
    fails: [STEP_UP_ROWS.wrong],
    passes: [STEP_UP_ROWS.single],
  },
  {
    name: 'step-up: an expired challenge is still called pending',
    options: { ...ADMIN_WRITES, waitExpiry: true },
    fault: {
      reply: (r, reply) => {
        if (is(r, 'GET', 'session/reauth/*') && reply.status === 200) {
          editJson(reply, (body: Json) => (body.data?.state === 'expired' ? { ...body, data: { ...body.data, state: 'pending' } } : body));
        }
      },
    },
    fails: [STEP_UP_ROWS.expired],
    passes: [STEP_UP_ROWS.single],
  },
  {
    name: 'step-up: a 401 code 1210 without its challenge',
    user: 'support',
    options: { ...SUPPORT, stepUpAge: 600 },
    fault: {
      reply: (r, reply) => {
        if (is(r, 'PUT', 'supporter/license/*') && reply.status === 401)
          reply.body = JSON.stringify({ code: 1210, data: { factor: 'password' } });
      },
    },
    fails: [STEP_UP_ROWS.required],
  },
  // Support sessions: each rule of the section, broken alone.
  ...((): FaultCase[] => {
    const support = (name: string, fault: Fault, fails: readonly string[], passes?: readonly string[]): FaultCase => ({
      name: `support sessions: ${name}`,
      user: CUSTOMER,
      options: SUPPORT_SESSIONS,
      fault,
      fails,
      ...(passes ? { passes } : {}),
    });
    const elevations = counting(isElevate);
    // Elevates answered 200: the second is write mode's end check's own.
    let raised = 0;
    let readsOfTheGrant = 0;
    const releases = counting((r) => is(r, 'GET', 'account/assumeas/release'));
    return [
      support(
        'the log leaves out the sessions',
        {
          reply: (r, reply) =>
            is(r, 'GET', 'account/support-access') &&
            reply.status === 200 &&
            editJson(reply, ({ data, ...rest }: Json) => ({ ...rest, data: { ...data, sessions: undefined } })),
        },
        [SUPPORT_ROWS.access],
      ),
      support(
        'turning access on says it is still off',
        {
          reply: (r, reply) =>
            is(r, 'PUT', 'account/support-access') &&
            reply.status === 200 &&
            editJson(reply, (body: Json) => ({ ...body, data: { enabled: false, until: null } })),
        },
        [SUPPORT_ROWS.grant],
      ),
      support(
        'turning access off is said but not done',
        {
          answer: (r) =>
            is(r, 'PUT', 'account/support-access') && r.body.includes('false')
              ? jsonReply(200, { code: 0, data: { enabled: false, until: null } })
              : undefined,
        },
        [SUPPORT_ROWS.refused, SUPPORT_ROWS.customerOff],
      ),
      support(
        'previous without the Date header and the mode',
        {
          reply: (r, reply) => {
            if (is(r, 'GET', 'account/assumeas/previous')) {
              delete reply.headers.date;
              reply.body = reply.body.replace(/<mode>\w+<\/mode>/, '');
            }
          },
        },
        [SUPPORT_ROWS.started],
      ),
      support(
        'read mode lets a write through',
        {
          reply: (r, reply) => {
            if (is(r, 'PUT', 'account/theme') && reply.status === 403) {
              reply.status = 200;
              reply.body = JSON.stringify({ code: 0, data: { theme: 'light' } });
            }
          },
        },
        [SUPPORT_ROWS.readOnly, SUPPORT_ROWS.lower],
      ),
      support(
        'the supporter reads the customer log',
        {
          reply: (r, reply) => {
            if (is(r, 'GET', 'account/support-access') && reply.status === 403) {
              reply.status = 200;
              reply.body = JSON.stringify({ code: 0, data: { enabled: true, until: null, sessions: [] } });
            }
          },
        },
        [SUPPORT_ROWS.notCustomer],
      ),
      support(
        'extend says yes and does nothing',
        {
          answer: (r) =>
            is(r, 'POST', 'account/assumeas/extend')
              ? jsonReply(200, { code: 0, data: { expires_at: '2099-01-01T00:00:00Z' } })
              : undefined,
        },
        [SUPPORT_ROWS.extend],
      ),
      support(
        'elevate asks for no proof',
        {
          reply: (r, reply) => {
            if (isElevate(r) && reply.status === 401) {
              reply.status = 200;
              reply.body = JSON.stringify({ code: 0, data: { mode: 'write', write_until: '2099-01-01T00:00:00Z' } });
            }
          },
        },
        [SUPPORT_ROWS.elevate, SUPPORT_ROWS.writeEnds],
      ),
      support(
        'a proof serves a second elevate',
        {
          answer: (r) =>
            elevations(r) === 3 ? jsonReply(200, { code: 0, data: { mode: 'write', write_until: '2099-01-01T00:00:00Z' } }) : undefined,
        },
        [SUPPORT_ROWS.elevateAgain],
      ),
      support(
        'write mode refuses the write',
        {
          answer: (r) =>
            is(r, 'PUT', 'account/theme') && r.cookies.sid !== undefined
              ? jsonReply(403, { code: 1220, message: 'read-only support session' })
              : undefined,
        },
        [SUPPORT_ROWS.written],
        [SUPPORT_ROWS.readOnly],
      ),
      support(
        'lower stays in write mode',
        {
          reply: (r, reply) =>
            is(r, 'POST', 'account/assumeas/lower') &&
            reply.status === 200 &&
            editJson(reply, (body: Json) => ({ ...body, data: { mode: 'write' } })),
        },
        [SUPPORT_ROWS.lower],
      ),
      support(
        'write mode outlives write_until',
        {
          reply: (r, reply) => {
            if (isElevate(r) && reply.status === 200) raised += 1;
            if (is(r, 'PUT', 'account/theme') && reply.status === 403 && raised >= 2) {
              reply.status = 200;
              reply.body = JSON.stringify({ code: 0, data: { theme: 'light' } });
            }
          },
        },
        [SUPPORT_ROWS.writeEnds],
      ),
      support(
        'an ended session answers as if it ran on',
        {
          reply: (r, reply) => {
            if (is(r, 'GET', 'account/theme') && reply.status === 401) {
              reply.status = 200;
              reply.body = JSON.stringify({ code: 0, data: { curTheme: 'light' } });
            }
          },
        },
        [SUPPORT_ROWS.timeUp, SUPPORT_ROWS.customerOff],
      ),
      support('a second release fails', { answer: (r) => (releases(r) >= 2 ? xmlReply(500, 500) : undefined) }, [
        SUPPORT_ROWS.releaseTwice,
      ]),
      support(
        'the log loses the writes',
        {
          reply: (r, reply) =>
            is(r, 'GET', 'account/support-access') &&
            reply.status === 200 &&
            editJson(reply, (body: Json) => ({
              ...body,
              data: { ...body.data, sessions: body.data.sessions.map((x: Json) => ({ ...x, writes: [] })) },
            })),
        },
        [SUPPORT_ROWS.log],
      ),
      support(
        'the grant cannot be put back',
        {
          // The grant is read twice (the first check and the log); the PUT after that is the one putting it back.
          reply: (r, reply) => {
            if (is(r, 'GET', 'account/support-access') && reply.status === 200) readsOfTheGrant += 1;
          },
          answer: (r) =>
            is(r, 'PUT', 'account/support-access') && readsOfTheGrant >= 2 ? jsonReply(400, { code: 400, message: 'no' }) : undefined,
        },
        [SUPPORT_ROWS.restored],
      ),
    ];
  })(),
];

// ---------------------------------------------------------------------------------------------

let server: ListeningServer;
let proxy: FaultProxy;
/** Checks a fault has been seen to fail, and checks that passed in the runs without a fault. */
const shownToFail = new Set<string>();
const passedWithoutFault = new Set<string>();

beforeAll(async () => {
  server = await startReferenceServer('reference');
  proxy = await startFaultProxy(server.origin);
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

function options(user = 'admin', more: Partial<KitOptions> = ADMIN_WRITES): KitOptions {
  return kitOptions(proxy.origin, user, more);
}

describe('through the proxy without a fault', () => {
  it.each([
    ['admin', ADMIN_WRITES],
    ['support', SUPPORT],
    [CUSTOMER, SUPPORT_SESSIONS],
  ] as const)(
    '%s: every row passes or is skipped (the proxy itself changes nothing)',
    async (user, more) => {
      proxy.inject(null);
      const rows = await runConformance(options(user, more), { contract, wait: async (ms) => server.advance(ms) });
      expect(failures(rows)).toEqual([]);
      for (const row of rows) if (row.outcome === 'pass') passedWithoutFault.add(row.name);
    },
    120_000,
  );
});

describe('one fault at a time: a failed row names the check, and the run fails', () => {
  it.each(FAULTS.map((item) => [item.name, item] as const))(
    '%s',
    async (_name, item) => {
      // Each run answers five step-up challenges wrongly; the server's window of wrong answers per
      // account (15 minutes) is let pass between runs, as an operator running the kit again would.
      server.advance(15 * 60_000);
      proxy.inject(item.fault);
      let rows: Row[];
      try {
        // The kit's waits (a challenge's life, a proof's age) move the server's clock instead of sleeping.
        const wait = async (ms: number): Promise<void> => server.advance(ms);
        rows = await runConformance(options(item.user, { ...(item.user ? {} : ADMIN_WRITES), ...item.options }), { contract, wait });
      } finally {
        proxy.inject(null);
      }
      for (const name of item.fails) {
        const row = rowNamed(rows, name);
        expect(row?.outcome, `${name} should fail; rows that failed: ${failures(rows).join(' | ')}`).toBe('fail');
        expect(row?.reason).not.toBe('');
        shownToFail.add(name);
      }
      for (const name of item.passes ?? []) expect(outcomeOf(rows, name), `${name} should still pass`).toBe('pass');
      expect(exitStatus(rows)).toBe(1);
    },
    120_000,
  );

  it('reasons quote the server cleanly: no control character from a garbage reply reaches the row', async () => {
    const garbage = FAULTS.find((item) => item.name === 'a garbage body');
    proxy.inject(garbage?.fault ?? null);
    try {
      const rows = await runConformance(options(), { contract });
      const row = rowNamed(rows, 'GET account/present');
      expect(row?.reason).toMatch(/^not an XML document/);
      // eslint-disable-next-line no-control-regex -- the assertion is about control characters
      expect(row && formatRow(row)).not.toMatch(/[\u0000-\u001f\u007f]/);
    } finally {
      proxy.inject(null);
    }
  }, 120_000);

  it('every check that passes without a fault is failed by at least one fault', () => {
    expect(passedWithoutFault.size).toBeGreaterThan(40);
    // The coverage row judges the kit against the table, not the server: no server fault can fail it (checks/coverage.test.ts does).
    const serverChecks = [...passedWithoutFault].filter((name) => name !== COVERAGE_ROW);
    expect(serverChecks.filter((name) => !shownToFail.has(name))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Servers broken below HTTP
// ---------------------------------------------------------------------------------------------

async function tcpServer(onConnection: (socket: Socket) => void): Promise<{ origin: string; server: TcpServer }> {
  const tcp = createTcpServer(onConnection);
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(tcp.address() as AddressInfo).port}`, server: tcp };
}

async function closeTcp(tcp: TcpServer): Promise<void> {
  await new Promise<void>((resolve) => tcp.close(() => resolve()));
}

describe('a server broken below HTTP: one clear failed row, and the run stops', () => {
  it.each([
    ['connection refused', 'refused', /^connection refused \(http:\/\/127\.0\.0\.1:\d+\)$/],
    ['not HTTP at all', 'garbage', /^not an HTTP reply/],
    ['never answers', 'silent', /^no complete reply within 500 ms$/],
  ] as const)('%s', async (_name, kind, reason) => {
    const sockets = new Set<Socket>();
    const tcp = await tcpServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      if (kind === 'garbage') socket.on('data', () => socket.end('\u0000garbage\r\n\r\n'));
    });
    if (kind === 'refused') await closeTcp(tcp.server);
    try {
      const rows = await runConformance(kitOptions(tcp.origin, 'admin', { timeoutMs: 500 }), { contract });
      expect(rows).toEqual([{ outcome: 'fail', name: 'GET withoutauth/starcloudversioninfo', reason: expect.stringMatching(reason) }]);
      expect(exitStatus(rows)).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      if (kind !== 'refused') await closeTcp(tcp.server);
    }
  });

  it('npm run conformance exits 1 with the failed row against a server that is not there', async () => {
    const tcp = await tcpServer(() => undefined);
    const { origin } = tcp;
    await closeTcp(tcp.server);
    const failed = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/conformance/cli.ts', '--origin', origin, '--user', 'admin', '--password', 'x'],
      { cwd: root, encoding: 'utf8', timeout: 120_000 },
    ).then(
      () => null,
      (error: { code?: number; stdout?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/^FAIL {2}GET withoutauth\/starcloudversioninfo {2,}connection refused/m);
    expect(failed?.stdout).toMatch(/0 passed, 1 failed, 0 skipped/);
  }, 120_000);
});
