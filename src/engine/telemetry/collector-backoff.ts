/**
 * When to try the collector again after it failed: exponential back-off with jitter, capped, so a
 * collector that is down meets a request now and then, not one per batch. Pure: the exporter asks
 * and tells; the time and the randomness are passed in.
 */
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 10 * 60_000;

export interface BackoffState {
  /** Failures in a row. */
  readonly failures: number;
  /** Until when exports are not sent at all (ms since the epoch); 0 when they are. */
  readonly closedUntil: number;
}

export const READY: BackoffState = { failures: 0, closedUntil: 0 };

/** May an export be sent now? */
export function mayExport(state: BackoffState, now: number): boolean {
  return now >= state.closedUntil;
}

/** After a failed export: wait twice as long as the last time (FIRST_WAIT_MS first), ±20 %, at most MAX_WAIT_MS. */
export function afterFailure(state: BackoffState, now: number, random: number): BackoffState {
  const failures = state.failures + 1;
  const base = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - 1));
  const jittered = Math.min(MAX_WAIT_MS, base * (0.8 + 0.4 * random));
  return { failures, closedUntil: now + jittered };
}

/** After a successful export everything is as new. */
export function afterSuccess(): BackoffState {
  return READY;
}

/** Should this page load send anything at all? One draw per page load, so a sampled-out page sends nothing. */
export function sampledIn(sampleRate: number | undefined, random: number): boolean {
  const rate = sampleRate ?? 1;
  return rate >= 1 || random < rate;
}
