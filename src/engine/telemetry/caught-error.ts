/** An error value as a signal: its type and message (scrubbed later, with the stack, by the recorder). */
import type { ErrorSource, Signal } from './signals';

export function caughtError(error: unknown, source: ErrorSource): Signal {
  if (error instanceof Error) {
    return {
      kind: 'error',
      source,
      type: error.name || 'Error',
      message: error.message,
      ...(error.stack === undefined ? {} : { stack: error.stack }),
    };
  }
  return { kind: 'error', source, type: typeof error, message: typeof error === 'string' ? error : '' };
}
