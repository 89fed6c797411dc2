/**
 * Integrations that start once per page load, after the console is up. They live outside the
 * first screen's bundle and never delay or break it.
 */
import { browserGuideDeps, startGuideTool } from '../engine/guide/guide-tool';
import { consoleConfig } from '../engine/guide/console-config';
import type { ConsoleServices } from '../engine/services/console-services';

let started = false;

export async function startIntegrations({ session, routeTable }: Pick<ConsoleServices, 'session' | 'routeTable'>): Promise<void> {
  if (started) return;
  started = true;
  const config = await consoleConfig();
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
