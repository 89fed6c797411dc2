/**
 * The expiry machine (expiry-machine.ts) of one signed-in tab, held for the view by the
 * machine host (engine/machines): `dispatch` takes an event through the machine, tells React of a new
 * state, and runs the effects here: posting on the tab channel, ending the server session, reloading,
 * and telling the workspace and the native page to resume. An event dispatched while another is
 * handled (by a listener or a resume) is taken after it.
 */
import type { AccountRef } from '../../generated/types/tab-message';
import { leaveFor } from '../leaving/leave-page';
import { createMachineHost, type MachineHost } from '../machines/machine-host';
import type { ConsoleSignals } from '../signals/console-signals';
import type { TabChannel } from '../tabs/tab-channel';
import { endServerSession } from './end-server-session';
import { expiryTransition, initialExpiry, type ExpiryEffect, type ExpiryEvent, type ExpiryState } from './expiry-machine';

export type ResumeEffect = Extract<ExpiryEffect, { type: 'resume' }>;

export interface SessionGuard extends MachineHost<ExpiryState, ExpiryEvent> {
  /** Calls `listener` each time the tab resumes after a sign-in as the same account. */
  readonly onResume: (listener: (resume: ResumeEffect) => void) => () => void;
}

export interface SessionGuardDeps {
  readonly tabs: Pick<TabChannel, 'post'>;
  /** The console start's signals: telemetry hears of the expiry there. */
  readonly signals: Pick<ConsoleSignals, 'publish'>;
  /** Ends the server session without leaving the page. */
  readonly endSession: () => void;
  /** Loads the console's root afresh. */
  readonly reloadRoot: () => void;
}

export const browserGuardDeps = (tabs: Pick<TabChannel, 'post'>, signals: Pick<ConsoleSignals, 'publish'>): SessionGuardDeps => ({
  tabs,
  signals,
  endSession: () => endServerSession(),
  reloadRoot: () => leaveFor('/'),
});

export function createSessionGuard(account: AccountRef, deps: SessionGuardDeps): SessionGuard {
  const resumers = new Set<(resume: ResumeEffect) => void>();

  const run = (effect: ExpiryEffect): void => {
    switch (effect.type) {
      case 'post-expired':
        // This tab found the session gone: the other tabs hear it from here, and so does telemetry.
        deps.tabs.post({ type: 'session-expired' });
        deps.signals.publish('signal', { kind: 'session-expired' });
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
    ...createMachineHost(initialExpiry(account), expiryTransition, run),
    onResume: (listener) => {
      resumers.add(listener);
      return () => resumers.delete(listener);
    },
  };
}
