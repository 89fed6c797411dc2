/**
 * A generated validator loaded by its first use rather than with the shell: the replies that arrive
 * after the side menu is painted (api/lazy-validator.ts), and the frame and tab messages. Here, below
 * the API client and the messages' readers alike, so that neither reaches into the other for it.
 */
import type { ValidateFunction } from 'ajv';

/** A validator's module as its load ended: the function, or why there is none. */
export type LoadedValidator = { readonly ok: true; readonly validate: ValidateFunction } | { readonly ok: false; readonly reason: string };

/**
 * A loader for one validator module. It fetches the module once; when the fetch fails (a network
 * blip, a deploy that replaced the chunk) it says so as a value, and the next call tries again.
 */
export function lazyValidator(load: () => Promise<{ default: ValidateFunction }>): () => Promise<LoadedValidator> {
  let pending: Promise<LoadedValidator> | null = null;
  return () => {
    pending ??= load().then(
      (module): LoadedValidator => ({ ok: true, validate: module.default }),
      (error: unknown): LoadedValidator => {
        pending = null;
        return { ok: false, reason: error instanceof Error ? error.message : 'the module did not load' };
      },
    );
    return pending;
  };
}
