/** Deployment settings from /console-config.json; a missing or malformed file means "none". */
import type { ConsoleConfig } from '../../generated/types/console-config';
import validateConfig from '../../generated/validators/console-config.js';

export const CONSOLE_CONFIG_URL = '/console-config.json';

export async function loadConsoleConfig(fetcher: typeof fetch = fetch): Promise<ConsoleConfig> {
  try {
    const response = await fetcher(CONSOLE_CONFIG_URL, { credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    return validateConfig(body) ? (body as ConsoleConfig) : {};
  } catch {
    return {};
  }
}

/** The settings, read once per console start (`services.startState(consoleConfigOfStart)`): the start-up integrations and the frame workspace both ask for them. */
export function consoleConfigOfStart(): () => Promise<ConsoleConfig> {
  let read: Promise<ConsoleConfig> | undefined;
  return () => (read ??= loadConsoleConfig());
}
