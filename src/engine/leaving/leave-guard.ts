/**
 * Before the console leaves its page (log off, release of an assumed account, the account-changed
 * and new-version reloads), whoever holds the user's unsaved work is asked: the frame workspace,
 * whose legacy pages may hold typed input. The leaving code never knows about frames; it asks the
 * guard, and lets the work go just before it leaves.
 */

/**
 * What continuing does, so that the question can say so: log off, release the account, reload, or
 * leave a support session that has ended (its pages' input cannot be saved for the customer any more).
 */
export type LeaveAct = 'log-off' | 'release' | 'reload' | 'support-ended';

/** The one that holds work: the frame workspace, while it is shown. */
export interface WorkKeeper {
  /** Resolves true to leave (the user let the work go, or there is none), false to stay. */
  readonly ask: () => Promise<boolean>;
  /** The console leaves now: let the work go, so that nothing asks again as the page unloads. */
  readonly letGo: () => void;
}

export interface LeaveGuard {
  /** Whether to leave by `act`: asks the keeper, when there is one. */
  readonly confirm: (act?: LeaveAct) => Promise<boolean>;
  /** The act being asked about (the last one asked), for the question's words. */
  readonly act: () => LeaveAct;
  /** Called right before leaving, once confirmed. */
  readonly letGo: () => void;
  /** The keeper registers itself while it holds work; returns the unregister. */
  readonly keep: (keeper: WorkKeeper) => () => void;
}

export function createLeaveGuard(): LeaveGuard {
  let keeper: WorkKeeper | null = null;
  let asked: LeaveAct = 'reload';
  return {
    confirm: (act = 'reload') => {
      asked = act;
      return keeper?.ask() ?? Promise.resolve(true);
    },
    act: () => asked,
    letGo: () => keeper?.letGo(),
    keep: (next) => {
      keeper = next;
      return () => {
        if (keeper === next) keeper = null;
      };
    },
  };
}

/** Leaves by `leave` (which does `act`) once the guard agrees; resolves whether it left. */
export async function leaveWhenAgreed(guard: LeaveGuard, leave: () => void, act: LeaveAct = 'reload'): Promise<boolean> {
  if (!(await guard.confirm(act))) return false;
  guard.letGo();
  leave();
  return true;
}
