/**
 * The expiry machine (engine/session/expiry.ts) of one signed-in tab, held for the view: `dispatch`
 * takes an event through the machine, tells React of a new state, and runs the effects: posting on
 * the tab channel, ending the server session, reloading, and telling the workspace and the native
 * page to resume.
 */
import {
  expiryStep,
  initialExpiry,
  type AccountRef,
  type ExpiryEffect,
  type ExpiryEvent,
  type ExpiryState,
} from '../../engine/session/expiry';
import type { TabChannel } from '../../engine/tabs/tab-channel';
import { leaveFor } from '../../engine/navigation/leave-page';
import { endServerSession } from './end-server-session';
import { emitSignal } from '../../engine/telemetry/signal-event';

export type ResumeEffect = Extract<ExpiryEffect, { type: 'resume' }>;

export interface SessionGuard {
  readonly getState: () => ExpiryState;
  readonly subscribe: (listener: () => void) => () => void;
  readonly dispatch: (event: ExpiryEvent) => void;
  /** Calls `listener` each time the tab resumes after a sign-in as the same account. */
  readonly onResume: (listener: (resume: ResumeEffect) => void) => () => void;
}

export interface SessionGuardDeps {
  readonly tabs: Pick<TabChannel, 'post'>;
  /** Ends the server session without leaving the page. */
  readonly endSession: () => void;
  /** Loads the console's root afresh. */
  readonly reloadRoot: () => void;
}

export const browserGuardDeps = (tabs: Pick<TabChannel, 'post'>): SessionGuardDeps => ({
  tabs,
  endSession: () => endServerSession(),
  reloadRoot: () => leaveFor('/'),
});

export function createSessionGuard(account: AccountRef, deps: SessionGuardDeps): SessionGuard {
  let state = initialExpiry(account);
  const listeners = new Set<() => void>();
  const resumers = new Set<(resume: ResumeEffect) => void>();

  const run = (effect: ExpiryEffect): void => {
    switch (effect.type) {
      case 'post-expired':
        // This tab found the session gone: the other tabs hear it from here, and so does telemetry.
        deps.tabs.post({ type: 'session-expired' });
        emitSignal({ kind: 'session-expired' });
        return;
      case 'end-session':
        deps.endSession();
        return;
      case 'resume':
        for (const resumer of [...resumers]) resumer(effect);
        return;
      case 'reload-root':
        deps.reloadRoot();
        return;
    }
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (event) => {
      const step = expiryStep(state, event);
      if (step.state !== state) {
        state = step.state;
        for (const listener of [...listeners]) listener();
      }
      for (const effect of step.effects) run(effect);
    },
    onResume: (listener) => {
      resumers.add(listener);
      return () => resumers.delete(listener);
    },
  };
}
