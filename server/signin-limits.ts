// Password guessing limits: failed password checks are counted per login name and per client
// address over a sliding window, in the store (so they hold across restarts). Every attempt takes
// its slot BEFORE the password is hashed, so a burst of parallel guesses cannot all slip in before
// the first failure is counted, and a refused attempt costs no hash at all.
import type { AppContext } from "./context.ts";

export interface SignInLimits {
  /** Failed sign-ins per login name (known or not) in the window; a success clears them. */
  perAccount: number;
  /** Failed sign-ins per client address in the window, whichever names they try. */
  perAddress: number;
  windowMs: number;
}

// A person mistyping gets ten tries per quarter hour; a guesser gets ten per account and a hundred
// per address, instead of thousands a minute. The address limit is never cleared by a success:
// signing in to one's own account must not reset a spray over others.
export const SIGN_IN_LIMITS: SignInLimits = { perAccount: 10, perAddress: 100, windowMs: 15 * 60 * 1000 };

const ACCOUNT = "signin-fail-account";
const ADDRESS = "signin-fail-address";

export type SignInSlot =
  | { readonly ok: true; succeeded(): Promise<void> }
  | { readonly ok: false; readonly retryAfterSeconds: number };

/**
 * Takes a sign-in attempt for `loginName` from `address`, counted as a failure until `succeeded()`
 * says otherwise. Refused (with the seconds until a slot frees) when either limit is reached.
 */
export async function takeSignInSlot(ctx: AppContext, loginName: string, address: string): Promise<SignInSlot> {
  const { perAccount, perAddress, windowMs } = ctx.signInLimits;
  const now = ctx.now();
  const since = new Date(now.getTime() - windowMs);
  // PGlite serialises transactions, so two attempts cannot both take the last slot.
  const oldest = await ctx.db.transaction(async (tx) => {
    for (const [kind, key, limit] of [[ACCOUNT, loginName, perAccount], [ADDRESS, address, perAddress]] as const) {
      const res = await tx.query<{ n: number; oldest: Date | null }>(
        "select count(*)::int as n, min(at) as oldest from rate_events where kind = $1 and key = $2 and at > $3",
        [kind, key, since],
      );
      const row = res.rows[0];
      if (row && row.n >= limit) return row.oldest ?? now;
    }
    await tx.query("insert into rate_events (kind, key, at) values ($1, $2, $3), ($4, $5, $3)", [ACCOUNT, loginName, now, ADDRESS, address]);
    return null;
  });
  if (oldest) {
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000)) };
  }
  return {
    ok: true,
    succeeded: async () => {
      // The name's count starts over; from the address's count only this attempt is taken back.
      await ctx.db.query("delete from rate_events where kind = $1 and key = $2", [ACCOUNT, loginName]);
      await ctx.db.query(
        "delete from rate_events where ctid in (select ctid from rate_events where kind = $1 and key = $2 and at = $3 limit 1)",
        [ADDRESS, address, now],
      );
    },
  };
}
