import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useServices } from '../../components/services/services-context';
import { useDocumentTitle } from '../../components/use-document-title';
import type { RouteAccess } from '../../engine/access/route-access';
import { handleUnauthorized } from '../../engine/api/unauthorized';
import type { FramedRoute } from '../../engine/frames/frame-location';
import { listenForFrameMessages } from '../../engine/frames/frame-messages';
import { shownSlot, type DropReason } from '../../engine/frames/workspace-machine';
import { consoleConfigOfStart } from '../../engine/guide/console-config';
import { clearHelpLink, createHelpLinkState, setHelpLink } from '../../engine/header/online-help-link';
import { frameUrlProblem } from '../../engine/manifest/frame-url-rule';
import type { RouteTable } from '../../engine/manifest/route-table';
import { themeState } from '../../engine/theme/theme';
import { useSessionGuard } from '../session/SessionKeeper';
import { useLogOff } from '../session/use-log-off';
import { FrameSlot, loadFrameNotices, loadKeepPlace, loadWatchInput } from './FrameSlot';
import type { PlaceKeeping } from './keep-place';
import { RenderedLocations, useConsoleRouter, useRouterLocations } from './route-sync';
import { loadDialogs, UnsavedInputGuard } from './UnsavedInputGuard';
import { useTopGuard } from './use-top-guard';
import { createWorkspaceRuntime, type WorkspaceRuntime } from './workspace-runtime';
import styles from './FrameWorkspace.module.css';

function framedRoutes(routeTable: RouteTable, access: RouteAccess): FramedRoute[] {
  return routeTable.all.flatMap((entry) =>
    entry.view.kind === 'frame' && access.allows(entry) ? [{ path: entry.path, frameUrl: entry.view.url }] : [],
  );
}

/** The menu name of each route, by path (a translation key). */
type Labels = ReadonlyMap<string, string>;

/** Calls `onChange` when `value` differs from the one of the render before (never on the first). */
function useChanged<T>(value: T, onChange: () => void): void {
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    onChange();
  }, [value, onChange]);
}

/**
 * The tab title and the header's help link of the page on screen (its own when it sent them, else its
 * menu name and the console's help). Handed deferred values, this renders a render after the frames,
 * once the page on screen has painted, and not at all in the render that switches them.
 */
const ShownPageMeta = memo(function ShownPageMeta({ title, helpLink }: { title: string | null; helpLink: string | null }) {
  const shown = useServices().startState(createHelpLinkState);
  useEffect(() => {
    if (helpLink !== null) setHelpLink(shown, helpLink);
    else clearHelpLink(shown);
  }, [shown, helpLink]);
  useDocumentTitle(title);
  return null;
});

/** The page names of the routes in the language on screen, translated once per language. */
function usePageNames(labels: Labels): ReadonlyMap<string, string> {
  const { t } = useTranslation();
  return useMemo(() => new Map([...labels].map(([path, key]) => [path, t(key)])), [labels, t]);
}

/**
 * The frames, as the machine has them: only this re-renders as a page is shown, opened or loaded,
 * and as little as it can, since a switch between kept pages renders it in the click's own task.
 */
function FrameSlots({
  runtime,
  labels,
  keeping,
  onElsewhere,
}: {
  runtime: WorkspaceRuntime;
  labels: Labels;
  keeping: PlaceKeeping;
  onElsewhere: (route: string | null) => void;
}) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(runtime.store.subscribe, runtime.store.getState);
  const names = usePageNames(labels);
  const label = (path: string): string => names.get(path) ?? path;
  const shown = shownSlot(state);
  // A page gone to another site is not the route's page any more: the tab and the page bar say so.
  const elsewhere = shown?.failure === 'foreign' ? shown.route.path : null;
  useEffect(() => onElsewhere(elsewhere), [onElsewhere, elsewhere]);
  const title = useDeferredValue(
    shown === null
      ? null
      : elsewhere !== null
        ? t('frame.foreignTitle', { page: label(shown.route.path) })
        : (shown.title ?? label(shown.route.path)),
  );
  const helpLink = useDeferredValue(shown?.helpLink ?? null);
  return (
    <div className={styles.area} data-shown={shown !== null} data-testid="frame-workspace" data-kept={state.slots.length}>
      {state.slots.map((slot) => (
        <FrameSlot
          key={slot.id}
          slot={slot}
          active={slot.id === state.onScreen}
          label={label(slot.route.path)}
          dispatch={runtime.store.dispatch}
          register={runtime.register}
          keeping={keeping}
        />
      ))}
      <ShownPageMeta title={title} helpLink={helpLink} />
    </div>
  );
}

