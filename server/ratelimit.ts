// Sliding-window rate limits kept in the store, so they hold across restarts.
import type { AppContext } from './context';

/**
 * Records one event of `kind` for `key` and answers whether it is within `limit` per `windowMs`.
 * Refused events are not recorded, so a client that waits out the window gets through again.
 * Runs in a transaction: PGlite serialises transactions, so two requests cannot both take the last slot.
 */
export async function takeRateSlot(ctx: AppContext, kind: string, key: string, limit: number, windowMs: number): Promise<boolean> {
  const now = ctx.now();
  const since = new Date(now.getTime() - windowMs);
  return ctx.db.transaction(async (tx) => {
    const res = await tx.query<{ n: number }>('select count(*)::int as n from rate_events where kind = $1 and key = $2 and at > $3', [
      kind,
      key,
      since,
    ]);
    if ((res.rows[0]?.n ?? 0) >= limit) return false;
    await tx.query('insert into rate_events (kind, key, at) values ($1, $2, $3)', [kind, key, now]);
    // Housekeeping: nothing here is looked at after a day.
    await tx.query('delete from rate_events where at < $1', [new Date(now.getTime() - 86_400_000)]);
    return true;
  });
}

/** Records an event without a limit (failures, say) for later counting. */
export async function recordEvent(ctx: AppContext, kind: string, key: string): Promise<void> {
  await ctx.db.query('insert into rate_events (kind, key, at) values ($1, $2, $3)', [kind, key, ctx.now()]);
}

/** How many events of `kind` for `key` fall in the last `windowMs`. */
export async function countEvents(ctx: AppContext, kind: string, key: string, windowMs: number): Promise<number> {
  const res = await ctx.db.query<{ n: number }>('select count(*)::int as n from rate_events where kind = $1 and key = $2 and at > $3', [
    kind,
    key,
    new Date(ctx.now().getTime() - windowMs),
  ]);
  return res.rows[0]?.n ?? 0;
}
