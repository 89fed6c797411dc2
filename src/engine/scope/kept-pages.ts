/**
 * Where the pages the signed-in workspace keeps can be found again, for the one screen that shows
 * while the shell is gone: the layout's error page offers to go back to them. A slot of the console
 * start (its `startState`), filled by the signed-in scope: kept apart from the scope's own module, so
 * that the error page's chunk needs none of the scope's code (which the shell's chunks hold).
 */
export interface KeptPages {
  /** The route of the page the workspace showed last (`/logs/audit-log`), or null when none is kept. */
  route: () => string | null;
}

/** The console start's slot (`services.startState(keptPagesOfStart)`): no pages until a scope says so. */
export const keptPagesOfStart = (): KeptPages => ({ route: () => null });
