import i18next from 'i18next';
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from 'valtio';
import { useServices } from '../../components/services/services-context';
import { useDocumentTitle } from '../../components/use-document-title';
import type { RouteAccess } from '../../engine/access/route-access';
import { handleUnauthorized } from '../../engine/api/unauthorized';
import type { FramedRoute } from '../../engine/frames/frame-location';
import type { PlaceKeeping } from '../../engine/frames/keep-place';
import { shownPageKey, shownPageOf, type ShownPage } from '../../engine/frames/shown-page';
import { shownSlot } from '../../engine/frames/workspace-machine';
import { createWorkspaceRuntime, type WorkspaceRuntime } from '../../engine/frames/workspace-runtime';
import { consoleConfigOfStart } from '../../engine/guide/console-config';
import { clearHelpLink, createHelpLinkState, setHelpLink } from '../../engine/header/online-help-link';
import { frameUrlProblem } from '../../engine/manifest/frame-url-rule';
import type { RouteTable } from '../../engine/manifest/route-table';
import { themeState } from '../../engine/theme/theme';
import { useConsoleRouter } from '../parts/use-console-router';
import { useSignedInScope } from '../session/scope-context';
import { useLogOff } from '../session/use-log-off';
import { loadFramePartsWhenIdle } from './frame-parts';
import { FRAME_HOST_CLASSES, FrameSlotPortal } from './FrameSlot';
import { RenderedLocations } from './route-sync';
import { UnsavedInputGuard } from './UnsavedInputGuard';
import styles from './FrameWorkspace.module.css';

function framedRoutes(routeTable: RouteTable, access: RouteAccess): FramedRoute[] {
  return routeTable.all.flatMap((entry) =>
    entry.view.kind === 'frame' && access.allows(entry) ? [{ path: entry.path, frameUrl: entry.view.url }] : [],
  );
}

/** The menu name of each route, by path (a translation key). */
type Labels = ReadonlyMap<string, string>;

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

/**
 * The page name of a route in the language on screen, translated when asked for: only the few pages
 * the workspace holds are named (translating all the manifests' routes up front took 85 ms at 4x CPU
 * throttling in the task after the menu's first paint).
 */
function usePageNames(labels: Labels): (path: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (path: string) => {
      const key = labels.get(path);
      return key === undefined ? path : t(key);
    },
    [labels, t],
  );
}

/** Re-renders when the runtime's frame host adds or removes a slot's element (the covers' portals follow). */
function useHostedSlots(runtime: WorkspaceRuntime): number {
  const [round, setRound] = useState(0);
  useEffect(() => runtime.host.onSlots(() => setRound((value) => value + 1)), [runtime]);
  return round;
}

/**
 * The covers of the frames, as the machine has them: only this re-renders as a page is shown,
 * opened or loaded, and as little as it can, since a switch between kept pages renders it in the
 * click's own task. The frames themselves are the runtime's.
 */
function FrameSlots({
  runtime,
  labels,
  onShownPage,
}: {
  runtime: WorkspaceRuntime;
  labels: Labels;
  onShownPage: (page: ShownPage) => void;
}) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(runtime.store.subscribe, runtime.store.getState);
  useHostedSlots(runtime);
  const label = usePageNames(labels);
  const shown = shownSlot(state);
  // A page gone to another site is not the route's page any more: the tab and the page bar say so.
  // A page standing in for a kept one (a link led there while that route's page held input): both are named.
  const shownPage = shownPageOf(shown, state.routes);
  const shownKey = shownPageKey(shownPage);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the value, a fresh object each render
  useEffect(() => onShownPage(shownPage), [onShownPage, shownKey]);
  const title = useDeferredValue(
    shown === null
      ? null
      : shownPage?.kind === 'elsewhere'
        ? t('frame.foreignTitle', { page: label(shown.route.path) })
        : shownPage?.kind === 'stands-in'
          ? t('frame.standInTitle', { page: label(shownPage.shows), place: label(shownPage.route) })
          : (shown.title ?? label(shown.route.path)),
  );
  const helpLink = useDeferredValue(shown?.helpLink ?? null);
  return (
    <>
      {state.slots.map((slot) => (
        <FrameSlotPortal
          key={slot.id}
          element={runtime.host.slotElement(slot.id)}
          slot={slot}
          active={slot.id === state.onScreen}
          label={label(slot.route.path)}
          dispatch={runtime.store.dispatch}
        />
      ))}
      <ShownPageMeta title={title} helpLink={helpLink} />
    </>
  );
}

