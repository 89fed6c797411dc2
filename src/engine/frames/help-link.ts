/**
 * The help link a legacy page reports to the shell (contract, "Embedded legacy pages"):
 * `postMessage({ type: "help-link", url }, location.origin)` from inside the console's frame.
 * A message counts only when it comes from the current frame's own window, from the console's own
 * origin, and carries an http(s) url: any other window or site posting to the console is ignored.
 */
import { outsideUrl } from '../api/outside-url';

/** The parts of a MessageEvent the check reads. */
export interface FrameMessage {
  readonly source: unknown;
  readonly origin: string;
  readonly data: unknown;
}

export const HELP_LINK_MESSAGE = 'help-link';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The vetted url, or null when the message is not a help link the shell may take. */
export function acceptHelpLink(message: FrameMessage, frameWindow: unknown, ownOrigin: string): string | null {
  if (frameWindow === null || frameWindow === undefined || message.source !== frameWindow) return null;
  if (message.origin !== ownOrigin) return null;
  const { data } = message;
  if (!isRecord(data) || data.type !== HELP_LINK_MESSAGE) return null;
  return outsideUrl(data.url);
}
