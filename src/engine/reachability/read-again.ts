/**
 * Recovery of what failed while the service could not be reached (docs/reachability.md): a read (a
 * GET) that met no reply (`failedForWantOfService`, api/envelope.ts) is asked again once the service answers. Nothing here ever repeats a call
 * that changes state: only reads are handed to it. (A part of the console's own code that could not
 * be loaded: code-loads.ts.)
 */
import type { Reachability } from './reachability';

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
