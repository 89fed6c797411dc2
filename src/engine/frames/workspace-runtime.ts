/**
 * Where the workspace machine meets the browser, and the one home of its wiring: the store the view
 * renders, the frame elements by slot (frame-host.ts: created, sent elsewhere and removed here only,
 * never by React), the readings of what the user typed in each, the one place the
 * machine's effects are carried out (the console url through the router, a frame sent elsewhere, a
 * dropped frame forgotten, a session found expired, a timer), and `connect`, which hands the machine
 * what happens around it (the router, the frames' messages, the session guard, the service's
 * recovery, the keep-alive setting, the theme and the language) and returns the one dispose. The
 * runtime lives in the signed-in scope (engine/scope/signed-in-scope.ts), not in React's tree: the
 * component (shell/frames/FrameWorkspace.tsx) only says where the frames are shown and renders the
 * overlays.
 *
 * Every event is taken with a fresh reading of every frame (`readNow`): the machine's gate decides
 * on the frames as they are at that moment, never on a reading from before.
 */
import type { ConsoleSignals } from '../signals/console-signals';
import type { ReauthAsked } from '../step-up/step-up-broker';
import { createFrameHost, type FrameHost } from './frame-host';
import { forwardActivity, forwardKeys, readArrival, watchLeaving } from './frame-load';
import type { FramedRoute } from './frame-location';
import { listenForFrameMessages } from './frame-messages';
import { holdTopNavigations } from './hold-top-navigations';
import type { PlaceKeeping } from './keep-place';
import { navigateConsole, routedEvent, type WorkspaceRouter } from './router-events';
import { tellShownChanges } from './shown-page';
import type { ShownView } from './shown-page-store';
import type { InputWatch } from './unsaved-input';
import { initialWorkspace, shownSlot, type ProbeVerdict, type Reading, type Slot, type WorkspaceEffect } from './workspace-machine';
import { createWorkspaceStore, type WorkspaceStore } from './workspace-store';

/** The reading of a page's input, loaded apart from the shell as the workspace starts. */
export const loadInputWatch = () => import('./unsaved-input');

/** A page whose input cannot be read (the reading's code did not load): it counts as holding input. */
const UNREADABLE: InputWatch = { unsaved: () => true, typedText: () => '' };
/** The console keeps its place: the frames' page listeners, loaded as the workspace starts. */
export const loadKeepPlace = () => import('./keep-place');

/** How long after the start the parts a failure or a question needs are loaded: once the shell is idle. */
const IDLE_LOAD_MS = 2_000;

/** What happens around the workspace, as the shell has it. Each `on…` returns its unsubscribe. */
export interface WorkspaceSurroundings {
  /** Signed in again after an expired session (the session guard's); null without a guard. */
  readonly onResume: ((listener: () => void) => () => void) | null;
  /** The service answers again after it could not be reached (reachability's). */
  readonly onRecovered: (listener: () => void) => () => void;
  /** The theme was saved (the frames are rendered in it by the server). */
  readonly onThemeSaved: (listener: () => void) => () => void;
  /** The language on screen changed. */
  readonly onLanguageChanged: (listener: () => void) => () => void;
  /** How many pages stay alive, as the deployment's console-config says; undefined for the default. */
  readonly keepAlive: () => Promise<number | undefined>;
  /** What the console does for a framed page's links, forms and scripts aimed at the whole window. */
  readonly keeping: PlaceKeeping;
  /** A framed page asks for a fresh proof of the user (step-up): the broker's, with the way to answer that frame. */
  readonly onReauthRequired: (asked: ReauthAsked) => void;
  /** Loads the shell's parts a failure or a question needs (the failure messages, the questions about unsaved input). */
  readonly loadWhenIdle: () => void;
  /** Told the page on screen at once and on every change (the signed-in scope's store of it, shown-page-store.ts). */
  readonly shown: (view: ShownView) => void;
}

export interface WorkspaceRuntime {
  readonly store: WorkspaceStore;
  /** The frame elements: the only owner of them. */
  readonly host: FrameHost;
  /** The window of each slot's frame now: the only windows whose messages count. */
  readonly frameWindows: () => ReadonlyMap<number, Window | null>;
  /** The text the user typed in a slot's page that is still there ('' when none, or not read). */
  readonly typedText: (slot: number) => string;
  /** Connects the workspace to the shell; returns the one dispose. Run before a frame can run a script. */
  readonly connect: (surroundings: WorkspaceSurroundings) => () => void;
  /** Ends the workspace: disconnected, its timers cleared, its frames removed, its machine stopped. */
  readonly stop: () => void;
}

