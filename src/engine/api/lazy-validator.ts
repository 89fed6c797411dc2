/**
 * Generated validators of replies that arrive only after the side menu is painted (what's new,
 * notices, the promotion, the upgrade status: the table's `checkLate`; frame and tab messages) are
 * loaded by the first call that needs them rather than with the shell. A call starts the load beside
 * its request, so the check is usually there before the reply is.
 */
import type { ConsoleSignals } from '../signals/console-signals';
import type { LoadedValidator } from '../validation/lazy-validator';
import { checkData, type ApiResult } from './envelope';

// The loader is the validation folder's (the frame and tab messages use it too); the calls import it from here.
export { lazyValidator, type LoadedValidator } from '../validation/lazy-validator';

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
