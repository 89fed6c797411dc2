// Support sessions and the customer's grant (contract: "Support sessions (assume-as) that customers can
// trust"). Every change that two requests could race is one statement guarded by its own condition
// (`ended_at is null`, the limit in the WHERE), so two extends at once both count or the later one is
// refused, and a release racing the expiry ends the session once, whichever comes first.
import type { Queryable } from './store';

export type EndedBy = 'supporter' | 'expiry' | 'customer' | 'grant';

export interface SupportRow {
  id: number;
  customer_id: number;
  supporter_id: number;
  supporter_name: string;
  reason: string;
  ticket: string;
  started_at: Date;
  expires_at: Date;
  write_until: Date | null;
  ended_at: Date | null;
  ended_by: EndedBy | null;
}

/** The server's own limit: no support session runs longer than this after it started, however extended. */
export const SUPPORT_MAX_MS = 8 * 60 * 60 * 1000;

/** The customer's grant: until when support access holds, or null when it is off (or was never given). */
export async function grantUntil(db: Queryable, accountId: number): Promise<Date | null> {
  const res = await db.query<{ until: Date | null }>('select until from support_grants where account_id = $1', [accountId]);
  return res.rows[0]?.until ?? null;
}

export async function saveGrant(db: Queryable, accountId: number, until: Date | null): Promise<void> {
  await db.query(
    'insert into support_grants (account_id, until) values ($1, $2) on conflict (account_id) do update set until = excluded.until',
    [accountId, until],
  );
}

export interface NewSupportSession {
  customerId: number;
  supporterId: number;
  supporterName: string;
  reason: string;
  ticket: string;
  now: Date;
  expiresAt: Date;
}

