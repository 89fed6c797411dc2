import type { CodeLoads } from '../../engine/reachability/code-loads';
import type { ConsoleServices } from '../../engine/services/console-services';

/**
 * Tells the start's store of failed code loads (engine/reachability/code-loads.ts). Its code is not
 * in the shell's first chunk: it arrives with the service notices, just after the shell shows, so it
 * is in memory before a failure it explains; a failure to load it too is not reported again.
 */
export function tellCodeLoads(startState: ConsoleServices['startState'], tell: (store: CodeLoads) => unknown): void {
  void import('../../engine/reachability/code-loads').then(
    ({ codeLoadsOfStart }) => tell(startState(codeLoadsOfStart)),
    () => undefined,
  );
}
