import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ComponentType, type Ref } from 'react';
import { tellCodeLoads } from '../../components/lazy-part/tell-code-loads';
import { useServices } from '../../components/services/services-context';
import type { RouteAccess } from '../../engine/access/route-access';
import { palettePagesByPath } from '../../engine/palette/palette-pages';
import type { CodeLoadPart, CodeLoads } from '../../engine/reachability/code-loads';
import { browserFreshImport, freshImport } from '../../engine/reachability/fresh-import';
import type { CommandPaletteProps } from './CommandPalette';
import { isPaletteShortcut } from './palette-shortcut';
import { usePageMemory } from './use-page-memory';

/**
 * Where the focus is, looking into a focused legacy frame (same origin): the modal palette takes the
 * focus out of the frame's document too, so the field inside is what gets it back.
 */
function focusedElement(): HTMLElement | null {
  const outer = document.activeElement;
  if (outer instanceof HTMLIFrameElement) {
    try {
      const inner = outer.contentDocument?.activeElement;
      if (inner && inner !== outer.contentDocument?.body && 'focus' in inner) return inner as HTMLElement;
    } catch {
      // Not readable: the frame element itself is focused again.
    }
  }
  return outer instanceof HTMLElement ? outer : null;
}

/**
 * The palette's code, loaded the first time it is asked for. A failed load is tried again on the next
 * ask, under a fresh url where the browser keeps the failure (engine/reachability/fresh-import.ts),
 * and no React.lazy (which would keep it too) is in between.
 */
const loadPalette = freshImport(
  () => import('./CommandPalette'),
  (module) => module.CommandPalette,
  browserFreshImport(),
);
const PALETTE: CodeLoadPart = { id: 'palette', text: 'palette.loadFailed', load: loadPalette };

/** What the header's button calls: opens the palette as Ctrl+K does. */
export interface PaletteHandle {
  openPalette: () => void;
}

/**
 * Opens the palette on its shortcut, pressed on the shell's document (keys pressed in a legacy frame
 * are handed to it too), or through its handle (the header's button), and loads the palette's code
 * the first time it is asked for. Also keeps the account's recent pages, which the palette and the
 * side menu show. Its state is its own, so opening the palette re-renders nothing else of the shell.
 */
export function PaletteLauncher({ access, accountId, ref }: { access: RouteAccess; accountId: string; ref: Ref<PaletteHandle> }) {
  const { routeTable, startState } = useServices();
  const pages = palettePagesByPath(routeTable, access);
  usePageMemory(accountId, pages);
  const [open, setOpen] = useState(false);
  const [Palette, setPalette] = useState<ComponentType<CommandPaletteProps> | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const openRef = useRef(false);
  const failedBefore = useRef(false);

  const openPalette = useCallback(() => {
    if (openRef.current) return;
    openRef.current = true;
    returnTo.current = focusedElement();
    setOpen(true);
    // Failures and recoveries are told to the start's store, which shows the notice (docs/reachability.md, "Recovery").
    const told = (tell: (store: CodeLoads) => unknown) => tellCodeLoads(startState, tell);
    loadPalette().then(
      (loaded) => {
        setPalette(() => loaded);
        if (failedBefore.current) told((store) => store.loaded(PALETTE.id));
      },
      (error: unknown) => {
        openRef.current = false;
        setOpen(false);
        failedBefore.current = true;
        // Says so in a notice that can be closed and goes once the code loads (or says nothing for a
        // new version: the new-version prompt shows).
        told((store) => store.failed(PALETTE, error));
      },
    );
  }, [startState]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      openPalette();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openPalette]);
  useImperativeHandle(ref, () => ({ openPalette }), [openPalette]);

  const focusAfterClose = useRef<HTMLElement | null>(null);
  const close = useCallback((opened: boolean) => {
    openRef.current = false;
    // A page just opened takes the focus to its content; otherwise it goes back where it was.
    focusAfterClose.current = opened ? document.getElementById('main') : returnTo.current;
    setOpen(false);
  }, []);

  // Only once the modal palette is gone can the page behind it take the focus.
  useEffect(() => {
    if (open || focusAfterClose.current === null) return;
    focusAfterClose.current.focus();
    focusAfterClose.current = null;
  }, [open]);

  if (!open || Palette === null) return null;
  return <Palette access={access} pages={pages} onClose={close} />;
}
