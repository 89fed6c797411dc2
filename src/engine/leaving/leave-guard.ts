/**
 * Before the console leaves its page (log off, release of an assumed account, the account-changed
 * and new-version reloads), whoever holds the user's unsaved work is asked: the frame workspace,
 * whose legacy pages may hold typed input. The leaving code never knows about frames; it asks the
 * guard, and lets the work go just before it leaves.
 */

/** The one that holds work: the frame workspace, while it is shown. */
export interface WorkKeeper {
  /** Resolves true to leave (the user let the work go, or there is none), false to stay. */
  readonly ask: () => Promise<boolean>;
  /** The console leaves now: let the work go, so that nothing asks again as the page unloads. */
  readonly letGo: () => void;
}

export interface LeaveGuard {
  /** Whether to leave: asks the keeper, when there is one. */
  readonly confirm: () => Promise<boolean>;
  /** Called right before leaving, once confirmed. */
  readonly letGo: () => void;
  /** The keeper registers itself while it holds work; returns the unregister. */
  readonly keep: (keeper: WorkKeeper) => () => void;
}

export function createLeaveGuard(): LeaveGuard {
  let keeper: WorkKeeper | null = null;
  return {
    confirm: () => keeper?.ask() ?? Promise.resolve(true),
    letGo: () => keeper?.letGo(),
    keep: (next) => {
      keeper = next;
      return () => {
        if (keeper === next) keeper = null;
      };
    },
  };
}

/** Leaves by `leave` once the guard agrees; resolves whether it left. */
export async function leaveWhenAgreed(guard: LeaveGuard, leave: () => void): Promise<boolean> {
  if (!(await guard.confirm())) return false;
  guard.letGo();
  leave();
  return true;
}
