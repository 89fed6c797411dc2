import i18next from 'i18next';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from 'valtio';
import { useServices } from '../../components/services/services-context';
import { useDocumentTitle } from '../../components/use-document-title';
import type { RouteAccess } from '../../engine/access/route-access';
import { exchange } from '../../engine/api/http';
import { handleUnauthorized } from '../../engine/api/unauthorized';
import type { FramedRoute } from '../../engine/frames/frame-location';
import type { PlaceKeeping } from '../../engine/frames/keep-place';
import { createWorkspaceRuntime, type WorkspaceRuntime } from '../../engine/frames/workspace-runtime';
import { consoleConfigOfStart } from '../../engine/guide/console-config';
import { frameUrlProblem } from '../../engine/manifest/frame-url-rule';
import type { RouteTable } from '../../engine/manifest/route-table';
import { themeState } from '../../engine/theme/theme';
import { assumeAsPreviousRequest } from '../../generated/calls/send/assume-as-previous';
import { useConsoleRouter } from '../parts/use-console-router';
import { useShownView, useSignedInScope } from '../session/scope-context';
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

/**
 * The tab title of the page on screen (its own when it sent one, else its menu name; gone to another
 * site or standing in for a kept page, it says so), read from the signed-in scope's store of the page
 * on screen. Deferred: it follows a render after the frames, once the page on screen has painted.
 */
function ShownPageTitle({ labels }: { labels: Labels }) {
  const { t } = useTranslation();
  const label = usePageNames(labels);
  const shown = useDeferredValue(useShownView());
  useDocumentTitle(
    shown === null
      ? null
      : shown.page?.kind === 'elsewhere'
        ? t('frame.foreignTitle', { page: label(shown.route) })
        : shown.page?.kind === 'stands-in'
          ? t('frame.standInTitle', { page: label(shown.page.shows), place: label(shown.page.route) })
          : (shown.title ?? label(shown.route)),
  );
  return null;
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
function FrameSlots({ runtime, labels }: { runtime: WorkspaceRuntime; labels: Labels }) {
  const state = useSyncExternalStore(runtime.store.subscribe, runtime.store.getState);
  useHostedSlots(runtime);
  const label = usePageNames(labels);
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
export function FrameWorkspace({ access }: { access: RouteAccess }) {
  const router = useConsoleRouter();
  const { routeTable, expiry, reachability, startState, signals, stepUp, api } = useServices();
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
        {
          expired: () => {
            if (guard !== null) guard.dispatch({ type: 'lost', cause: 'frame' });
            else handleUnauthorized(null, undefined, expiry);
          },
          // A framed page answered 401: a call says why (its 401 is acted on in the API client).
          ask: () => void exchange(assumeAsPreviousRequest, api),
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
        // The page bar, the tab title and the help link read the scope's store of the page on screen.
        shown: scope === null ? () => undefined : scope.shownPage.dispatch,
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
      <FrameSlots runtime={runtime} labels={labels} />
      {scope === null ? null : <ShownPageTitle labels={labels} />}
      <UnsavedInputGuard runtime={runtime} labels={labels} router={router} />
    </>
  );
}
