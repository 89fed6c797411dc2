/**
 * How long the step-up dialog says to wait after too many tries (HTTP 429): the reply's Retry-After
 * (RFC 9110: whole seconds, or an HTTP date), said in whole minutes rounded up, at least 1, since
 * "wait 0 minutes" would send the user straight into another refusal. Null when the reply named no
 * usable wait: the dialog then says "a few minutes".
 */
export function waitMinutes(retryAfter: string | null | undefined, now: number): number | null {
  if (retryAfter === null || retryAfter === undefined) return null;
  const value = retryAfter.trim();
  let seconds: number;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else {
    // Only a date in the header's own form (it names a weekday and ends in GMT), not any text Date.parse takes.
    const at = /^[A-Z][a-z]{2}, .+ GMT$/.test(value) ? Date.parse(value) : NaN;
    if (!Number.isFinite(at)) return null;
    seconds = (at - now) / 1000;
  }
  if (!Number.isFinite(seconds)) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}
