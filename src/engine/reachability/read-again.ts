/**
 * Recovery of what failed while the service could not be reached (docs/reachability.md): a read (a
 * GET) that met no reply is asked again once the service answers, and a part of the console's own
 * code that could not be loaded is loaded again then. Nothing here ever repeats a call that changes
 * state: only reads are handed to it.
 */
import type { ApiError } from '../api/envelope';
import type { Reachability } from './reachability';
import { GATEWAY_STATUSES } from './reachability-machine';

/**
 * A failure for want of the service, worth asking again once it answers: no reply at all, or a
 * gateway's 502, 503 or 504 (the same rule as reachability-rules.ts for the calls). Any other
 * failure is the service's answer: asking again would get the same.
 */
export function failedForWantOfService(error: ApiError): boolean {
  if (error.kind === 'network') return true;
  return error.kind === 'http' && GATEWAY_STATUSES.has(error.status);
}

/**
 * Calls `again` the next time the service answers after it could not be reached (once; the caller
 * asks again if that fails too). Returns the function that stops waiting.
 */
export function onceRecovered(reachability: Pick<Reachability, 'onRecovered'>, again: () => void): () => void {
  let waiting = true;
  const stop = reachability.onRecovered(() => {
    if (!waiting) return;
    waiting = false;
    stop();
    again();
  });
  return () => {
    waiting = false;
    stop();
  };
}

/**
 * A part of the console's code loaded when first needed, whose failed load is not kept: the next ask
 * loads again (the browser fetches a failed module again, and React.lazy, which keeps a failure for
 * good, is not used for it). One load at a time: asks during a load share it.
 */
export function loadAgainAfterFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
