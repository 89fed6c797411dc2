/**
 * Integrations that start once per console start, after the console is up. They live outside the
 * first screen's bundle and never delay or break it.
 */
import { consoleConfigOfStart } from '../engine/guide/console-config';
import { browserGuideDeps, startGuideTool } from '../engine/guide/guide-tool';
import type { ConsoleServices } from '../engine/services/console-services';

export async function startIntegrations({
  session,
  routeTable,
  once,
  startState,
}: Pick<ConsoleServices, 'session' | 'routeTable' | 'once' | 'startState'>): Promise<void> {
  if (!once('integrations')) return;
  const config = await startState(consoleConfigOfStart)();
  const telemetry = config.telemetry;
  // Only a page load whose deployment configured a collector loads the telemetry code.
  if (telemetry !== undefined) {
    void import('../engine/telemetry/load-telemetry').then(({ loadTelemetry }) => loadTelemetry(telemetry, { routeTable, session }));
  }
  await startGuideTool(
    config.guideTool,
    browserGuideDeps(() => session.info),
  );
}
