// Signed-in sessions. Only a hash of the session id is stored, so a leaked table cannot be replayed as cookies.
import type { Queryable } from './store';

export interface SessionRow {
  account_id: number;
  created_at: Date;
  last_seen: Date;
  expires_at: Date;
  assume_released: boolean;
  /** The session's own account while it assumes another (account_id), else null. */
  assumed_by: number | null;
  /** The running support session (support_sessions.id) the session is in, else null. */
  support_session_id: number | null;
  /** A support session that ended by itself, whose end the session has not yet read from account/present. */
  support_ended_id: number | null;
}

export async function insertSession(db: Queryable, idHash: string, accountId: number, now: Date, expiresAt: Date): Promise<void> {
  // Sign-in counts as a proof made at that moment (step-up).
  await db.query(
    'insert into sessions (id_hash, account_id, created_at, last_seen, expires_at, proved_at) values ($1, $2, $3, $3, $4, $3)',
    [idHash, accountId, now, expiresAt],
  );
}

export async function findSession(db: Queryable, idHash: string): Promise<SessionRow | undefined> {
  const res = await db.query<SessionRow>(
    'select account_id, created_at, last_seen, expires_at, assume_released, assumed_by, support_session_id, support_ended_id from sessions where id_hash = $1',
    [idHash],
  );
  return res.rows[0];
}

/** Marks the session used at `now`, and pushes its idle end to `expiresAt`. */
export async function touchSession(db: Queryable, idHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query('update sessions set last_seen = $2, expires_at = $3 where id_hash = $1', [idHash, now, expiresAt]);
}

/**
 * The session stops acting as the assumed account: back to the session's own account when it
 * assumed one through the account-management page, and no longer the seeded assumption of its
 * account row (the row keeps its assume-as fields).
 */
export async function releaseAssume(db: Queryable, idHash: string): Promise<void> {
  await db.query(
    `update sessions set account_id = coalesce(assumed_by, account_id), assumed_by = null, assume_released = true,
       support_session_id = null, support_ended_id = null where id_hash = $1`,
    [idHash],
  );
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('delete from sessions where id_hash = $1', [idHash]);
}

/** Ends every session of the account (after its password changed, say). */
export async function deleteSessionsOf(db: Queryable, accountId: number): Promise<void> {
  await db.query('delete from sessions where account_id = $1', [accountId]);
}

/** The session's last proof of who its user is (sign-in or re-authentication), and whether a re-authentication's one action is still to come. */
export interface ProofRow {
  proved_at: Date;
  proof_unspent: boolean;
}

export async function findProof(db: Queryable, idHash: string): Promise<ProofRow | undefined> {
  const res = await db.query<ProofRow>('select proved_at, proof_unspent from sessions where id_hash = $1', [idHash]);
  return res.rows[0];
}

/** A re-authentication at `at`: the proof holds for the whole session, and lets one sensitive action through. */
export async function recordProof(db: Queryable, idHash: string, at: Date): Promise<void> {
  await db.query('update sessions set proved_at = $2, proof_unspent = true where id_hash = $1', [idHash, at]);
}

/** The re-authentication's one action has been let through. True when it was still to come (and this call took it). */
export async function spendProof(db: Queryable, idHash: string): Promise<boolean> {
  const res = await db.query('update sessions set proof_unspent = false where id_hash = $1 and proof_unspent returning id_hash', [idHash]);
  return res.rows.length > 0;
}

/** The session acts as `customerId` in support session `supportId`; `ownAccountId` is the supporter's account it goes back to. */
export async function enterSupportSession(
  db: Queryable,
  idHash: string,
  customerId: number,
  ownAccountId: number,
  supportId: number,
): Promise<void> {
  await db.query(
    'update sessions set account_id = $2, assumed_by = $3, support_session_id = $4, support_ended_id = null where id_hash = $1',
    [idHash, customerId, ownAccountId, supportId],
  );
}

/**
 * The support session ended by itself: the session is the supporter's own again, and remembers the
 * end until it reads account/present (its other calls answer 401 code 1221 until then). Only while
 * it is still in that support session, so requests that race here flip it once.
 */
export async function leaveEndedSupportSession(db: Queryable, idHash: string, supportId: number, notice: boolean): Promise<void> {
  await db.query(
    `update sessions set account_id = coalesce(assumed_by, account_id), assumed_by = null, assume_released = true,
       support_session_id = null, support_ended_id = $3 where id_hash = $1 and support_session_id = $2`,
    [idHash, supportId, notice ? supportId : null],
  );
}

/** The session has read account/present after its support session ended: its calls are its own again. */
export async function acknowledgeSupportEnd(db: Queryable, idHash: string): Promise<void> {
  await db.query('update sessions set support_ended_id = null where id_hash = $1', [idHash]);
}
