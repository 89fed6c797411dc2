/**
 * A support session's clock (contract: "Support sessions (assume-as) that customers can trust"), pure.
 * The server's times (`expires_at`, `write_until`) are read against the server's clock, never the
 * browser's: a reply's HTTP `Date` header says what time it was at the server when the reply was
 * made, and the browser's monotonic clock (`performance.now()`) says how long ago that was. So a
 * browser clock set minutes off shows the right countdown.
 *
 * A laptop that slept is the one case where the monotonic clock lies: some platforms pause it during
 * sleep while the wall clock goes on. Where the wall clock has run further than the monotonic one by
 * more than SLEEP_SLACK_MS, the wall's elapsed time is taken (it cannot be less than the truth after a
 * sleep) and `resync` asks the runtime to read the session again, which sets a new anchor.
 */

/** The moment a reply was read: the server's time by its Date header, and the browser's two clocks then. */
export interface ClockAnchor {
  /** The server's time (ms since the epoch) by the reply's Date header; the browser's wall clock when the header is missing. */
  readonly serverAt: number;
  /** performance.now() when the reply was read. */
  readonly monoAt: number;
  /** Date.now() when the reply was read. */
  readonly wallAt: number;
}

/** The browser's two clocks now. */
export interface BrowserNow {
  readonly mono: number;
  readonly wall: number;
}

/** What a running support session is, as the server last said. */
export interface SupportTimes {
  /** When it ends by itself (server ms). */
  readonly expiresAt: number;
  /** In write mode: when it is read mode again (server ms); null in read mode. */
  readonly writeUntil: number | null;
}

/** The wall clock may run ahead of the monotonic one by this much before it is taken for a sleep. */
export const SLEEP_SLACK_MS = 2_000;

/** The warnings, in ms before the end: 5 minutes, then 1 minute. */
export const WARNINGS_MS = [5 * 60_000, 60_000] as const;

export type Warning = 'five-minutes' | 'one-minute';

/** The anchor of a reply read at `now`, with its Date header (null: none, the browser's clock stands in). */
export function anchorOf(dateHeader: string | null, now: BrowserNow): ClockAnchor {
  const parsed = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  return { serverAt: Number.isFinite(parsed) ? parsed : now.wall, monoAt: now.mono, wallAt: now.wall };
}

/** The time elapsed since the anchor, and whether a sleep was seen (then the session is read again). */
export function elapsedSince(anchor: ClockAnchor, now: BrowserNow): { readonly ms: number; readonly resync: boolean } {
  const mono = Math.max(0, now.mono - anchor.monoAt);
  const wall = now.wall - anchor.wallAt;
  return wall - mono > SLEEP_SLACK_MS ? { ms: wall, resync: true } : { ms: mono, resync: false };
}

/** The server's time now. */
export function serverNow(anchor: ClockAnchor, now: BrowserNow): number {
  return anchor.serverAt + elapsedSince(anchor, now).ms;
}

/** What the bar shows now. */
export interface SupportView {
  /** ms until the session ends by itself (0 once it is over). */
  readonly remainingMs: number;
  readonly mode: 'read' | 'write';
  /** In write mode: ms until read mode again; else null. */
  readonly writeRemainingMs: number | null;
  /** The last warning whose threshold has been reached, or null. */
  readonly warning: Warning | null;
  /** The monotonic clock was seen paused (a sleep): read the session again. */
  readonly resync: boolean;
}

/** The last warning reached with `remainingMs` left. */
export function warningAt(remainingMs: number): Warning | null {
  if (remainingMs <= WARNINGS_MS[1]) return 'one-minute';
  if (remainingMs <= WARNINGS_MS[0]) return 'five-minutes';
  return null;
}

/** The bar's view now. Write mode is over at `writeUntil` by the server's clock, without a reply. */
export function supportView(times: SupportTimes, anchor: ClockAnchor, now: BrowserNow): SupportView {
  const { ms, resync } = elapsedSince(anchor, now);
  const at = anchor.serverAt + ms;
  const remainingMs = Math.max(0, times.expiresAt - at);
  const writeLeft = times.writeUntil === null ? 0 : Math.min(times.writeUntil, times.expiresAt) - at;
  const writing = writeLeft > 0;
  return {
    remainingMs,
    mode: writing ? 'write' : 'read',
    writeRemainingMs: writing ? writeLeft : null,
    warning: warningAt(remainingMs),
    resync,
  };
}

/**
 * The warning to say now, going from `before` to `after`: each is said once, when reached. A jump
 * over both (after a sleep) says only the nearer one: the user needs the latest news, not the history.
 */
export function warningToSay(before: Warning | null, after: Warning | null): Warning | null {
  if (after === null || after === before) return null;
  return before === 'one-minute' ? null : after;
}

/** The countdown as the bar writes it: m:ss, or h:mm:ss from an hour up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * A server time as the browser's wall clock shows it (for "can change until HH:MM"): the server's
 * moment moved by the skew between the two clocks, so the user reads it on the clock they see.
 */
export function onBrowserClock(serverMs: number, anchor: ClockAnchor): number {
  return serverMs - (anchor.serverAt - anchor.wallAt);
}

/** An ISO 8601 time to ms, or null when it is missing or unreadable. */
export function parseTime(text: string | undefined): number | null {
  if (text === undefined || text === '') return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}
