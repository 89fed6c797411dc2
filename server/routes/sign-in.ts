// Sign-in: login, logoff, MFA status/setting and emergency codes (contract rows login, mfa/*).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countEvents, recordEvent, takeRateSlot } from '../auth/code-limits';
import { checkCode, issueCode } from '../auth/emailed-codes';
import { parseLoginName } from '../auth/login-name';
import { verifyPassword } from '../auth/password-hashing';
import { endSession, sessionOf, startSession, XSRF_COOKIE } from '../auth/session';
import { limitedPasswordCheck } from '../auth/signin-limits';
import { takeTotpCode } from '../auth/totp';
import type { AppContext } from '../context';
import { findAccountById, findAccountByLogin, type AccountRow } from '../data/accounts';
import { API } from '../http/contract-table';
import { sendXml } from '../http/reply';
import { field } from '../http/request-fields';
import { x } from '../http/xml';
import { sendMail } from '../mail/send-mail';

const INVALID_LOGIN = 701;
const MFA_FAIL_LIMIT = 10; // wrong MFA codes per account per window before every code is refused
const MFA_FAIL_WINDOW_MS = 15 * 60 * 1000;
/**
 * Emergency mails per account per window (then errorcode 1206). The spec names no number; ten in ten
 * minutes stops a script mailing an inbox full while leaving a person, or the browser tests that sign
 * the demo MFA account in by emergency code, room to retry.
 */
export const EMERGENCY_SEND_LIMIT = 10;
const EMERGENCY_SEND_WINDOW_MS = 10 * 60 * 1000;

/** Login-block kinds → the errorcode login answers for each. */
const BLOCK_CODES = { disabled: -3, invalid_license: -4, dirauth: 803, auth_disabled: 804, redirect: 301, disabled_ip: 4403 } as const;
const BLOCK_TEXT = {
  disabled: 'account disabled',
  invalid_license: 'invalid license',
  dirauth: 'enforce directory authentication',
  auth_disabled: 'authenticate disabled',
  redirect: 'redirect',
  disabled_ip: 'admin login from a disabled IP',
} as const;

type Authentication =
  | { readonly kind: 'ok'; readonly account: AccountRow }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number };

/**
 * Looks up the form's account and checks its password ("invalid" on any mismatch, no hint which),
 * within the sign-in limits. `proof`: "remember" records a verified password for the login that
 * follows (mfa/status), "use" accepts such a record instead of hashing again (login).
 */
async function authenticate(ctx: AppContext, request: FastifyRequest, proof?: 'remember' | 'use'): Promise<Authentication> {
  const body = request.body;
  const accountname = field(body, 'accountname', 256) ?? '';
  const password = field(body, 'password', 256) ?? '';
  const { username, namespace } = parseLoginName(accountname, field(body, 'namespace', 256));
  const account = username && password ? await findAccountByLogin(ctx.db, username, namespace) : undefined;
  const client = `${request.ip}\u0001${request.cookies[XSRF_COOKIE] ?? ''}`;
  const now = ctx.now().getTime();
  if (account && proof === 'use' && ctx.passwordProofs.take(account.account_id, client, password, account.password_hash, now))
    return { kind: 'ok', account };

  // Always run scrypt, even for an unknown user, so timing does not reveal which usernames exist.
  const checked = await limitedPasswordCheck(
    ctx,
    `${username}@@${namespace}`,
    request.ip,
    async () => (await verifyPassword(password, account?.password_hash ?? null)) && account !== undefined,
  );
  if (checked.kind === 'limited') return checked;
  if (checked.kind === 'invalid' || !account) return { kind: 'invalid' };
  if (proof === 'remember') ctx.passwordProofs.remember(account.account_id, client, password, account.password_hash, now);
  return { kind: 'ok', account };
}

/** The reply to a sign-in that did not authenticate: 701, or HTTP 429 while the limits hold. */
function notAuthenticated(reply: FastifyReply, result: Exclude<Authentication, { kind: 'ok' }>): FastifyReply {
  if (result.kind === 'invalid') return sendXml(reply, INVALID_LOGIN, 'invalid login');
  reply.header('retry-after', String(result.retryAfterSeconds));
  return sendXml(reply, 429, 'too many failed sign-ins; try again later', [], 429);
}

/**
 * Where a migrating company's user must go instead of signing in. The console checks
 * migration/status before login; the server enforces the same so a direct login cannot skip it.
 */
function migrationRedirect(a: AccountRow): string | undefined {
  if (a.migration_status === 2) return a.migration_redirect_url;
  if (a.migration_status !== 1) return undefined;
  if (!a.migration_customer) return '/login?errorcode=52404';
  const url = Buffer.from(a.migration_redirect_url).toString('base64');
  return `/error?code=52405&redirect_v1_url=${encodeURIComponent(url)}${a.migration_sso ? '&sso=1' : ''}`;
}

