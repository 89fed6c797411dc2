/**
 * The state one console start keeps while its pages come and go, built with its services
 * (src/app/services.tsx, src/testing/services-fixture.ts): two consoles side by side (a test, a
 * preview) share none of it, and no module of src/ holds any (eslint.config.js refuses module state).
 *
 * The expiry keeper, the signals and the once-per-start memory are built with the services: the API
 * client is handed the keeper and the signals when it is made. The shell's stores are made on their first ask
 * (`startState(create)`), so that their code stays in the chunks that use them: built with the
 * services, they cost the signed-in shell 0.4 KiB of chunk boundaries, over its byte budget.
 */
import { createConsoleSignals } from '../signals/console-signals';
import { createStepUpBroker } from '../step-up/step-up-broker';
import type { ConsoleServices, StartStateFactory } from './console-services';

export type ConsoleStartState = Pick<ConsoleServices, 'expiry' | 'stepUp' | 'runningScope' | 'signals' | 'once' | 'startState'>;

/** A console start's state, empty. `services` is the set it belongs to (the stores' factories are handed it). */
export function consoleStartState(services: () => ConsoleServices): ConsoleStartState {
  const made = new Map<StartStateFactory<unknown>, unknown>();
  const done = new Map<string, string | undefined>();
  return {
    expiry: {},
    stepUp: createStepUpBroker(),
    runningScope: {},
    signals: createConsoleSignals(),
    once: (task, value) => !(done.has(task) && done.get(task) === value) && !!done.set(task, value),
    startState: <T>(create: StartStateFactory<T>): T => (made.has(create) ? made : made.set(create, create(services()))).get(create) as T,
  };
}
