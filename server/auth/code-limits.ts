// Sliding-window rate limits kept in the store, so they hold across restarts.
import type { AppContext } from '../context';
import { countEvents as countStoredEvents, deleteEventsBefore, insertEvents } from '../data/rate-events';

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

/** Records an event without a limit (failures, say) for later counting. */
export async function recordEvent(ctx: AppContext, kind: string, key: string): Promise<void> {
  await insertEvents(ctx.db, [[kind, key]], ctx.now());
}

/** How many events of `kind` for `key` fall in the last `windowMs`. */
export async function countEvents(ctx: AppContext, kind: string, key: string, windowMs: number): Promise<number> {
  return countStoredEvents(ctx.db, kind, key, new Date(ctx.now().getTime() - windowMs));
}
