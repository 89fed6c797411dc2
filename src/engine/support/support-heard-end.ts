/**
 * The end of a support session heard of from another tab, in a tab where the support runtime does not
 * run (support-heard.ts halted the tab first): the cause to telemetry, the note for the supporter's
 * page, then the workspace's gate and `/`. Loaded only then, so that the shell carries none of it.
 */
import type { LeaveGuard } from '../leaving/leave-guard';
import type { ConsoleSignals } from '../signals/console-signals';
import { writeSession } from '../storage/browser-storage';
import { encodeEndedNote, type EndCause } from './support-end';

export interface HeardEndDeps {
  readonly leaving: LeaveGuard;
  readonly signals: Pick<ConsoleSignals, 'publish'>;
  /** Loads the supporter's own entry page. */
  readonly leave: (url: string) => void;
}

/**
 * Resolves once the gate has answered (and the tab is leaving, when it let the pages go). `account` is
 * the customer's name as the tab showed it, which the supporter's page says.
 */
export async function finishHeardEnd(account: string, cause: EndCause, deps: HeardEndDeps): Promise<void> {
  deps.signals.publish('signal', { kind: 'support-session', event: 'ended', cause });
  writeSession('supportEnded', encodeEndedNote({ cause, account }, Date.now()));
  if (!(await deps.leaving.confirm('support-ended'))) return;
  deps.leaving.letGo();
  deps.leave('/');
}
