// Forgot password: send a verification code by email, then reset with it.
import type { FastifyInstance } from 'fastify';
import { takeRateSlot } from '../auth/code-limits';
import { checkCode, consumeAll, issueCode } from '../auth/emailed-codes';
import { parseLoginName } from '../auth/login-name';
import { hashPassword, verifyPassword } from '../auth/password-hashing';
import { passwordRuleFailures } from '../auth/password-rules';
import type { AppContext } from '../context';
import { findAccountByLogin, savePasswordHash, type AccountRow } from '../data/accounts';
import { deleteSessionsOf } from '../data/sessions';
import { API } from '../http/contract-table';
import { sendJson } from '../http/reply';
import { field } from '../http/request-fields';
import { sendMail } from '../mail/send-mail';

const WINDOW_MS = 15 * 60 * 1000;
const CODES_PER_ACCOUNT = 5; // verification mails per account per window
const REQUESTS_PER_CLIENT = 30; // verification requests per client address per window (slows username probing)

async function findByUserAndEmail(ctx: AppContext, body: unknown): Promise<AccountRow | undefined> {
  const { username, namespace } = parseLoginName(field(body, 'username', 256) ?? '');
  const email = (field(body, 'email', 320) ?? '').trim().toLowerCase();
  if (!username || !email) return undefined;
  const a = await findAccountByLogin(ctx.db, username, namespace);
  return a && a.email.toLowerCase() === email ? a : undefined;
}

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${API}/account/verificationcode`, { config: { kind: 'json' } }, async (request, reply) => {
    if (!field(request.body, 'username', 256)?.trim() || !field(request.body, 'email', 320)?.trim()) {
      return sendJson(reply, { code: 706, message: 'username and email are required' }, 400);
    }
    if (!(await takeRateSlot(ctx, 'verification-client', request.ip, REQUESTS_PER_CLIENT, WINDOW_MS))) {
      return sendJson(reply, { code: 429, message: 'too many verification code requests' }, 429);
    }
    const a = await findByUserAndEmail(ctx, request.body);
    if (!a) return sendJson(reply, { code: 706, message: 'invalid username or email' }, 404);
    if (!(await takeRateSlot(ctx, 'verification-send', String(a.account_id), CODES_PER_ACCOUNT, WINDOW_MS))) {
      return sendJson(reply, { code: 429, message: 'too many verification code requests' }, 429);
    }
    const { code, prefix } = await issueCode(ctx, a.account_id, 'verification');
    await sendMail(ctx, {
      to: a.email,
      subject: 'Your password reset verification code',
      body: `Your verification code is ${prefix}-${code}. Enter the digits after ${prefix}-. It expires in 10 minutes.`,
      code,
    });
    return sendJson(reply, { code: 0, message: 'ok', data: { prefix } });
  });

  app.put(`${API}/account/password`, { config: { kind: 'json' } }, async (request, reply) => {
    const password = field(request.body, 'password', 256);
    const typed = field(request.body, 'verification_code', 64)?.trim();
    if (password === undefined || !typed)
      return sendJson(reply, { code: 400, message: 'password and verification_code are required' }, 400);
    const a = await findByUserAndEmail(ctx, request.body);
    if (!a) return sendJson(reply, { code: 404, message: 'invalid username or email' }, 404);
    // The code is checked first (and not used up) so rule errors cannot be probed without one.
    // Guessing is bounded by the code's attempt cap (then 429) and the per-account cap on new codes.
    const check = await checkCode(ctx, a.account_id, 'verification', typed, false);
    if (check === 'locked') return sendJson(reply, { code: 429, message: 'too many retries; request a new code' }, 429);
    if (check === 'expired') return sendJson(reply, { code: 1202, message: 'expired verification code' }, 400);
    if (check === 'invalid') return sendJson(reply, { code: 1201, message: 'invalid verification code' }, 400);
    const failures = passwordRuleFailures(password);
    if (failures.length) return sendJson(reply, { code: 400, message: `password must have: ${failures.join(', ')}` }, 400);
    if (await verifyPassword(password, a.password_hash)) {
      return sendJson(reply, { code: 1208, message: 'same as the previous password' }, 400);
    }
    await savePasswordHash(ctx.db, a.account_id, await hashPassword(password));
    await consumeAll(ctx, a.account_id, 'verification');
    // A new password ends every existing session of the account.
    await deleteSessionsOf(ctx.db, a.account_id);
    return sendJson(reply, { code: 0, message: 'password updated' });
  });
}
