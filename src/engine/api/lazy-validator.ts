/**
 * Generated validators of replies that arrive only after the side menu is painted (what's new,
 * notices, the promotion, the upgrade status: the table's `checkLate`; frame and tab messages) are
 * loaded by the first call that needs them rather than with the shell. A call starts the load beside
 * its request, so the check is usually there before the reply is.
 */
import type { ValidateFunction } from 'ajv';
import type { ConsoleSignals } from '../services/console-signals';
import { checkData, type ApiResult, type LoadedValidator } from './envelope';

export type { LoadedValidator };

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

/**
 * checkData with a validator that may be missing: a reply that cannot be checked is not trusted, so
 * it fails the call the way a reply of the wrong shape does.
 */
export function checkLoadedData<T>(
  result: ApiResult<unknown>,
  loaded: LoadedValidator,
  call: string,
  signals?: ConsoleSignals,
): ApiResult<T> {
  return checkData<T>(result, loaded, call, signals);
}
