/**
 * The parent of the runtimes that live as long as the signed-in session (the signed-in scope,
 * engine/scope/signed-in-scope.ts), as the folders below it reach it. The scope sits at the top of
 * the engine and no folder may import it; a folder whose runtime is the scope's child asks through
 * this port instead, which the console start holds (`services.runningScope`) and the scopes fill.
 * Types only: no code of its own to load.
 */

/** What of the scope a child's maker needs: its `keep` (the child named `name`, made on the first ask, stopped with the scope). */
export interface ChildKeeper {
  readonly keep: <T extends { readonly stop: () => void }>(name: string, make: () => T) => T;
}

/** The console start's slot of the scope running now. */
export interface RunningScope {
  /** The signed-in scope running now, or null (it stopped); unset until a scope starts. */
  current?: () => ChildKeeper | null;
}
