/**
 * The idle clock of one tab (engine/session/idle-machine.ts decides, the machine host runs it; this
 * watches and keeps time):
 * activity in the page and in its framed pages, `activity` messages from the other tabs, a timer
 * for the next change of phase. At the limit it tells the session guard, which ends the session
 * and covers the tab. Loaded only where the deployer set an idle limit.
 */
import { createMachineHost } from '../machines/machine-host';
import type { TabChannel } from '../tabs/tab-channel';
import type { SessionGuard } from './expiry-runtime';
import { FRAME_ACTIVITY_EVENT } from './frame-activity';
import type { IdleLimit, IdlePhase } from './idle-clock';
import { idleStart, idleTransition, type IdleEffect, type IdleEvent, type IdleState } from './idle-machine';

/** What counts as the user being there, in the page (keys pressed in a frame reach it too: frame-load.ts). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', FRAME_ACTIVITY_EVENT] as const;

export interface IdleWatch {
  readonly phase: () => IdlePhase;
  /** When the session ends if nobody is active (ms since 1970). */
  readonly endsAt: () => number;
  readonly subscribe: (listener: () => void) => () => void;
  /** The user chose to stay: the last activity is now, and every tab hears it. */
  readonly stay: () => void;
  /** Starts watching (the idle time counts from now); returns the function that stops. */
  readonly start: () => () => void;
}

export interface IdleWatchDeps {
  readonly guard: SessionGuard;
  readonly tabs: TabChannel;
  readonly events?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  readonly now?: () => number;
  /** When the idle time starts: the signed-in shell's start (this module loads later, and only with a limit). */
  readonly since?: number;
}

export function createIdleWatch(limit: IdleLimit, { guard, tabs, events = document, now = Date.now, since }: IdleWatchDeps): IdleWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Where the clock's effects meet the world: the other tabs, one timer, the session guard.
  const host = createMachineHost<IdleState, IdleEvent, IdleEffect>(idleStart(since ?? now()), idleTransition(limit), (effect, dispatch) => {
    if (effect.type === 'post') tabs.post({ type: 'activity', at: effect.at });
    else if (effect.type === 'end') guard.dispatch({ type: 'lost', cause: 'idle' });
    else {
      clearTimeout(timer);
      if (effect.at !== null) timer = setTimeout(() => dispatch({ type: 'due', now: now() }), Math.max(0, effect.at - now()));
    }
  });
  const onActivity = (): void => host.dispatch({ type: 'activity', now: now() });
  const onGuard = (): void => host.dispatch({ type: 'session', open: guard.getState().phase === 'open', now: now() });

  return {
    phase: () => host.getState().phase,
    endsAt: () => host.getState().last + limit.limitMs,
    subscribe: host.subscribe,
    stay: () => host.dispatch({ type: 'stay', now: now() }),
    start: () => {
      for (const type of ACTIVITY_EVENTS) events.addEventListener(type, onActivity, { capture: true, passive: true });
      const stopListening = tabs.listen((message) => {
        if (message.type === 'activity') host.dispatch({ type: 'heard', at: message.at, now: now() });
      });
      const stopGuard = guard.subscribe(onGuard);
      onGuard();
      host.dispatch({ type: 'due', now: now() });
      return () => {
        clearTimeout(timer);
        for (const type of ACTIVITY_EVENTS) events.removeEventListener(type, onActivity, { capture: true });
        stopListening();
        stopGuard();
      };
    },
  };
}