/**
 * The legacy pages of the signed-in console. The last few pages shown stay loaded and hidden, so
 * switching back shows them as they were; the console url follows the page on screen; a frame's
 * messages are taken only from these frames' own windows. Every decision is the workspace machine's
 * (engine/frames/workspace-machine.ts): this starts it, hands it what happens in the router, the
 * frames, the keep-alive setting, the theme and the language, and renders its state.
 */
export function FrameWorkspace({
  access,
  onElsewhere = () => undefined,
}: {
  access: RouteAccess;
  /** Told the route whose page went to another site while on screen, and null once none has. */
  onElsewhere?: (route: string | null) => void;
}) {
  const { i18n } = useTranslation();
  const router = useConsoleRouter();
  const { routeTable, expiry, signals } = useServices();
  const labels = useMemo(() => new Map(routeTable.all.map((entry) => [entry.path, entry.label])), [routeTable]);
  // A framed page that meets an expired session covers the console (the session guard, one for the
  // shell's life), which keeps the frames; without a guard the window leaves for the login page as
  // an API call's 401 would. The account's framed routes are those of the session the shell was
  // started for.
  const guard = useSessionGuard();
  const [runtime] = useState(() =>
    createWorkspaceRuntime(
      framedRoutes(routeTable, access),
      router,
      () => {
        if (guard !== null) guard.dispatch({ type: 'lost', cause: 'frame' });
        else handleUnauthorized(null, undefined, expiry);
      },
      signals,
    ),
  );
  const { dispatch } = runtime.store;
  // A framed page's link or form aimed at the whole window: a legacy page opens in its frame, the
  // logoff signs out as the account menu's Log off does, anything else opens in a new tab.
  const logOff = useLogOff();
  const keeping = useMemo<PlaceKeeping>(
    () => ({ consoleOrigin: window.location.origin, logOff, framable: (path) => frameUrlProblem(path) === null }),
    [logOff],
  );
  useTopGuard(runtime, keeping); // and their scripts aimed at the window, the same way
  // Signed in again: the frames that met the expiry reload their own pages.
  useEffect(() => guard?.onResume(() => dispatch({ type: 'resume' })), [guard, dispatch]);
  // The service answers again after it could not be reached (engine/reachability, docs/reachability.md):
  // the pages that failed for want of it reload by themselves. The watch hears the frames' failures
  // from the runtime's published changes, so this is the workspace's only part in it.
  const { reachability, startState } = useServices();
  const consoleConfig = startState(consoleConfigOfStart);
  useEffect(() => reachability.onRecovered(() => dispatch({ type: 'reachable' })), [reachability, dispatch]);

  useLayoutEffect(() => runtime.attach(), [runtime]);
  // The frames' page listeners at once; the failure messages in memory before any page fails, once
  // the shell has nothing else to do (a server that cannot be reached cannot serve them then).
  useEffect(() => {
    void loadKeepPlace().catch(() => undefined);
    void loadWatchInput().catch(() => undefined);
    const idle = window.setTimeout(() => {
      void loadFrameNotices().catch(() => undefined);
      void loadDialogs().catch(() => undefined);
    }, 2_000);
    return () => window.clearTimeout(idle);
  }, []);
  useRouterLocations(router, dispatch);
  useEffect(
    () => listenForFrameMessages(runtime.frameWindows, ({ from, message }) => dispatch({ type: 'message', slot: from, message })),
    [runtime, dispatch],
  );

  useEffect(() => {
    let live = true;
    void consoleConfig().then((config) => {
      const limit = config.frames?.keepAlive;
      if (live && limit !== undefined) dispatch({ type: 'limit', limit });
    });
    return () => {
      live = false;
    };
  }, [consoleConfig, dispatch]);

  // Theme and language are rendered by the server. (Signing out and releasing an assumed account
  // leave the document, or end the session the shell is rendered for: the frames go with it.)
  const dropAll = useCallback((reason: DropReason) => dispatch({ type: 'drop-all', reason }), [dispatch]);
  useChanged(
    useSnapshot(themeState).savedRevision,
    useCallback(() => dropAll('theme'), [dropAll]),
  );
  useChanged(
    i18n.resolvedLanguage,
    useCallback(() => dropAll('language'), [dropAll]),
  );

  return (
    <>
      <RenderedLocations router={router} dispatch={dispatch} />
      <FrameSlots runtime={runtime} labels={labels} keeping={keeping} onElsewhere={onElsewhere} />
      <UnsavedInputGuard runtime={runtime} labels={labels} router={router} />
    </>
  );
}
