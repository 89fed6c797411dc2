/**
 * Integrations that start once per console start, after the console is up. They live outside the
 * first screen's bundle and never delay or break it.
 */
import { consoleConfigOfStart } from '../engine/guide/console-config';
import { browserGuideDeps, startGuideTool } from '../engine/guide/guide-tool';
import type { ConsoleServices } from '../engine/services/console-services';

type TelemetryServices = Pick<ConsoleServices, 'session' | 'routeTable' | 'signals'>;
type TelemetryCode = () => Promise<{ loadTelemetry: (settings: object, services: TelemetryServices) => Promise<void> }>;

const telemetryCode: TelemetryCode = () => import('../engine/telemetry/load-telemetry');

/**
 * Loads the telemetry code and starts it. One try per console start: when the code fails to load (a
 * network blip, a deploy that replaced the chunk) or to start, telemetry stays off for the rest of
 * the start, costing nothing more: no second fetch, no rejection left unhandled, nothing shown.
 */
export function startTelemetryOnce(settings: object, services: TelemetryServices, load: TelemetryCode = telemetryCode): Promise<void> {
  return load()
    .then(({ loadTelemetry }) => loadTelemetry(settings, services))
    .catch(() => undefined);
}

export async function startIntegrations(
  services: Pick<ConsoleServices, 'session' | 'routeTable' | 'signals' | 'once' | 'startState'>,
): Promise<void> {
  const { session, once, startState } = services;
  if (!once('integrations')) return;
  const config = await startState(consoleConfigOfStart)();
  const telemetry = config.telemetry;
  // Only a page load whose deployment configured a collector loads the telemetry code.
  if (telemetry !== undefined) void startTelemetryOnce(telemetry, services);
  await startGuideTool(
    config.guideTool,
    browserGuideDeps(() => session.info),
  );
}
