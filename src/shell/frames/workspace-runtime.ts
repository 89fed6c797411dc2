/**
 * Where the workspace machine meets the browser: the store the view renders, the frame elements by
 * slot, and the one place the machine's effects are carried out (the console url through the
 * router, a frame sent elsewhere, a dropped frame forgotten, a session found expired, a timer).
 */
import type { FramedRoute } from '../../engine/frames/frame-location';
import { initialWorkspace, type ProbeVerdict, type WorkspaceEffect } from '../../engine/frames/workspace-machine';
import type { ConsoleSignals } from '../../engine/services/console-signals';
import type { ConsoleRouter } from './console-router';
import { navigateConsole } from './route-sync';
import { createWorkspaceStore, type WorkspaceStore } from './workspace-store';

export interface WorkspaceRuntime {
  readonly store: WorkspaceStore;
  /** Called by each slot with its frame element as React mounts it, and with null as it goes. */
  readonly register: (slot: number, frame: HTMLIFrameElement | null) => void;
  /** The window of each slot's frame now: the only windows whose messages count. */
  readonly frameWindows: () => ReadonlyMap<number, Window | null>;
  /** Reads every frame's input now (`read`: unsaved-input.ts's), handing the machine what changed. */
  readonly readInput: (read: (frameWindow: Window) => boolean) => void;
  /** While detached (the workspace unmounted) a timer that fires is ignored. Returns the detach. */
  readonly attach: () => () => void;
}

export function createWorkspaceRuntime(
  routes: readonly FramedRoute[],
  router: ConsoleRouter,
  sessionExpired: () => void,
  signals: ConsoleSignals,
): WorkspaceRuntime {
  const frames = new Map<number, HTMLIFrameElement>();
  let attached = false;

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
        void import('../../engine/frames/frame-probe')
          .then(({ probePage }) => probePage(effect.url, window.location.origin))
          .catch((): ProbeVerdict => ({ kind: 'network' }))
          .then((verdict) => {
            if (attached) store.dispatch({ type: 'probed', slot: effect.slot, load: effect.load, verdict });
          });
        return;
    }
  };
  const initial = initialWorkspace(routes);
  const store = createWorkspaceStore(initial, run);

  // Each change is published for telemetry, which tells failed frames and switch timings from them.
  let seen = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    signals.publish('workspace-change', { prev: seen, next, at: performance.now(), replay: false });
    seen = next;
  });

  return {
    store,
    register: (slot, frame) => {
      if (frame === null) frames.delete(slot);
      else frames.set(slot, frame);
    },
    frameWindows: () => new Map([...frames].map(([slot, frame]) => [slot, frame.contentWindow])),
    readInput: (read) => {
      for (const [slot, frame] of frames) {
        const frameWindow = frame.contentWindow;
        if (frameWindow !== null) store.dispatch({ type: 'sensed', slot, unsaved: read(frameWindow) });
      }
    },
    attach: () => {
      attached = true;
      const stopRepublish = signals.subscribe('telemetry-started', () =>
        signals.publish('workspace-change', { prev: initial, next: store.getState(), at: performance.now(), replay: true }),
      );
      return () => {
        attached = false;
        stopRepublish();
      };
    },
  };
}
