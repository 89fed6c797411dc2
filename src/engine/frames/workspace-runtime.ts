/**
 * Where the workspace machine meets the browser, and the one home of its wiring: the store the view
 * renders, the frame elements by slot, the readings of what the user typed in each, the one place the
 * machine's effects are carried out (the console url through the router, a frame sent elsewhere, a
 * dropped frame forgotten, a session found expired, a timer), and `connect`, which hands the machine
 * what happens around it (the router, the frames' messages, the session guard, the service's
 * recovery, the keep-alive setting, the theme and the language) and returns the one dispose. The
 * component (shell/frames/FrameWorkspace.tsx) only renders.
 *
 * Every event is taken with a fresh reading of every frame (`readNow`): the machine's gate decides
 * on the frames as they are at that moment, never on a reading from before.
 */
import type { ConsoleSignals } from '../services/console-signals';
import type { ReauthAsked } from '../step-up/step-up-broker';
import type { FramedRoute } from './frame-location';
import { listenForFrameMessages } from './frame-messages';
import { holdTopNavigations } from './hold-top-navigations';
import type { PlaceKeeping } from './keep-place';
import { navigateConsole, routedEvent, type WorkspaceRouter } from './router-events';
import type { InputWatch } from './unsaved-input';
import { initialWorkspace, type ProbeVerdict, type Reading, type WorkspaceEffect } from './workspace-machine';
import { createWorkspaceStore, type WorkspaceStore } from './workspace-store';

/** The reading of a page's input, loaded apart from the shell as the workspace starts. */
export const loadInputWatch = () => import('./unsaved-input');
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
}

export interface WorkspaceRuntime {
  readonly store: WorkspaceStore;
  /** Called by each slot with its frame element as React mounts it, and with null as it goes. */
  readonly register: (slot: number, frame: HTMLIFrameElement | null) => void;
  /** Called by each slot as its frame loads a readable page: the page's input is watched from now on. */
  readonly watch: (slot: number, frameWindow: Window) => void;
  /** The window of each slot's frame now: the only windows whose messages count. */
  readonly frameWindows: () => ReadonlyMap<number, Window | null>;
  /** Connects the workspace to the shell; returns the one dispose. Run before a frame can run a script (a layout effect). */
  readonly connect: (surroundings: WorkspaceSurroundings) => () => void;
}

export function createWorkspaceRuntime(
  routes: readonly FramedRoute[],
  router: WorkspaceRouter,
  sessionExpired: () => void,
  signals: ConsoleSignals,
): WorkspaceRuntime {
  const frames = new Map<number, HTMLIFrameElement>();
  const watches = new Map<number, InputWatch>();
  let attached = false;

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
        frames.get(effect.slot)?.contentWindow?.location.replace(effect.url);
        return;
      case 'drop-frame':
        frames.delete(effect.slot);
        watches.delete(effect.slot);
        return;
      case 'session-expired':
        sessionExpired();
        return;
      case 'schedule':
        window.setTimeout(() => {
          if (attached) store.dispatch(effect.event);
        }, effect.afterMs);
        return;
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

  // Each change is published for telemetry, which tells failed frames and switch timings from them.
  let seen = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    signals.publish('workspace-change', { prev: seen, next, at: performance.now(), replay: false });
    seen = next;
  });

  const connect = (surroundings: WorkspaceSurroundings): (() => void) => {
    attached = true;
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
        // The window that asked, kept: the answer goes to it, not to whatever the slot shows later.
        const asking = frames.get(from)?.contentWindow ?? null;
        surroundings.onReauthRequired({
          slot: from,
          id: message.id,
          challenge: message.challenge,
          page: slot.route.path,
          answer: (outcome) => {
            if (asking === null || frames.get(from)?.contentWindow !== asking) return;
            asking.postMessage({ type: 'reauth-result', version: 1, id: message.id, outcome }, window.location.origin);
          },
        });
      }),
    );
    if (surroundings.onResume !== null) disposers.push(surroundings.onResume(() => dispatch({ type: 'resume' })));
    // The service answers again: the pages that failed for want of it reload by themselves. The watch
    // hears the frames' failures from the published changes, so this is the workspace's only part in it.
    disposers.push(surroundings.onRecovered(() => dispatch({ type: 'reachable' })));
    // Theme and language are rendered by the server: every kept page goes through the gate.
    disposers.push(surroundings.onThemeSaved(() => dispatch({ type: 'drop-all', reason: 'theme' })));
    disposers.push(surroundings.onLanguageChanged(() => dispatch({ type: 'drop-all', reason: 'language' })));
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
    return () => {
      attached = false;
      for (const dispose of disposers.reverse()) dispose();
    };
  };

  const frameWindows = (): ReadonlyMap<number, Window | null> => new Map([...frames].map(([slot, frame]) => [slot, frame.contentWindow]));

  return {
    store,
    register: (slot, frame) => {
      if (frame !== null) {
        frames.set(slot, frame);
        return;
      }
      frames.delete(slot);
      watches.delete(slot);
    },
    watch: (slot, frameWindow) => {
      void loadInputWatch().then(
        ({ watchInput }) => {
          if (frames.get(slot)?.contentWindow !== frameWindow) return;
          watches.set(
            slot,
            watchInput(frameWindow, () => store.dispatch({ type: 'read' })),
          );
        },
        () => undefined,
      );
    },
    frameWindows,
    connect,
  };
}
