/**
 * How a support session ends, pure: why (its time was up, the customer ended it, the supporter
 * released it), what the tabs are told, and the note each tab keeps to say it once on the supporter's
 * own entry page after the reload that takes it there.
 *
 * A call answered 401 code 1221 names no cause (contract): the session ended by itself. By the
 * server's clock it is either past `expires_at` (its time was up) or not (the customer turned access
 * off, or the grant ran out before the session did): the customer's doing either way.
 */
export type EndCause = 'expiry' | 'customer' | 'supporter';

export const END_CAUSES: readonly EndCause[] = ['expiry', 'customer', 'supporter'];

/** A 1221 this close to `expires_at` (server ms) is the session's time being up: the clocks and the reply's trip are not exact. */
export const EXPIRY_SLACK_MS = 5_000;

/** Why a session that ended by itself (1221) ended, by the server's time now and its `expires_at` (null: unknown). */
export function causeOfEndedByItself(serverNowMs: number, expiresAtMs: number | null): EndCause {
  return expiresAtMs === null || serverNowMs >= expiresAtMs - EXPIRY_SLACK_MS ? 'expiry' : 'customer';
}

/**
 * Why a session ended by itself, read where the 1221 was met without the support runtime's clock:
 * the reply's own `Date` header is the server's time (to the second, within the slack); only a reply
 * without one falls back to this browser's clock, which may be off by minutes.
 */
export function causeOfEndedReply(replyDate: string | null, expiresAt: string | undefined, browserNowMs: number): EndCause {
  const serverNow = Date.parse(replyDate ?? '');
  const expires = Date.parse(expiresAt ?? '');
  return causeOfEndedByItself(Number.isNaN(serverNow) ? browserNowMs : serverNow, Number.isNaN(expires) ? null : expires);
}

export function isEndCause(value: unknown): value is EndCause {
  return typeof value === 'string' && (END_CAUSES as readonly string[]).includes(value);
}

/** What the tab says after the end, on the supporter's own page: why, and whose account it was. */
export interface EndedNote {
  readonly cause: EndCause;
  /** The customer's account name, as the bar showed it. */
  readonly account: string;
}

/** A note older than this never reached the page it was written for (a failed navigation, a tab restored later). */
export const ENDED_NOTE_LIFETIME_MS = 2 * 60_000;

/** The stored form of a note: JSON with when it was written. */
export function encodeEndedNote(note: EndedNote, now: number): string {
  return JSON.stringify({ cause: note.cause, account: note.account, at: now });
}

/** The note a stored text gives at `now`, or null: none, unreadable, of an unknown cause, or out of its time. */
export function readEndedNote(stored: string | null, now: number): EndedNote | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { cause, account, at } = value as Record<string, unknown>;
  if (!isEndCause(cause) || typeof account !== 'string' || account.length > 400 || typeof at !== 'number') return null;
  return Math.abs(now - at) <= ENDED_NOTE_LIFETIME_MS ? { cause, account } : null;
}
