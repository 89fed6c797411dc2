/**
 * A support session's own calls (contract: "Support sessions (assume-as) that customers can trust"):
 * read it again (account/assumeas/previous, with the reply's Date: its times are the server's),
 * extend it, raise it to write mode (behind a fresh proof: the API client's step-up asks for it on the
 * 401 code 1210, and sends the call again), and lower it back to read-only.
 */
import { assumeAsElevateRequest, readAssumeAsElevate } from '../../generated/calls/send/assume-as-elevate';
import { assumeAsExtendRequest, readAssumeAsExtend } from '../../generated/calls/send/assume-as-extend';
import { assumeAsLowerRequest, readAssumeAsLower } from '../../generated/calls/send/assume-as-lower';
import { assumeAsPreviousRequest, readAssumeAsPrevious } from '../../generated/calls/send/assume-as-previous';
import type { AssumeAsPreviousResult } from '../../generated/types/api-assumeas-previous';
import { mapData, succeed, type ApiResult } from './envelope';
import { exchange, type ApiClient } from './http';

/** A support session as previous says it (reason, ticket, started_at, expires_at, mode, write_until). */
export type SupportFields = NonNullable<AssumeAsPreviousResult['previous']>;

/** The session as previous says it now, with the reply's Date and the moment it was read on the browser's two clocks. */
export interface SupportReading {
  /** Undefined: nobody is assumed any more. */
  readonly previous: SupportFields | undefined;
  readonly date: string | null;
  readonly mono: number;
  readonly wall: number;
}

/** Reads the support session again: its times, its mode, and the server's Date. */
export async function readSupportSession(api: ApiClient): Promise<ApiResult<SupportReading>> {
  const reply = await exchange(assumeAsPreviousRequest, api);
  const mono = performance.now();
  const wall = Date.now();
  const date = reply.received ? (reply.date ?? null) : null;
  return mapData(readAssumeAsPrevious(reply), (data) => ({
    previous: (data.previous?.assumeas_id ?? '') === '' ? undefined : data.previous,
    date,
    mono,
    wall,
  }));
}

/** An extend: the new end, or refused (HTTP 409 code 1223) with the latest end allowed. */
export type ExtendOutcome =
  { readonly kind: 'extended'; readonly expiresAt: string } | { readonly kind: 'refused'; readonly maxExpiresAt: string | null };

// The 409's data (max_expires_at) is read here: the shared envelope reader keeps only the code of a failure.
function maxExpiresOf(body: string): string | null {
  try {
    const value = (JSON.parse(body) as { data?: { max_expires_at?: unknown } }).data?.max_expires_at;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

export async function extendSupportSession(api: ApiClient, minutes: number): Promise<ApiResult<ExtendOutcome>> {
  const reply = await exchange(assumeAsExtendRequest({ minutes }), api);
  if (reply.received && reply.status === 409) return succeed({ kind: 'refused', maxExpiresAt: maxExpiresOf(reply.body) }, reply.redirect);
  return mapData(readAssumeAsExtend(reply), (data) => ({ kind: 'extended' as const, expiresAt: data.expires_at }));
}

/** Write mode for `minutes`, with a reason: the step-up dialog names the action while it asks for the proof. */
export async function elevateSupportSession(api: ApiClient, minutes: number, reason: string): Promise<ApiResult<string | null>> {
  const reply = await exchange({ ...assumeAsElevateRequest({ minutes, reason }), stepUpAction: 'supportSession.elevate' }, api);
  return mapData(readAssumeAsElevate(reply), (data) => (data.mode === 'write' ? data.write_until : null));
}

export async function lowerSupportSession(api: ApiClient): Promise<ApiResult<null>> {
  return mapData(readAssumeAsLower(await exchange(assumeAsLowerRequest, api)), () => null);
}
