/**
 * What the questions about unsaved input say, decided apart from their dialogs (UnsavedInputDialog.tsx):
 * which pages the leave question offers to go to, and the words that name what continuing does.
 */
import type { LeaveAct } from '../../engine/leaving/leave-guard';

/** A page holding input, as the dialogs name it. */
export interface HeldPage {
  readonly slot: number;
  readonly name: string;
  /** The page on screen: nowhere to go to. */
  readonly onScreen?: boolean;
  /** The text typed there that is still in the page, read when the question may offer to copy it. */
  readonly typed?: string;
}

/**
 * Whether the question offers to copy a page's typed text: only when the input cannot be saved where it
 * is any more (a support session ended: it cannot be saved for the customer), and there is text to copy.
 * Elsewhere the user can stay and save it.
 */
export function copyOffered(act: LeaveAct, page: HeldPage): boolean {
  return act === 'support-ended' && (page.typed ?? '').trim() !== '';
}

/** The places the question offers to go to: the pages holding input that are not on screen. */
export function placesToGo(pages: readonly HeldPage[]): readonly HeldPage[] {
  return pages.filter((page) => page.onScreen !== true);
}

/** The translation keys that name what continuing does. */
export const LEAVE_ACT_KEYS: Record<LeaveAct, { discard: string; body: string }> = {
  'log-off': { discard: 'unsaved.discardAndLogOff', body: 'unsaved.leaveBodyLogOff' },
  release: { discard: 'unsaved.discardAndRelease', body: 'unsaved.leaveBodyRelease' },
  reload: { discard: 'unsaved.discardAndReload', body: 'unsaved.leaveBodyReload' },
  'support-ended': { discard: 'supportSession.discardAndLeave', body: 'supportSession.leaveBody' },
};
