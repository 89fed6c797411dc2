// Re-authentication challenges (step-up): bound to the session that asked for one, expiring, single
// use, spent by too many wrong answers. Only a hash of the challenge is stored; the rules are auth/step-up.ts's.
import type { Queryable } from './store';

export type StoredFactor = 'password' | 'otp' | 'sso';
export type StoredState = 'pending' | 'done' | 'spent';

export interface ChallengeRow {
  session_hash: string;
  account_id: number;
  factor: StoredFactor;
  expires_at: Date;
  wrong_answers: number;
  state: StoredState;
}

export async function insertChallenge(
  db: Queryable,
  row: { idHash: string; sessionHash: string; accountId: number; factor: StoredFactor; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'insert into reauth_challenges (id_hash, session_hash, account_id, factor, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [row.idHash, row.sessionHash, row.accountId, row.factor, row.now, row.expiresAt],
  );
  // Housekeeping: nothing here is looked at a day later.
  await db.query('delete from reauth_challenges where created_at < $1', [new Date(row.now.getTime() - 86_400_000)]);
}

/** The challenge, when the session `sessionHash` holds it (another session's is not found). */
export async function findChallenge(db: Queryable, idHash: string, sessionHash: string): Promise<ChallengeRow | undefined> {
  const res = await db.query<ChallengeRow>(
    'select session_hash, account_id, factor, expires_at, wrong_answers, state from reauth_challenges where id_hash = $1 and session_hash = $2',
    [idHash, sessionHash],
  );
  const row = res.rows[0];
  return row ? { ...row, account_id: Number(row.account_id) } : undefined;
}

/** Pending to done, once: false when it was no longer pending (a second answer racing the first). */
export async function markDone(db: Queryable, idHash: string): Promise<boolean> {
  const res = await db.query("update reauth_challenges set state = 'done' where id_hash = $1 and state = 'pending' returning id_hash", [
    idHash,
  ]);
  return res.rows.length > 0;
}

/** Counts a wrong answer; the `limit`-th spends the challenge. Its state after, or undefined when it was not pending. */
export async function countWrongAnswer(db: Queryable, idHash: string, limit: number): Promise<StoredState | undefined> {
  const res = await db.query<{ state: StoredState }>(
    `update reauth_challenges
        set wrong_answers = wrong_answers + 1,
            state = case when wrong_answers + 1 >= $2 then 'spent' else state end
      where id_hash = $1 and state = 'pending'
      returning state`,
    [idHash, limit],
  );
  return res.rows[0]?.state;
}
