// Password guessing limits: failed password checks are counted per login name and per client
// address over a sliding window, in the store (so they hold across restarts), and checked before
// the password is hashed, so a refused attempt costs no hash. Only failures count: people signing
// in, however many at once, never meet the limits.
import type { AppContext, SignInLimits } from '../context';
import { clearEvents, countEventsOf, insertEvents } from '../data/rate-events';

// A person mistyping gets ten tries per quarter hour; a guesser gets ten per account and a hundred
// per address, instead of thousands a minute. The address count is never cleared by a success:
// signing in to one's own account must not reset a spray over others.
export const SIGN_IN_LIMITS: SignInLimits = { perAccount: 10, perAddress: 100, windowMs: 15 * 60 * 1000 };

const ACCOUNT = 'signin-fail-account';
const ADDRESS = 'signin-fail-address';

export type LimitedCheck = { readonly kind: 'ok' | 'invalid' } | { readonly kind: 'limited'; readonly retryAfterSeconds: number };

// Checks of one login name run one after another: a burst of parallel guesses at one account cannot
// all pass the count before the first failure is recorded. Different names still run in parallel.
const queuesOf = new WeakMap<AppContext, Map<string, Promise<unknown>>>();

function oneAtATime<T>(ctx: AppContext, key: string, run: () => Promise<T>): Promise<T> {
  let queues = queuesOf.get(ctx);
  if (!queues) queuesOf.set(ctx, (queues = new Map()));
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(run, run);
  const tail = next.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return next;
}

/**
 * Runs `check` (the password hash) for `loginName` from `address` unless either has used up its
 * failures: then "limited", with the seconds until the oldest counted failure leaves the window.
 */
export function limitedPasswordCheck(
  ctx: AppContext,
  loginName: string,
  address: string,
  check: () => Promise<boolean>,
): Promise<LimitedCheck> {
  const { perAccount, perAddress, windowMs } = ctx.signInLimits;
  return oneAtATime(ctx, loginName, async () => {
    const now = ctx.now();
    const rows = await countEventsOf(
      ctx.db,
      [
        [ACCOUNT, loginName],
        [ADDRESS, address],
      ],
      new Date(now.getTime() - windowMs),
    );
    const counted = new Map(rows.map((r) => [r.kind, r]));
    for (const [kind, limit] of [
      [ACCOUNT, perAccount],
      [ADDRESS, perAddress],
    ] as const) {
      const row = counted.get(kind);
      if (row && row.n >= limit) {
        return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil((row.oldest.getTime() + windowMs - now.getTime()) / 1000)) };
      }
    }
    if (await check()) {
      if (counted.has(ACCOUNT)) await clearEvents(ctx.db, ACCOUNT, loginName);
      return { kind: 'ok' };
    }
    await insertEvents(
      ctx.db,
      [
        [ACCOUNT, loginName],
        [ADDRESS, address],
      ],
      now,
    );
    return { kind: 'invalid' };
  });
}
