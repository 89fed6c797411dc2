import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { RouteAccess } from '../../engine/access/route-access';
import { handleUnauthorized } from '../../engine/api/unauthorized';
import { consoleUrlFor, type FramedRoute } from '../../engine/frames/frame-location';
import { listenForFrameMessages } from '../../engine/frames/frame-messages';
import { DEFAULT_KEEP_ALIVE, showRecent } from '../../engine/frames/recent-pages';
import { consoleConfig } from '../../engine/guide/console-config';
import type { RouteTable } from '../../engine/manifest/route-table';
import { clearHelpLink, setHelpLink } from '../../engine/state/help-link';
import { themeState } from '../../engine/state/theme';
import { FrameSlot, type FrameSlotHandle } from './FrameSlot';
import styles from './FrameWorkspace.module.css';
import { workspaceState, type FrameRequest } from './workspace-state';
import { useDocumentTitle } from '../../components/use-document-title';
import { useServices } from '../../components/services/services-context';

/** A framed page that has not finished loading in this time shows the failure message with Retry. */
const LOAD_TIMEOUT_MS = 20_000;
/** After Back or Forward, how long the frame may take to get there through its own history. */
const TRAVERSAL_GRACE_MS = 1_500;

interface Slot {
  /** Stable identity of the frame element; the route it shows may change under it. */
  readonly id: number;
  readonly route: string;
  readonly src: string;
}

let nextSlotId = 1;

function framedRoutes(routeTable: RouteTable, access: RouteAccess): FramedRoute[] {
  return routeTable.all.flatMap((entry) =>
    entry.view.kind === 'frame' && access.allows(entry) ? [{ path: entry.path, frameUrl: entry.view.url }] : [],
  );
}

/**
 * The legacy pages of the signed-in console. The last few pages shown stay mounted and hidden, so
 * switching back shows them as they were; the console url follows the page on screen (each frame
 * navigation already is a history entry, so the url is replaced, never pushed); and the frames'
 * messages are taken only from these frames' own windows.
 */
