/**
 * Integrations that start once per page load, after the console is up. They live outside the
 * first screen's bundle and never delay or break it.
 */
import { browserGuideDeps, startGuideTool } from '../engine/guide/guide-tool';
import { consoleConfig } from '../engine/guide/console-config';
import type { SessionStore } from '../engine/state/session';

let started = false;

export async function startIntegrations(session: SessionStore): Promise<void> {
  if (started) return;
  started = true;
  const config = await consoleConfig();
  await startGuideTool(
    config.guideTool,
    browserGuideDeps(() => session.info),
  );
}
