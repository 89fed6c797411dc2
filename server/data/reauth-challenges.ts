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
  /** Answers tried on it so far, right or wrong (each counted before it is checked). */
  tries: number;
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
    'select session_hash, account_id, factor, expires_at, tries, state from reauth_challenges where id_hash = $1 and session_hash = $2',
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

/**
 * Takes one try at the challenge, in one statement: only while it is pending, unexpired at `now` and
 * has had fewer than `limit` tries. Answers sent at once each take their own try or none, so no more
 * than `limit` of them are ever checked. The try's number (1 to `limit`), or undefined when none was left.
 */
export async function takeTry(db: Queryable, idHash: string, sessionHash: string, now: Date, limit: number): Promise<number | undefined> {
  const res = await db.query<{ tries: number }>(
    `update reauth_challenges
        set tries = tries + 1
      where id_hash = $1 and session_hash = $2 and state = 'pending' and expires_at > $3 and tries < $4
      returning tries`,
    [idHash, sessionHash, now, limit],
  );
  const tries = res.rows[0]?.tries;
  return tries === undefined ? undefined : Number(tries);
}

/** Pending to spent (its last try was wrong): false when it was no longer pending. */
export async function markSpent(db: Queryable, idHash: string): Promise<boolean> {
  const res = await db.query("update reauth_challenges set state = 'spent' where id_hash = $1 and state = 'pending' returning id_hash", [
    idHash,
  ]);
  return res.rows.length > 0;
}

/**
 * Ends the life of every pending challenge of the session `sessionHash` at `now` (a dev helper's: the
 * end-to-end tests of an expired challenge, which cannot wait the contract's two minutes). The number ended.
 */
export async function expirePendingOf(db: Queryable, sessionHash: string, now: Date): Promise<number> {
  const res = await db.query(
    "update reauth_challenges set expires_at = $2 where session_hash = $1 and state = 'pending' and expires_at > $2 returning id_hash",
    [sessionHash, now],
  );
  return res.rows.length;
}
