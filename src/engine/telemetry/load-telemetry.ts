/**
 * The door to the telemetry code: a module of its own, so the list of chunks the telemetry code
 * needs (which Vite writes beside a dynamic import) lives here, in a chunk only a configured page
 * load fetches, and not in the start-up integrations every signed-in page carries.
 */
import type { TelemetryContext } from './start-telemetry';

export async function loadTelemetry(
  settings: object,
  services: Pick<TelemetryContext, 'routeTable' | 'session' | 'signals'>,
): Promise<void> {
  const { startConfiguredTelemetry } = await import('./start-telemetry');
  await startConfiguredTelemetry(settings, services);
}
