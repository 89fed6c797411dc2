import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ComponentType, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import type { RouteAccess } from '../../engine/access/route-access';
import { palettePagesByPath } from '../../engine/palette/palette-pages';
import type { CommandPaletteProps } from './CommandPalette';
import { isPaletteShortcut } from './palette-shortcut';
import { usePageMemory } from './use-page-memory';
import styles from './PaletteLauncher.module.css';

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
  const { t } = useTranslation();
  const { routeTable, startState, signals } = useServices();
  const pages = palettePagesByPath(routeTable, access);
  usePageMemory(accountId, pages);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [Palette, setPalette] = useState<ComponentType<CommandPaletteProps> | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const openRef = useRef(false);

  const openPalette = useCallback(() => {
    if (openRef.current) return;
    openRef.current = true;
    returnTo.current = focusedElement();
    setFailed(false);
    setOpen(true);
    import('./CommandPalette').then(
      (module) => setPalette(() => module.CommandPalette),
      (error: unknown) => {
        openRef.current = false;
        setOpen(false);
        // It handles its own failure, so Vite's preload error does not tell telemetry: this does.
        signals.publish('signal', { kind: 'caught', source: 'lazy-load', error });
        // A network failure says so; a new version (the version watch looks) says nothing here:
        // the new-version prompt shows.
        void import('../../engine/version/version-watch')
          .then(
            ({ versionWatchOfStart }) => startState(versionWatchOfStart).afterLoadFailure(),
            () => false,
          )
          .then((replaced) => setFailed(!replaced));
      },
    );
  }, [startState, signals]);

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

  if (failed)
    return (
      <div className={styles.failure} role="alert" data-testid="palette-load-failed">
        {t('palette.loadFailed')}
      </div>
    );
  if (!open || Palette === null) return null;
  return <Palette access={access} pages={pages} onClose={close} />;
}
