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

let read: Promise<ConsoleConfig> | undefined;

/** The settings, read once per page: the start-up integrations and the frame workspace both ask for them. */
export function consoleConfig(): Promise<ConsoleConfig> {
  read ??= loadConsoleConfig();
  return read;
}
