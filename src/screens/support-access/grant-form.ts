/**
 * The grant form's decisions: which number of days the user typed may be sent, and what a failed
 * change says. Pure, so the screen only renders what these return.
 */
import { isProofNotGiven, isReadOnlySupportRefusal } from '../../components/describe-api-error';
import type { ApiError } from '../../engine/api/envelope';

export const MIN_DAYS = 1;
export const MAX_DAYS = 30;
/** What the field starts with: a week, the length most support cases need. */
export const DEFAULT_DAYS = '7';

export type DaysCheck = { readonly ok: true; readonly days: number } | { readonly ok: false; readonly problem: 'supportAccess.daysRange' };

/**
 * The days field as typed: a whole number from 1 to 30, written in ASCII or full-width digits (a
 * Japanese input method may type either), with surrounding spaces. Anything else is refused before
 * any request, with the range said.
 */
export function checkDays(typed: string): DaysCheck {
  const ascii = typed.trim().replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  if (!/^\d{1,3}$/.test(ascii)) return { ok: false, problem: 'supportAccess.daysRange' };
  const days = Number.parseInt(ascii, 10);
  return days >= MIN_DAYS && days <= MAX_DAYS ? { ok: true, days } : { ok: false, problem: 'supportAccess.daysRange' };
}

/** What a refused change says, as a text key; null: the screen says the API error as every screen does. */
export type ChangeFailure =
  'supportAccess.notChanged' | 'supportAccess.forbidden' | 'supportAccess.daysRange' | 'supportAccess.readOnlySession' | null;

/**
 * A failed PUT: step-up cancelled or expired (401 1210 handed back by the API client) changed
 * nothing; 403 (1220 in a read-only support session, else not the account's own ALL administrator);
 * 400, the server's own refusal of the days (the form checks them first, so a stale form or another
 * server's limits).
 */
export function changeFailure(error: ApiError): ChangeFailure {
  if (error.kind !== 'http') return null;
  if (isProofNotGiven(error)) return 'supportAccess.notChanged';
  if (isReadOnlySupportRefusal(error)) return 'supportAccess.readOnlySession';
  if (error.status === 403) return 'supportAccess.forbidden';
  if (error.status === 400) return 'supportAccess.daysRange';
  return null;
}
