import type { CodeLoads, codeLoadsOfStart } from '../../engine/reachability/code-loads';
import { browserFreshImport, freshImport } from '../../engine/reachability/fresh-import';
import type { ConsoleServices } from '../../engine/services/console-services';

// Made at the first tell, not at import: the browser's origin is read then.
let loadStore: (() => Promise<typeof codeLoadsOfStart>) | null = null;

/**
 * Tells the start's store of failed code loads (engine/reachability/code-loads.ts). Its code is not
 * in the shell's first chunk: it arrives with the service notices, just after the shell shows, so it
 * is in memory before a failure it explains. When its own chunk failed (the same outage), the next
 * tell imports it under a fresh url (fresh-import.ts), so a failure is not lost for the document's
 * life; one told while it cannot load at all is not told again.
 */
export function tellCodeLoads(startState: ConsoleServices['startState'], tell: (store: CodeLoads) => unknown): void {
  loadStore ??= freshImport(
    () => import('../../engine/reachability/code-loads'),
    (module) => module.codeLoadsOfStart,
    browserFreshImport(),
  );
  void loadStore().then(
    (ofStart) => tell(startState(ofStart)),
    () => undefined,
  );
}