export async function insertSupportSession(db: Queryable, s: NewSupportSession): Promise<number> {
  const res = await db.query<{ id: number }>(
    `insert into support_sessions (customer_id, supporter_id, supporter_name, reason, ticket, started_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [s.customerId, s.supporterId, s.supporterName, s.reason, s.ticket, s.now, s.expiresAt],
  );
  const id = res.rows[0]?.id;
  if (id === undefined) throw new Error('support session not stored');
  return Number(id);
}

export async function findSupportSession(db: Queryable, id: number): Promise<SupportRow | undefined> {
  const res = await db.query<SupportRow>('select * from support_sessions where id = $1', [id]);
  return res.rows[0];
}

/**
 * Writes the end of every running support session (or of the one given) whose time is up as of
 * `now`: the grant's end when that came first ("grant"), else its own expires_at ("expiry"). A
 * session whose customer has no grant left at all ends now, by the grant.
 */
export async function settleOverdue(db: Queryable, now: Date, id: number | null = null): Promise<void> {
  await db.query(
    `update support_sessions s set ended_at = g.until, ended_by = 'grant' from support_grants g
     where s.ended_at is null and ($2::int is null or s.id = $2) and g.account_id = s.customer_id
       and g.until is not null and g.until <= s.expires_at and g.until <= $1`,
    [now, id],
  );
  await db.query(
    `update support_sessions set ended_at = expires_at, ended_by = 'expiry'
     where ended_at is null and ($2::int is null or id = $2) and expires_at <= $1`,
    [now, id],
  );
  await db.query(
    `update support_sessions s set ended_at = $1, ended_by = 'grant'
     where s.ended_at is null and ($2::int is null or s.id = $2)
       and not exists (select 1 from support_grants g where g.account_id = s.customer_id and g.until is not null)`,
    [now, id],
  );
}

/** Ends a running support session; false when it had already ended (the first end stands). */
export async function endSupportSession(db: Queryable, id: number, now: Date, by: EndedBy): Promise<boolean> {
  const res = await db.query('update support_sessions set ended_at = $2, ended_by = $3 where id = $1 and ended_at is null returning id', [
    id,
    now,
    by,
  ]);
  return res.rows.length > 0;
}

/** Ends every running support session in the customer's account (the customer turned support access off). */
export async function endSupportSessionsOf(db: Queryable, customerId: number, now: Date, by: EndedBy): Promise<number> {
  const res = await db.query(
    'update support_sessions set ended_at = $2, ended_by = $3 where customer_id = $1 and ended_at is null returning id',
    [customerId, now, by],
  );
  return res.rows.length;
}

/** A running session's time is up now (the dev helper's): it ends at once, by its expiry. */
export async function expireSupportSessionNow(db: Queryable, id: number, now: Date): Promise<boolean> {
  const res = await db.query(
    'update support_sessions set expires_at = least(expires_at, $2), write_until = null where id = $1 and ended_at is null returning id',
    [id, now],
  );
  return res.rows.length > 0;
}

/** The latest end the grant and the server's limit allow the session. */
export async function maxExpiresAt(db: Queryable, row: SupportRow): Promise<Date> {
  const limit = new Date(row.started_at.getTime() + SUPPORT_MAX_MS);
  const until = await grantUntil(db, row.customer_id);
  return until !== null && until < limit ? until : limit;
}

/**
 * Moves a running session's end `minutes` later, in one statement that checks the limit against the
 * end as it is then: two extends at once both count, or the one that would pass the limit is refused
 * (undefined).
 */
export async function extendSupportSession(db: Queryable, id: number, minutes: number, now: Date): Promise<Date | undefined> {
  const res = await db.query<{ expires_at: Date }>(
    `update support_sessions s set expires_at = s.expires_at + $2 * interval '1 minute'
     where s.id = $1 and s.ended_at is null and s.expires_at > $3
       and s.expires_at + $2 * interval '1 minute' <= least(
         s.started_at + $4 * interval '1 millisecond',
         (select g.until from support_grants g where g.account_id = s.customer_id and g.until is not null))
     returning s.expires_at`,
    [id, minutes, now, SUPPORT_MAX_MS],
  );
  return res.rows[0]?.expires_at;
}

/**
 * Write mode until `now + minutes` (or `now + capSeconds`, the supporter's own longest write mode, when
 * shorter), never past the session's end; the elevation is logged. Undefined when the session has ended.
 */
export async function elevateSupportSession(
  db: Queryable,
  id: number,
  minutes: number,
  reason: string,
  now: Date,
  capSeconds: number | null = null,
): Promise<Date | undefined> {
  const seconds = capSeconds === null ? minutes * 60 : Math.min(minutes * 60, capSeconds);
  const res = await db.query<{ write_until: Date }>(
    `update support_sessions set write_until = least($3::timestamptz + $2 * interval '1 second', expires_at)
     where id = $1 and ended_at is null and expires_at > $3 returning write_until`,
    [id, seconds, now],
  );
  const until = res.rows[0]?.write_until;
  if (until === undefined) return undefined;
  await db.query('insert into support_elevations (session_id, at, until, reason) values ($1, $2, $3, $4)', [id, now, until, reason]);
  return until;
}

/** Back to read mode (harmless when already there). */
export async function lowerSupportSession(db: Queryable, id: number): Promise<void> {
  await db.query('update support_sessions set write_until = null where id = $1', [id]);
}

export async function recordSupportWrite(db: Queryable, id: number, at: Date, call: string): Promise<void> {
  await db.query('insert into support_writes (session_id, at, call) values ($1, $2, $3)', [id, at, call]);
}

export interface LoggedSession extends SupportRow {
  elevations: { at: Date; until: Date; reason: string }[];
  writes: { at: Date; call: string }[];
}

/** The customer's support sessions, newest first, at most `limit`, with their elevations and writes (oldest first). */
export async function supportLogOf(db: Queryable, customerId: number, limit: number): Promise<LoggedSession[]> {
  const sessions = await db.query<SupportRow>(
    'select * from support_sessions where customer_id = $1 order by started_at desc, id desc limit $2',
    [customerId, limit],
  );
  const ids = sessions.rows.map((s) => s.id);
  if (ids.length === 0) return [];
  const elevations = await db.query<{ session_id: number; at: Date; until: Date; reason: string }>(
    'select session_id, at, until, reason from support_elevations where session_id = any($1::int[]) order by at, ctid',
    [ids],
  );
  const writes = await db.query<{ session_id: number; at: Date; call: string }>(
    'select session_id, at, call from support_writes where session_id = any($1::int[]) order by at, ctid',
    [ids],
  );
  return sessions.rows.map((s) => ({
    ...s,
    elevations: elevations.rows.filter((e) => e.session_id === s.id).map(({ at, until, reason }) => ({ at, until, reason })),
    writes: writes.rows.filter((w) => w.session_id === s.id).map(({ at, call }) => ({ at, call })),
  }));
}