function mfaFailure(reply: FastifyReply, code: 1203 | 1204 | 1205, info: string): FastifyReply {
  return sendXml(reply, code, info, [], 401);
}

/** Checks the MFA code of a login form. Returns a failure reply, or undefined when the code is good. */
async function checkMfa(ctx: AppContext, a: AccountRow, body: unknown, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const key = String(a.account_id);
  if ((await countEvents(ctx, 'mfa-fail', key, MFA_FAIL_WINDOW_MS)) >= MFA_FAIL_LIMIT) {
    return mfaFailure(reply, 1203, 'too many invalid MFA codes; try again later');
  }
  const code = (field(body, 'mfa_code', 64) ?? '').trim();
  if (field(body, 'login_type') === '1') {
    const result = await checkCode(ctx, a.account_id, 'emergency', code, true);
    if (result === 'ok') return undefined;
    await recordEvent(ctx, 'mfa-fail', key);
    return result === 'expired' ? mfaFailure(reply, 1205, 'expired emergency code') : mfaFailure(reply, 1204, 'invalid emergency code');
  }
  if (await takeTotpCode(ctx, a, code)) return undefined;
  await recordEvent(ctx, 'mfa-fail', key);
  return mfaFailure(reply, 1203, 'invalid TOTP key');
}

function mfaSetting(a: AccountRow, withShellFields: boolean) {
  const base = [x('enable_mfa', a.mfa_enabled), x('auth_source', a.mfa_auth_source), x('email', a.email)];
  if (!withShellFields) return [x('mfaSetting', base)];
  const setUp = a.mfa_enabled && a.totp_secret !== null;
  return [x('mfaSetting', [...base, x('enforce_mfa', a.mfa_enforced), x('mfa_status', setUp)])];
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${API}/login`, { config: { kind: 'xml' } }, async (request, reply) => {
    const auth = await authenticate(ctx, request, 'use');
    if (auth.kind !== 'ok') return notAuthenticated(reply, auth);
    const a = auth.account;
    // Account states are only revealed to someone who knows the password.
    if (a.login_block) {
      if (a.login_block === 'redirect') reply.header('x-redirect', a.login_block_data ?? '/');
      const result = a.login_block === 'dirauth' ? [x('key', a.login_block_data ?? '')] : [];
      return sendXml(reply, BLOCK_CODES[a.login_block], BLOCK_TEXT[a.login_block], result);
    }
    const redirect = migrationRedirect(a);
    if (redirect) {
      reply.header('x-redirect', redirect);
      return sendXml(reply, 301, 'redirect');
    }
    if (a.mfa_enabled && a.mfa_auth_source === 1) {
      const failed = await checkMfa(ctx, a, request.body, reply);
      if (failed) return failed;
    }
    await startSession(ctx, request, reply, a.account_id);
    return sendXml(reply, 0, 'ok');
  });

  // A page navigation, not an XHR: always ends in a bare redirect to the login page, as the contract
  // has it. Nothing of the query reaches the login page: what the console wants said there after a
  // sign-out it keeps itself (src/engine/login/login-reason.ts).
  app.get('/uiserver/logoff', { config: { kind: 'page' } }, async (request, reply) => {
    await endSession(ctx, request, reply);
    return reply.code(302).header('location', '/login').send();
  });

  app.post(`${API}/mfa/status`, { config: { kind: 'xml' } }, async (request, reply) => {
    const auth = await authenticate(ctx, request, 'remember');
    if (auth.kind !== 'ok') return notAuthenticated(reply, auth);
    return sendXml(reply, 0, 'ok', mfaSetting(auth.account, false));
  });

  app.post(`${API}/mfa/email/emergencycode`, { config: { kind: 'xml' } }, async (request, reply) => {
    const auth = await authenticate(ctx, request);
    if (auth.kind !== 'ok') return notAuthenticated(reply, auth);
    const a = auth.account;
    if (!a.mfa_enabled) return sendXml(reply, 400, 'MFA is not enabled for this account', [], 400);
    if (!(await takeRateSlot(ctx, 'emergency-send', String(a.account_id), EMERGENCY_SEND_LIMIT, EMERGENCY_SEND_WINDOW_MS))) {
      return sendXml(reply, 1206, 'emergency code send limit reached');
    }
    const { code } = await issueCode(ctx, a.account_id, 'emergency');
    await sendMail(ctx, {
      to: a.email,
      subject: 'Your emergency sign-in code',
      body: `Your emergency sign-in code is ${code}. It expires in 10 minutes.`,
      code,
    });
    return sendXml(reply, 0, 'ok');
  });

  app.get(`${API}/mfa/setting`, { config: { kind: 'xml', auth: 'required' } }, async (request, reply) => {
    const a = await findAccountById(ctx.db, sessionOf(request).accountId);
    if (!a) return sendXml(reply, 401, 'not signed in', [], 401);
    return sendXml(reply, 0, 'ok', mfaSetting(a, true));
  });
}