/** What the runtime needs of the page it runs in. */
export interface WorkspaceHostOptions {
  readonly document: Document;
  /** The frame's accessible title for a slot, in the language on screen. */
  readonly title: (slot: Slot) => string;
}

export function createWorkspaceRuntime(
  routes: readonly FramedRoute[],
  router: WorkspaceRouter,
  session: { readonly expired: () => void; readonly ask: () => void },
  signals: ConsoleSignals,
  page: WorkspaceHostOptions = { document, title: (slot) => slot.route.path },
): WorkspaceRuntime {
  const watches = new Map<number, InputWatch>();
  const timers = new Set<number>();
  let attached = false;
  let keeping: PlaceKeeping | null = null;
  let disconnect: (() => void) | null = null;

  /** Every watched page's input, read now: synchronous, same-origin, and without running anything of the page's. */
  const readNow = (): Reading => {
    const reading = new Map<number, boolean>();
    for (const [slot, watch] of watches) {
      const unsaved = watch.unsaved();
      if (unsaved !== null) reading.set(slot, unsaved);
    }
    return reading;
  };

  const run = (effect: WorkspaceEffect): void => {
    switch (effect.type) {
      case 'navigate':
        navigateConsole(router, effect.url);
        return;
      case 'replace-frame':
        host.frame(effect.slot)?.contentWindow?.location.replace(effect.url);
        return;
      case 'drop-frame':
        // The element itself goes as the host renders the state without the slot.
        watches.delete(effect.slot);
        return;
      case 'session-expired':
        session.expired();
        return;
      case 'ask-session':
        session.ask();
        return;
      case 'schedule': {
        const timer = window.setTimeout(() => {
          timers.delete(timer);
          if (attached) store.dispatch(effect.event);
        }, effect.afterMs);
        timers.add(timer);
        return;
      }
      case 'probe':
        // Loaded when a frame first shows what it cannot read; when even that fails, the console
        // cannot reach its server: the network is the answer.
        void import('./frame-probe')
          .then(({ probePage }) => probePage(effect.url, window.location.origin))
          .catch((): ProbeVerdict => ({ kind: 'network' }))
          .then((verdict) => {
            if (attached) store.dispatch({ type: 'probed', slot: effect.slot, load: effect.load, verdict });
          });
        return;
    }
  };
  const initial = initialWorkspace(routes);
  const store = createWorkspaceStore(initial, readNow, run);

  /**
   * Watches the input of a readable page a frame loaded, from now on. When the reading's own code
   * cannot load (offline, or the browser keeps its failed chunk), the page cannot be read, and a
   * reading that cannot be made counts as holding input: Log off, a reload or a page beyond the
   * limit asks about it rather than let go of what may be typed there. Its next document tries again.
   */
  const watch = (slot: number, frameWindow: Window): void => {
    void loadInputWatch().then(
      ({ watchInput }) => {
        if (host.frame(slot)?.contentWindow !== frameWindow) return;
        watches.set(
          slot,
          watchInput(frameWindow, () => store.dispatch({ type: 'read' })),
        );
      },
      () => {
        if (host.frame(slot)?.contentWindow !== frameWindow) return;
        watches.set(slot, UNREADABLE);
        store.dispatch({ type: 'read' });
      },
    );
  };

  /** A frame loaded a document: its listeners attached, and the machine told where it is. */
  const loaded = (slot: number, frame: HTMLIFrameElement): void => {
    const frameWindow = frame.contentWindow;
    const arrival = readArrival(frameWindow);
    if (frameWindow && arrival.url !== null) {
      forwardKeys(frameWindow);
      forwardActivity(frameWindow);
      const keep = keeping;
      if (keep !== null)
        void loadKeepPlace().then(
          ({ keepPlace }) => keepPlace(frameWindow, keep),
          () => undefined,
        );
      watch(slot, frameWindow);
      // The next page starts loading when this one is left, for the destination its navigation named.
      watchLeaving(frameWindow, window.location.origin, (url, post) => store.dispatch({ type: 'navigated', slot, url, post }));
    }
    store.dispatch({ type: 'loaded', slot, url: arrival.url, status: arrival.status });
  };

  const host = createFrameHost({ document: page.document, title: page.title, loaded });
  host.render(store.getState());
  store.subscribe(() => host.render(store.getState()));

  // Each change is published for telemetry, which tells failed frames and switch timings from them.
  let seen = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    signals.publish('workspace-change', { prev: seen, next, at: performance.now(), replay: false });
    seen = next;
  });

  const connect = (surroundings: WorkspaceSurroundings): (() => void) => {
    attached = true;
    keeping = surroundings.keeping;
    const { dispatch } = store;
    const disposers: (() => void)[] = [];
    const later = (ms: number, task: () => void): void => {
      const timer = window.setTimeout(task, ms);
      disposers.push(() => window.clearTimeout(timer));
    };
    // Before a frame can run a script: the console's window refuses what a frame's script aims at it.
    disposers.push(holdTopNavigations({ store, frameWindows }, surroundings.keeping));
    // Every location the router reaches, at once (React's rendered ones come from RenderedLocations).
    disposers.push(router.subscribe((state) => dispatch(routedEvent(state, false))));
    disposers.push(
      listenForFrameMessages(frameWindows, ({ from, message }) => {
        if (message.type !== 'reauth-required') {
          dispatch({ type: 'message', slot: from, message });
          return;
        }
        const slot = store.getState().slots.find((each) => each.id === from);
        if (slot === undefined) return;
        // The document that asked, kept: the answer goes to it, not to whatever the slot shows later.
        // Its window is no mark of it: a frame keeps one window (WindowProxy) across the documents it
        // loads, so a page that navigated or reloaded meanwhile would receive its predecessor's answer.
        const asking = host.frame(from)?.contentWindow ?? null;
        const askingDocument = host.frame(from)?.contentDocument ?? null;
        surroundings.onReauthRequired({
          slot: from,
          id: message.id,
          challenge: message.challenge,
          page: slot.route.path,
          // Checked where the dialog loads (step-up-label.ts), not in the shell's first code.
          label: message.label ?? null,
          answer: (outcome) => {
            const frame = host.frame(from);
            if (asking === null || askingDocument === null || frame?.contentWindow !== asking || frame.contentDocument !== askingDocument) {
              signals.publish('signal', { kind: 'step-up-answer-dropped' });
              return;
            }
            // Checked and posted in one task: the frame cannot show another document in between.
            asking.postMessage({ type: 'reauth-result', version: 1, id: message.id, outcome }, window.location.origin);
          },
        });
      }),
    );
    // The page on screen, for the page bar, the tab title and the help link: told once it says something new.
    const telling = tellShownChanges(surroundings.shown);
    const tellShown = (): void => {
      const state = store.getState();
      telling(shownSlot(state), state.routes);
    };
    tellShown();
    disposers.push(store.subscribe(tellShown));
    if (surroundings.onResume !== null) disposers.push(surroundings.onResume(() => dispatch({ type: 'resume' })));
    // The service answers again: the pages that failed for want of it reload by themselves. The watch
    // hears the frames' failures from the published changes, so this is the workspace's only part in it.
    disposers.push(surroundings.onRecovered(() => dispatch({ type: 'reachable' })));
    // Theme and language are rendered by the server: every kept page goes through the gate.
    disposers.push(surroundings.onThemeSaved(() => dispatch({ type: 'drop-all', reason: 'theme' })));
    disposers.push(
      surroundings.onLanguageChanged(() => {
        // The frames' titles are the console's words: in the new language at once.
        host.render(store.getState());
        dispatch({ type: 'drop-all', reason: 'language' });
      }),
    );
    let live = true;
    disposers.push(() => (live = false));
    void surroundings.keepAlive().then(
      (limit) => {
        if (live && limit !== undefined) dispatch({ type: 'limit', limit });
      },
      () => undefined,
    );
    // The frames' page listeners at once; the failure messages and the questions in memory before any
    // page fails, once the shell has nothing else to do (a server that cannot be reached cannot serve them then).
    void loadKeepPlace().catch(() => undefined);
    void loadInputWatch().catch(() => undefined);
    later(IDLE_LOAD_MS, surroundings.loadWhenIdle);
    // Telemetry started after the workspace: it hears the whole state once more.
    disposers.push(
      signals.subscribe('telemetry-started', () =>
        signals.publish('workspace-change', { prev: initial, next: store.getState(), at: performance.now(), replay: true }),
      ),
    );
    const dispose = (): void => {
      if (disconnect !== dispose) return;
      disconnect = null;
      attached = false;
      for (const each of disposers.reverse()) each();
    };
    disconnect = dispose;
    return dispose;
  };

  const frameWindows = (): ReadonlyMap<number, Window | null> =>
    new Map(store.getState().slots.map((slot) => [slot.id, host.frame(slot.id)?.contentWindow ?? null]));

  return {
    store,
    host,
    frameWindows,
    typedText: (slot) => watches.get(slot)?.typedText() ?? '',
    connect,
    stop: () => {
      disconnect?.();
      for (const timer of timers) window.clearTimeout(timer);
      timers.clear();
      watches.clear();
      store.stop();
      host.stop();
    },
  };
}
