/**
 * The signed-in scope as the shell's parts reach it: SessionKeeper provides the scope of the account on
 * screen; a part reads it, or starts its runtime as one of the scope's children. Apart from
 * SessionKeeper so that the parts it loads lazily can import it without a cycle.
 */
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ShownView } from '../../engine/frames/shown-page-store';
import type { SignedInScope } from '../../engine/scope/signed-in-scope';
import type { SessionGuard } from '../../engine/session/expiry-runtime';

export const ScopeContext = createContext<SignedInScope | null>(null);

/** The signed-in scope of the account on screen, or null outside a signed-in shell. */
export function useSignedInScope(): SignedInScope | null {
  return useContext(ScopeContext);
}

/**
 * The signed-in scope's child named `name`, made by `make` on the first ask (`scope.keep`) and stopped
 * with the scope: a part whose code loads after the shell shows starts its runtime here, so the runtime
 * outlives the part's renders and remounts, and the part only subscribes and renders.
 */
export function useScopeChild<T extends { readonly stop: () => void }>(name: string, make: (scope: SignedInScope) => T): T {
  const scope = useContext(ScopeContext);
  // The shell renders every such part inside SessionKeeper: a part outside it is a programming error.
  if (scope === null) throw new Error(`${name}: outside the signed-in scope`);
  const [child] = useState(() => scope.keep(name, () => make(scope)));
  return child;
}

/** The tab's session guard (the scope's), or null outside a signed-in shell. */
export function useSessionGuard(): SessionGuard | null {
  return useContext(ScopeContext)?.guard ?? null;
}

/**
 * The page on screen, as the signed-in scope's store has it (engine/frames/shown-page-store.ts): the
 * page bar, the tab title and the help link read it. Only inside the signed-in shell, as every such part is.
 */
export function useShownView(): ShownView {
  const { shownPage } = useContext(ScopeContext) as SignedInScope;
  return useSyncExternalStore(shownPage.subscribe, shownPage.getState);
}
