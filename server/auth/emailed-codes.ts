// One-time codes: MFA emergency codes and password-reset verification codes.
// Only a hash is stored; each code has an expiry and a cap on wrong guesses.
import { createHash, randomInt } from 'node:crypto';
import type { AppContext } from '../context';
import { countWrongAttempt, insertCode, markAllCodesUsed, markCodeUsed, recentCodes, type CodePurpose } from '../data/one-time-codes';

export type { CodePurpose };

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
  await insertCode(ctx.db, {
    accountId,
    purpose,
    prefix,
    codeHash: hashCode(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS),
  });
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
    const rows = await recentCodes(tx, accountId, purpose, new Date(now.getTime() - RECOGNISE_MS));
    const newest = rows[0];
    if (newest && !newest.used && newest.attempts >= MAX_ATTEMPTS) return 'locked';
    const typed = input.trim().toUpperCase();
    for (const row of rows) {
      if (row.used) continue;
      const bare = row.prefix && typed.startsWith(row.prefix) ? typed.slice(row.prefix.length).replace(/^-/, '') : typed;
      if (hashCode(bare) !== row.code_hash) continue;
      if (row.expires_at.getTime() <= now.getTime()) return 'expired';
      if (row.attempts >= MAX_ATTEMPTS) return 'locked';
      if (consume) await markCodeUsed(tx, row.id);
      return 'ok';
    }
    const live = rows.find((r) => !r.used && r.expires_at.getTime() > now.getTime());
    if (live) await countWrongAttempt(tx, live.id);
    return 'invalid';
  });
}

/** Marks every live code of this purpose used (after a successful reset, say). */
export async function consumeAll(ctx: AppContext, accountId: number, purpose: CodePurpose): Promise<void> {
  await markAllCodesUsed(ctx.db, accountId, purpose);
}
