// Timestamped events (a failed sign-in, a mail sent …) keyed by kind and key, counted over sliding windows.
import type { Queryable } from './store';

/** How many events of `kind` for `key` happened after `since`. */
export async function countEvents(db: Queryable, kind: string, key: string, since: Date): Promise<number> {
  const res = await db.query<{ n: number }>('select count(*)::int as n from rate_events where kind = $1 and key = $2 and at > $3', [
    kind,
    key,
    since,
  ]);
  return res.rows[0]?.n ?? 0;
}

/** For each of the (kind, key) pairs with events after `since`: how many, and the oldest one's time. */
export async function countEventsOf(
  db: Queryable,
  pairs: readonly (readonly [kind: string, key: string])[],
  since: Date,
): Promise<{ kind: string; n: number; oldest: Date }[]> {
  if (pairs.length === 0) return [];
  const params: unknown[] = [since];
  const matches = pairs.map(([kind, key]) => {
    params.push(kind, key);
    return `(kind = $${params.length - 1} and key = $${params.length})`;
  });
  const res = await db.query<{ kind: string; n: number; oldest: Date }>(
    `select kind, count(*)::int as n, min(at) as oldest from rate_events where (${matches.join(' or ')}) and at > $1 group by kind`,
    params,
  );
  return res.rows;
}

/** Records one event at `at` for each (kind, key) pair. */
export async function insertEvents(db: Queryable, pairs: readonly (readonly [kind: string, key: string])[], at: Date): Promise<void> {
  if (pairs.length === 0) return;
  const params: unknown[] = [at];
  const rows = pairs.map(([kind, key]) => {
    params.push(kind, key);
    return `($${params.length - 1}, $${params.length}, $1)`;
  });
  await db.query(`insert into rate_events (kind, key, at) values ${rows.join(', ')}`, params);
}

/** Forgets every event of `kind` for `key`. */
export async function clearEvents(db: Queryable, kind: string, key: string): Promise<void> {
  await db.query('delete from rate_events where kind = $1 and key = $2', [kind, key]);
}

/** Forgets every event before `before`. */
export async function deleteEventsBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from rate_events where at < $1', [before]);
}

/** Forgets one event of `kind` for `key` at `at` (a slot given back), if there is one. */
export async function deleteOneEvent(db: Queryable, kind: string, key: string, at: Date): Promise<void> {
  await db.query('delete from rate_events where ctid in (select ctid from rate_events where kind = $1 and key = $2 and at = $3 limit 1)', [
    kind,
    key,
    at,
  ]);
}
