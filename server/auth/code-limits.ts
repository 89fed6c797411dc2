// Sliding-window rate limits kept in the store, so they hold across restarts.
import type { AppContext } from '../context';
import { countEvents as countStoredEvents, countEventsOf, deleteEventsBefore, deleteOneEvent, insertEvents } from '../data/rate-events';

/**
 * Records one event of `kind` for `key` and answers whether it is within `limit` per `windowMs`.
 * Refused events are not recorded, so a client that waits out the window gets through again.
 * Runs in a transaction: PGlite serialises transactions, so two requests cannot both take the last slot.
 */
export async function takeRateSlot(ctx: AppContext, kind: string, key: string, limit: number, windowMs: number): Promise<boolean> {
  const now = ctx.now();
  const since = new Date(now.getTime() - windowMs);
  return ctx.db.transaction(async (tx) => {
    if ((await countStoredEvents(tx, kind, key, since)) >= limit) return false;
    await insertEvents(tx, [[kind, key]], now);
    // Housekeeping: nothing here is looked at after a day.
    await deleteEventsBefore(tx, new Date(now.getTime() - 86_400_000));
    return true;
  });
}

export type HeldSlot =
  /** Taken: `release` gives it back (the event is forgotten), for a try that turned out not to count. */
  | { readonly taken: true; readonly release: () => Promise<void> }
  /** Refused: the window has `limit` events; the oldest leaves it in `retryAfterSeconds` (at least 1). */
  | { readonly taken: false; readonly retryAfterSeconds: number };

/**
 * As takeRateSlot, in the same transaction, and says more: a refusal says when the next slot frees
 * (for a 429's Retry-After), and a taken slot can be given back.
 */
export async function holdRateSlot(ctx: AppContext, kind: string, key: string, limit: number, windowMs: number): Promise<HeldSlot> {
  const now = ctx.now();
  const since = new Date(now.getTime() - windowMs);
  const refusedFor = await ctx.db.transaction(async (tx) => {
    const [counted] = await countEventsOf(tx, [[kind, key]], since);
    if (counted !== undefined && counted.n >= limit) return new Date(counted.oldest).getTime() + windowMs - now.getTime();
    await insertEvents(tx, [[kind, key]], now);
    await deleteEventsBefore(tx, new Date(now.getTime() - 86_400_000));
    return null;
  });
  if (refusedFor !== null) return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil(refusedFor / 1000)) };
  return { taken: true, release: () => deleteOneEvent(ctx.db, kind, key, now) };
}

/** Records an event without a limit (failures, say) for later counting. */
export async function recordEvent(ctx: AppContext, kind: string, key: string): Promise<void> {
  await insertEvents(ctx.db, [[kind, key]], ctx.now());
}

/** How many events of `kind` for `key` fall in the last `windowMs`. */
export async function countEvents(ctx: AppContext, kind: string, key: string, windowMs: number): Promise<number> {
  return countStoredEvents(ctx.db, kind, key, new Date(ctx.now().getTime() - windowMs));
}