export function FrameWorkspace({ access }: { access: RouteAccess }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { routeTable } = useServices();
  const { request } = useSnapshot(workspaceState);
  const { savedRevision } = useSnapshot(themeState);
  const [slots, setSlots] = useState<Slot[]>([]);
  const [limit, setLimit] = useState(DEFAULT_KEEP_ALIVE);
  const [titles, setTitles] = useState<Record<number, string>>({});
  const [helpLinks, setHelpLinks] = useState<Record<number, string>>({});
  const handles = useRef(new Map<number, FrameSlotHandle>());
  /** Where each frame is now (path and query), by slot id. */
  const current = useRef(new Map<number, string>());
  const routes = useMemo(() => framedRoutes(routeTable, access), [routeTable, access]);
  const consoleUrl = `${location.pathname}${location.search}${location.hash}`;
  // Frame events arrive outside rendering; they read the latest url and request from here.
  const consoleUrlRef = useRef(consoleUrl);
  const requestRef = useRef<FrameRequest | null>(request);
  useLayoutEffect(() => {
    consoleUrlRef.current = consoleUrl;
    requestRef.current = request;
  });
  const pendingTraversal = useRef<{ id: number; url: string; timer: number } | null>(null);

  useEffect(() => {
    let live = true;
    void consoleConfig().then((config) => {
      if (live) setLimit(config.frames?.keepAlive ?? DEFAULT_KEEP_ALIVE);
    });
    return () => {
      live = false;
    };
  }, []);

  // Show the requested page: a kept frame as it is, else a new one.
  useEffect(() => {
    if (request === null) return;
    setSlots((previous) => {
      const kept = previous.find((slot) => slot.route === request.route);
      const order = showRecent(
        previous.map((slot) => slot.id),
        kept?.id ?? -1,
        limit,
      );
      const created: Slot = kept ?? { id: nextSlotId++, route: request.route, src: request.url };
      const ids = order.kept.map((id) => (id === -1 ? created.id : id));
      const byId = new Map([...previous, created].map((slot) => [slot.id, slot]));
      for (const id of order.dropped) {
        current.current.delete(id);
      }
      // The list keeps the least recent first; the frames render by creation (below), since moving
      // a frame in the document reloads it.
      return ids.flatMap((id) => byId.get(id) ?? []);
    });
  }, [request, limit]);

  // A kept frame shown again: it keeps its page unless the console url asks for another one.
  useEffect(() => {
    if (request === null) return;
    const slot = slots.find((candidate) => candidate.route === request.route);
    if (!slot) return;
    const now = current.current.get(slot.id);
    if (now === undefined || now === request.url) return;
    const handle = handles.current.get(slot.id);
    if (request.traversal) {
      // Back or Forward over a frame navigation moves the frame itself; only if it does not get
      // there (its history went with an evicted frame) is it sent.
      if (pendingTraversal.current) window.clearTimeout(pendingTraversal.current.timer);
      const timer = window.setTimeout(() => {
        pendingTraversal.current = null;
        if (current.current.get(slot.id) !== request.url) handle?.replace(request.url);
      }, TRAVERSAL_GRACE_MS);
      pendingTraversal.current = { id: slot.id, url: request.url, timer };
    } else if (request.explicit) {
      handle?.replace(request.url);
    } else {
      const target = consoleUrlFor(now, routes, { path: slot.route, frameUrl: request.frameUrl });
      if (target !== null && target !== consoleUrlRef.current) navigate(target, { replace: true });
    }
    // Only a new request decides; the slots list changes as frames come and go.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request?.key]);

  // Theme and language are rendered by the server: every kept page is dropped, and the one on screen reloads.
  const firstRender = useRef(true);
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setSlots((previous) => {
      const active = previous.find((slot) => slot.route === requestRef.current?.route);
      const src = active ? (current.current.get(active.id) ?? active.src) : '';
      current.current.clear();
      return active ? [{ id: nextSlotId++, route: active.route, src }] : [];
    });
  }, [savedRevision, language]);

  const onArrive = useCallback(
    (slot: Slot, url: string | null) => {
      if (url === null) return;
      current.current.set(slot.id, url);
      if (pendingTraversal.current?.id === slot.id) {
        window.clearTimeout(pendingTraversal.current.timer);
        pendingTraversal.current = null;
      }
      const active = requestRef.current;
      if (active === null || active.route !== slot.route) return;
      const target = consoleUrlFor(url, routes, { path: slot.route, frameUrl: active.frameUrl });
      if (target === null) return;
      const route = target.split(/[?#]/, 1)[0]?.slice(1) ?? slot.route;
      if (route !== slot.route) {
        // The frame went to another route's page: this frame now is that route's, and a kept
        // frame of that route is dropped rather than shown twice.
        setSlots((previous) =>
          previous.filter((other) => other.route !== route).map((other) => (other.id === slot.id ? { ...other, route } : other)),
        );
      }
      if (target !== consoleUrlRef.current) navigate(target, { replace: true });
    },
    [navigate, routes],
  );

  useEffect(
    () =>
      listenForFrameMessages(
        () => new Map([...handles.current].map(([id, handle]) => [id, handle.window()])),
        ({ from, message }) => {
          if (message.type === 'session-expired') handleUnauthorized(null);
          else if (message.type === 'title') setTitles((previous) => ({ ...previous, [from]: message.title }));
          else setHelpLinks((previous) => ({ ...previous, [from]: message.url }));
        },
      ),
    [],
  );

  const activeSlot = request === null ? undefined : slots.find((slot) => slot.route === request.route);
  const activeEntry = activeSlot ? routeTable.all.find((entry) => entry.path === activeSlot.route) : undefined;

  // The help link and the tab title belong to the page on screen.
  const activeHelp = activeSlot ? helpLinks[activeSlot.id] : undefined;
  useEffect(() => {
    if (activeHelp) setHelpLink(activeHelp);
    else clearHelpLink();
  }, [activeHelp]);
  const activeTitle = activeSlot ? (titles[activeSlot.id] ?? (activeEntry ? t(activeEntry.label) : '')) : '';
  useDocumentTitle(activeTitle === '' ? null : activeTitle);

  return (
    <div className={styles.area} data-shown={activeSlot !== undefined} data-testid="frame-workspace" data-kept={slots.length}>
      {[...slots]
        .sort((a, b) => a.id - b.id)
        .map((slot) => {
          const entry = routeTable.all.find((candidate) => candidate.path === slot.route);
          return (
            <FrameSlot
              key={slot.id}
              route={slot.route}
              label={entry ? t(entry.label) : slot.route}
              src={slot.src}
              active={slot === activeSlot}
              timeoutMs={LOAD_TIMEOUT_MS}
              onArrive={(url) => onArrive(slot, url)}
              register={(handle) => {
                if (handle) handles.current.set(slot.id, handle);
                else handles.current.delete(slot.id);
              }}
            />
          );
        })}
    </div>
  );
}
