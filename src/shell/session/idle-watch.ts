/**
 * The idle clock of one tab (engine/session/idle-clock.ts decides; this watches and keeps time):
 * activity in the page and in its framed pages, `activity` messages from the other tabs, a timer
 * for the next change of phase. At the limit it tells the session guard, which ends the session
 * and covers the tab. Loaded only where the deployer set an idle limit.
 */
import {
  noteLocalActivity,
  noteRemoteActivity,
  readIdleClock,
  shouldPostActivity,
  type IdleLimit,
  type IdlePhase,
} from '../../engine/session/idle-clock';
import type { TabChannel } from '../../engine/tabs/tab-channel';
import { FRAME_ACTIVITY_EVENT } from '../frames/frame-load';
import type { SessionGuard } from './session-guard';

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
  let last = since ?? now();
  let lastPosted: number | null = null;
  let phase: IdlePhase = 'active';
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Its own listeners, not the machine host's (engine/machines): a watch around idle-clock.ts, and
  // the host imported from this lazy chunk would split into a chunk of its own (docs/architecture.md).
  const listeners = new Set<() => void>();

  const post = (at: number): void => {
    lastPosted = at;
    tabs.post({ type: 'activity', at });
  };

  const setPhase = (next: IdlePhase): void => {
    if (next === phase) return;
    phase = next;
    for (const listener of [...listeners]) listener();
  };

  const check = (): void => {
    clearTimeout(timer);
    if (guard.getState().phase !== 'open') return;
    const reading = readIdleClock(limit, last, now());
    setPhase(reading.phase);
    if (reading.phase === 'ended') guard.dispatch({ type: 'lost', cause: 'idle' });
    else if (reading.nextAt !== null) timer = setTimeout(check, Math.max(0, reading.nextAt - now()));
  };

  const onActivity = (): void => {
    if (guard.getState().phase !== 'open') return;
    const at = now();
    const next = noteLocalActivity(limit, last, at);
    if (next === last) return;
    last = next;
    if (shouldPostActivity(lastPosted, at)) post(at);
    check();
  };
  // Covered (the limit here, or the session lost in any tab): the warning goes with the session.
  // Back from a cover: signing in again was activity enough.
  let covered = false;
  const onGuard = (): void => {
    const open = guard.getState().phase === 'open';
    if (!open) {
      clearTimeout(timer);
      setPhase('ended');
    } else if (covered) {
      last = now();
      setPhase('active');
      check();
    }
    covered = !open;
  };

  return {
    phase: () => phase,
    endsAt: () => last + limit.limitMs,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stay: () => {
      last = Math.max(last, now());
      post(last);
      check();
    },
    start: () => {
      for (const type of ACTIVITY_EVENTS) events.addEventListener(type, onActivity, { capture: true, passive: true });
      const stopListening = tabs.listen((message) => {
        if (message.type !== 'activity') return;
        last = noteRemoteActivity(last, message.at);
        check();
      });
      const stopGuard = guard.subscribe(onGuard);
      check();
      return () => {
        clearTimeout(timer);
        for (const type of ACTIVITY_EVENTS) events.removeEventListener(type, onActivity, { capture: true });
        stopListening();
        stopGuard();
      };
    },
  };
}
