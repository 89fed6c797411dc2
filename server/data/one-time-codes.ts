// Emergency (MFA) codes and password-reset verification codes. Only hashes are stored.
import type { Queryable } from './store';

export type CodePurpose = 'emergency' | 'verification';

export interface CodeRow {
  id: number;
  prefix: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  used: boolean;
}

export async function insertCode(
  db: Queryable,
  code: { accountId: number; purpose: CodePurpose; prefix: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'insert into one_time_codes (account_id, purpose, prefix, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [code.accountId, code.purpose, code.prefix, code.codeHash, code.createdAt, code.expiresAt],
  );
}

/** The account's codes of `purpose` issued after `since`, newest first. */
export async function recentCodes(db: Queryable, accountId: number, purpose: CodePurpose, since: Date): Promise<CodeRow[]> {
  const res = await db.query<CodeRow>(
    `select id, prefix, code_hash, expires_at, attempts, used from one_time_codes
       where account_id = $1 and purpose = $2 and created_at > $3 order by id desc`,
    [accountId, purpose, since],
  );
  return res.rows;
}

export async function markCodeUsed(db: Queryable, id: number): Promise<void> {
  await db.query('update one_time_codes set used = true where id = $1', [id]);
}

export async function countWrongAttempt(db: Queryable, id: number): Promise<void> {
  await db.query('update one_time_codes set attempts = attempts + 1 where id = $1', [id]);
}

/** Marks every unused code of this purpose used. */
export async function markAllCodesUsed(db: Queryable, accountId: number, purpose: CodePurpose): Promise<void> {
  await db.query('update one_time_codes set used = true where account_id = $1 and purpose = $2 and not used', [accountId, purpose]);
}
