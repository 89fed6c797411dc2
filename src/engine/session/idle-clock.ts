/**
 * The idle limit a deployer may set (console-config.json `session.idleMinutes`, with a warning
 * `session.warnMinutes` before it): pure decisions on when a tab warns, when the session ends, and
 * when a tab tells the others it saw activity. Every tab keeps the last activity it knows of (its
 * own, or one another tab posted), so all tabs warn and end together.
 */

export interface IdleLimit {
  /** The session ends after this long without activity in any tab. */
  readonly limitMs: number;
  /** The warning shows this long before the limit. */
  readonly warnMs: number;
}

/** How far before the limit the warning shows when the deployer names no lead. */
export const DEFAULT_WARN_MINUTES = 2;
/** A tab tells the others of its activity at most this often. */
export const ACTIVITY_POST_INTERVAL_MS = 15_000;

const MINUTE = 60_000;

/** The limit from the console's settings, or null for none (then the console has no idle logic at all). */
export function idleLimitFrom(session: { idleMinutes?: number; warnMinutes?: number } | undefined): IdleLimit | null {
  if (session?.idleMinutes === undefined) return null;
  const limitMs = session.idleMinutes * MINUTE;
  // The warning never starts before the idle time does.
  const warnMs = Math.min((session.warnMinutes ?? DEFAULT_WARN_MINUTES) * MINUTE, limitMs);
  return { limitMs, warnMs };
}

export type IdlePhase = 'active' | 'warning' | 'ended';

export interface IdleReading {
  readonly phase: IdlePhase;
  /** When the phase next changes if nothing happens (null once ended). */
  readonly nextAt: number | null;
}

/** Where the idle clock stands at `now`, the last activity having been at `lastActivity`. */
export function readIdleClock(limit: IdleLimit, lastActivity: number, now: number): IdleReading {
  const endAt = lastActivity + limit.limitMs;
  const warnAt = endAt - limit.warnMs;
  if (now >= endAt) return { phase: 'ended', nextAt: null };
  if (now >= warnAt) return { phase: 'warning', nextAt: endAt };
  return { phase: 'active', nextAt: warnAt };
}

/**
 * The last activity after the user did something in this tab at `now`. While the warning shows,
 * stray movement does not count: only "Stay logged on" (or activity another tab posts) keeps the
 * session, so the warning is never dismissed by a mouse passing over it.
 */
export function noteLocalActivity(limit: IdleLimit, lastActivity: number, now: number): number {
  return readIdleClock(limit, lastActivity, now).phase === 'active' ? Math.max(lastActivity, now) : lastActivity;
}

/** The last activity after another tab posted one at `at`; an older one changes nothing. */
export function noteRemoteActivity(lastActivity: number, at: number): number {
  return Math.max(lastActivity, at);
}

/** Whether this tab should post its activity at `now`, having last posted at `lastPosted` (null: never). */
export function shouldPostActivity(lastPosted: number | null, now: number): boolean {
  return lastPosted === null || now - lastPosted >= ACTIVITY_POST_INTERVAL_MS;
}
