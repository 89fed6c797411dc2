/**
 * What the screen shows of the grant and of the log, from the call's data: the rows already ordered
 * and formatted, in the user's language and the browser's time zone (engine/i18n/date-format), so
 * the components render text and nothing else.
 */
import type { SupportAccessData, SupportSession } from '../../engine/api/support-access';
import { formatDate } from '../../engine/i18n/date-format';

export type EndedByKey =
  'supportAccess.endedBy.supporter' | 'supportAccess.endedBy.expiry' | 'supportAccess.endedBy.customer' | 'supportAccess.endedBy.grant';

const ENDED_BY: Record<NonNullable<SupportSession['ended_by']>, EndedByKey> = {
  supporter: 'supportAccess.endedBy.supporter',
  expiry: 'supportAccess.endedBy.expiry',
  customer: 'supportAccess.endedBy.customer',
  grant: 'supportAccess.endedBy.grant',
};

export interface ElevationRow {
  readonly at: string;
  readonly until: string;
  readonly reason: string;
}

export interface WriteRow {
  readonly at: string;
  readonly call: string;
}

export interface SessionRow {
  /** The server's id: the React key, so a refresh updates the rows in place. */
  readonly id: number;
  readonly supporter: string;
  readonly reason: string;
  readonly ticket: string;
  readonly started: string;
  /** Null while the session runs. */
  readonly ended: string | null;
  readonly running: boolean;
  /** Null while it runs (or when a server ends one without saying by whom). */
  readonly endedBy: EndedByKey | null;
  readonly elevations: readonly ElevationRow[];
  readonly writes: readonly WriteRow[];
}

const byTime = (a: string, b: string): number => Date.parse(a) - Date.parse(b);

/**
 * The log's rows, newest first (the contract's order, kept here too so a server's ties or slips do
 * not reorder the screen between refreshes: by start, then by id). A session without an end is
 * running, whatever `ended_by` says. Elevations and writes read in the order they happened.
 */
export function sessionRows(sessions: readonly SupportSession[], language: string | undefined, offsetMinutes?: number): SessionRow[] {
  const at = (value: string): string => formatDate(value, 'long', language, offsetMinutes);
  return [...sessions]
    .sort((a, b) => byTime(b.started_at, a.started_at) || b.id - a.id)
    .map((session) => {
      const running = session.ended_at === null;
      return {
        id: session.id,
        supporter: session.supporter,
        reason: session.reason,
        ticket: session.ticket,
        started: at(session.started_at),
        ended: session.ended_at === null ? null : at(session.ended_at),
        running,
        endedBy: running || session.ended_by === null ? null : ENDED_BY[session.ended_by],
        elevations: [...session.elevations]
          .sort((a, b) => byTime(a.at, b.at))
          .map((elevation) => ({ at: at(elevation.at), until: at(elevation.until), reason: elevation.reason })),
        writes: [...session.writes].sort((a, b) => byTime(a.at, b.at)).map((write) => ({ at: at(write.at), call: write.call })),
      };
    });
}

/**
 * The rows a search of the log keeps: those whose supporter, reason, ticket or one of whose calls or
 * elevation reasons holds every word typed, whatever the case. An empty search keeps them all (the
 * same array, so nothing re-renders for it).
 */
export function filterRows(rows: readonly SessionRow[], search: string): readonly SessionRow[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = [row.supporter, row.reason, row.ticket, ...row.writes.map((w) => w.call), ...row.elevations.map((e) => e.reason)]
      .join('\n')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export type GrantState = { readonly kind: 'on'; readonly until: string } | { readonly kind: 'off' };

/**
 * On until a moment, shown with the browser's offset from UTC so the user knows which clock it is
 * read on; off otherwise. A grant the server calls on without an end (not the contract's) is shown
 * on, with no date.
 */
export function grantState(
  data: Pick<SupportAccessData, 'enabled' | 'until'>,
  language: string | undefined,
  offsetMinutes?: number,
): GrantState {
  if (!data.enabled) return { kind: 'off' };
  return { kind: 'on', until: data.until === null ? '' : formatDate(data.until, 'utc', language, offsetMinutes) };
}
