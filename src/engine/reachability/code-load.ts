/**
 * A part of the console's own code loaded on demand (the page search, a dialog) whose load failed:
 * whether its failure notice shows, decided (docs/reachability.md). Pure; the start's store of
 * such failures (code-loads.ts) carries it out, and the shell's service notices show them.
 *
 * - A load that failed because another version is deployed says nothing: the new-version prompt does.
 * - Otherwise the notice shows; the user may always close it.
 * - The user may ask for it again (Retry): the code is loaded again at once.
 * - Once the service answers again (the reachability watch back to `reachable`, after an outage or
 *   after confirming that it still answers), the code is loaded again, quietly: the notice goes once
 *   that load succeeds (the cause has gone), and stays if it fails again. The part is not opened then:
 *   the user asked for it minutes ago and may be doing something else; the next ask opens it at once.
 * - A part the browser holds as failed (`held`: the server answers for it, yet it cannot load in this
 *   document, fresh-import.ts) is not loaded again by anything but a reload: its notice offers Reload
 *   in place of a Retry that cannot work, and the service answering again changes nothing.
 */
export interface CodeLoadState {
  /** The failure notice is on screen. */
  readonly failed: boolean;
  /** A load after the service answered again is under way. */
  readonly loading: boolean;
  /** Only a reload of the console loads the part (the browser keeps a failed script of it). */
  readonly held: boolean;
}

export const CODE_LOAD_START: CodeLoadState = { failed: false, loading: false, held: false };

export type CodeLoadEvent =
  /** A load of the part succeeded (asked by the user, or after the service answered again). */
  | { readonly type: 'loaded' }
  /**
   * A load failed: `replaced` when because another version is deployed, `held` when the browser
   * keeps a failed script of the part until a reload.
   */
  | { readonly type: 'load-failed'; readonly replaced: boolean; readonly held?: boolean }
  /** The user closes the failure notice. */
  | { readonly type: 'close' }
  /** The service answers again (reachable after an outage or a confirmation). */
  | { readonly type: 'service-answers' }
  /** The user asks for the part again (its notice's Retry). */
  | { readonly type: 'retry' };

export type CodeLoadEffect = 'load' | 'none';

export interface CodeLoadStep {
  readonly state: CodeLoadState;
  readonly effect: CodeLoadEffect;
}

export function codeLoadTransition(state: CodeLoadState, event: CodeLoadEvent): CodeLoadStep {
  switch (event.type) {
    case 'loaded':
      return { state: CODE_LOAD_START, effect: 'none' };
    case 'load-failed':
      return { state: { failed: !event.replaced, loading: false, held: !event.replaced && event.held === true }, effect: 'none' };
    case 'close':
      return { state: { ...state, failed: false }, effect: 'none' };
    case 'retry':
      // The notice stays until the load succeeds; a load under way is not doubled; a held part
      // loads only at a reload.
      if (state.loading || state.held) return { state, effect: 'none' };
      return { state: { ...state, loading: true }, effect: 'load' };
    case 'service-answers':
      // Only a failure still shown is worth a load: a closed one loads when next asked for.
      if (!state.failed || state.loading || state.held) return { state, effect: 'none' };
      return { state: { ...state, loading: true }, effect: 'load' };
  }
}
