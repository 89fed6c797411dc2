// One-time codes: MFA emergency codes and password-reset verification codes.
// Only a hash is stored; each code has an expiry and a cap on wrong guesses.
import { createHash, randomInt } from 'node:crypto';
import type { AppContext } from './context';

export type CodePurpose = 'emergency' | 'verification';

const TTL_MS = 10 * 60 * 1000; // codes live 10 minutes
const MAX_ATTEMPTS = 5; // wrong guesses before the latest code is burnt
// Expired codes are still recognised for a day, so the user hears "expired" rather than "invalid".
const RECOGNISE_MS = 24 * 60 * 60 * 1000;

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

function digits(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(randomInt(10));
  return s;
}

function letters(n: number): string {
  const abc = 'ABCDEFGHJKLMNPQRSTUVWXYZ'; // no I/O: they read like 1/0
  let s = '';
  for (let i = 0; i < n; i++) s += abc[randomInt(abc.length)];
  return s;
}

/** Issues a code. Verification codes get a 4-letter prefix the console shows read-only. */
export async function issueCode(ctx: AppContext, accountId: number, purpose: CodePurpose): Promise<{ code: string; prefix: string }> {
  const code = digits(purpose === 'emergency' ? 8 : 6);
  const prefix = purpose === 'verification' ? letters(4) : '';
  const now = ctx.now();
  await ctx.db.query(
    'insert into one_time_codes (account_id, purpose, prefix, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [accountId, purpose, prefix, hashCode(code), now, new Date(now.getTime() + TTL_MS)],
  );
  return { code, prefix };
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'locked';

/**
 * Checks a code without using it up (`consume` decides). Wrong guesses count against the newest live
 * code; after MAX_ATTEMPTS it stops working (answer "locked") until a new code is issued.
 * Verification codes may be typed with their prefix ("ABCD-123456") or without.
 */
export async function checkCode(
  ctx: AppContext,
  accountId: number,
  purpose: CodePurpose,
  input: string,
  consume: boolean,
): Promise<CodeCheck> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const res = await tx.query<{ id: number; prefix: string; code_hash: string; expires_at: Date; attempts: number; used: boolean }>(
      `select id, prefix, code_hash, expires_at, attempts, used from one_time_codes
       where account_id = $1 and purpose = $2 and created_at > $3 order by id desc`,
      [accountId, purpose, new Date(now.getTime() - RECOGNISE_MS)],
    );
    const newest = res.rows[0];
    if (newest && !newest.used && newest.attempts >= MAX_ATTEMPTS) return 'locked';
    const typed = input.trim().toUpperCase();
    for (const row of res.rows) {
      if (row.used) continue;
      const bare = row.prefix && typed.startsWith(row.prefix) ? typed.slice(row.prefix.length).replace(/^-/, '') : typed;
      if (hashCode(bare) !== row.code_hash) continue;
      if (row.expires_at.getTime() <= now.getTime()) return 'expired';
      if (row.attempts >= MAX_ATTEMPTS) return 'locked';
      if (consume) await tx.query('update one_time_codes set used = true where id = $1', [row.id]);
      return 'ok';
    }
    const live = res.rows.find((r) => !r.used && r.expires_at.getTime() > now.getTime());
    if (live) await tx.query('update one_time_codes set attempts = attempts + 1 where id = $1', [live.id]);
    return 'invalid';
  });
}

/** Marks every live code of this purpose used (after a successful reset, say). */
export async function consumeAll(ctx: AppContext, accountId: number, purpose: CodePurpose): Promise<void> {
  await ctx.db.query('update one_time_codes set used = true where account_id = $1 and purpose = $2 and not used', [accountId, purpose]);
}
