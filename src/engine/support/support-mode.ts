/**
 * The mode of the support session on screen, one fact of the console start: every native screen's
 * state-changing action reads it through one component (components/forms/ChangeButton.tsx), rather
 * than each screen keeping its own list. The support session's runtime (support-runtime.ts) sets it
 * from each reading and from its clock (write mode ends by itself at write_until); its code is a lazy
 * part, so until it has said, a support session counts as read-only, which is how every one starts
 * (contract) and what the server enforces anyway.
 */

export type SupportMode = 'read' | 'write';

export interface SupportModeStore {
  /** The mode the runtime last saw; null before it has said. */
  readonly get: () => SupportMode | null;
  readonly set: (mode: SupportMode) => void;
  readonly subscribe: (changed: () => void) => () => void;
}

export function createSupportMode(): SupportModeStore {
  let mode: SupportMode | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => mode,
    set: (next) => {
      if (next === mode) return;
      mode = next;
      for (const listener of listeners) listener();
    },
    subscribe: (changed) => {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
  };
}

/** The console start's one store (`services.startState(supportModeOfStart)`). */
export const supportModeOfStart = (): SupportModeStore => createSupportMode();

/** Whether state-changing actions wait for a raise: in a support session (previous carries expires_at) not known to be in write mode. */
export function changesWaitForRaise(previous: { readonly expires_at?: string } | undefined, mode: SupportMode | null): boolean {
  return previous?.expires_at !== undefined && mode !== 'write';
}

/**
 * Whether a framed page that answered `httpStatus` is the read-only refusal: a 403 while changes wait for
 * a raise. The UI-server refuses a legacy page's POST in read mode with its own 403 page (contract,
 * code 1220), which the console says as read-only with the way to raise it, never as a missing permission.
 */
export function framedRefusalIsReadOnly(httpStatus: number | null, waitsForRaise: boolean): boolean {
  return httpStatus === 403 && waitsForRaise;
}