/**
 * The legacy pages of the signed-in console. The last few pages shown stay loaded and hidden, so
 * switching back shows them as they were; the console url follows the page on screen; a frame's
 * messages are taken only from these frames' own windows. Every decision is the workspace machine's
 * (engine/frames/workspace-machine.ts) and every connection the workspace runtime's `connect`
 * (engine/frames/workspace-runtime.ts): this creates the runtime, hands it what the shell has, and renders its state.
 */
export function FrameWorkspace({
  access,
  onShownPage = () => undefined,
}: {
  access: RouteAccess;
  /** Told the route whose page went to another site while on screen, and null once none has. */
  onShownPage?: (page: ShownPage) => void;
}) {
  const router = useConsoleRouter();
  const { routeTable, expiry, reachability, startState, signals, stepUp } = useServices();
  const labels = useMemo(() => new Map(routeTable.all.map((entry) => [entry.path, entry.label])), [routeTable]);
  // A framed page that meets an expired session covers the console (the session guard, one for the
  // signed-in scope's life), which keeps the frames; without a guard the window leaves for the login
  // page as an API call's 401 would. The account's framed routes are those of the session the scope was
  // started for.
  const scope = useSignedInScope();
  // A framed page's link, form or script aimed at the whole window: a legacy page opens in its frame,
  // the logoff signs out as the account menu's Log off does, anything else opens in a new tab.
  const logOff = useLogOff();
  const consoleConfig = startState(consoleConfigOfStart);
  // Made once per signed-in scope and connected as it is made, before any frame exists: the shell
  // can go (the entry page, its error page, a forced page) and come back, the workspace stays.
  const [runtime] = useState(() => {
    const make = (): WorkspaceRuntime => {
      const guard = scope?.guard ?? null;
      const made = createWorkspaceRuntime(
        framedRoutes(routeTable, access),
        router,
        () => {
          if (guard !== null) guard.dispatch({ type: 'lost', cause: 'frame' });
          else handleUnauthorized(null, undefined, expiry);
        },
        signals,
        { document, title: (slot) => i18next.t('shell.legacyFrame', { page: i18next.t(labels.get(slot.route.path) ?? slot.route.path) }) },
      );
      const keeping: PlaceKeeping = { consoleOrigin: window.location.origin, logOff, framable: (path) => frameUrlProblem(path) === null };
      made.connect({
        onResume: guard === null ? null : (listener) => guard.onResume(() => listener()),
        onRecovered: (listener) => reachability.onRecovered(listener),
        onThemeSaved: (listener) => {
          let saved = themeState.savedRevision;
          return subscribe(themeState, () => {
            if (themeState.savedRevision === saved) return;
            saved = themeState.savedRevision;
            listener();
          });
        },
        // The document's one i18next instance (react-i18next hands out a new object for it as the
        // language changes, which must not connect the workspace again).
        onLanguageChanged: (listener) => {
          let shown = i18next.resolvedLanguage;
          const changed = (): void => {
            if (i18next.resolvedLanguage === shown) return;
            shown = i18next.resolvedLanguage;
            listener();
          };
          i18next.on('languageChanged', changed);
          return () => i18next.off('languageChanged', changed);
        },
        keepAlive: async () => (await consoleConfig()).frames?.keepAlive,
        keeping,
        onReauthRequired: stepUp.pageAsked,
        loadWhenIdle: loadFramePartsWhenIdle,
      });
      return made;
    };
    return scope === null ? make() : scope.workspace(make);
  });
  // Without a scope (a test's lone workspace) the workspace is this component's, and goes with it.
  useEffect(() => (scope === null ? runtime.stop : undefined), [scope, runtime]);
  useLayoutEffect(() => runtime.host.style({ area: styles.area ?? '', ...FRAME_HOST_CLASSES }), [runtime]);
  // Where the workspace is shown: its frames are moved here, and parked (untouched) while the shell is gone.
  const place = useCallback((element: HTMLDivElement | null) => runtime.host.place(element), [runtime]);

  return (
    <>
      <RenderedLocations router={router} dispatch={runtime.store.dispatch} />
      <div ref={place} className={styles.place} />
      <FrameSlots runtime={runtime} labels={labels} onShownPage={onShownPage} />
      <UnsavedInputGuard runtime={runtime} labels={labels} router={router} />
    </>
  );
}
