/**
 * The messages a framed legacy page may send the shell (schemas/frame-message.schema.json,
 * docs/frame-messages.md). A message counts only when it comes from one of the workspace's own frame
 * windows, from the console's own origin, and has the schema's shape: any other window or site
 * posting to the console is ignored. A help link must also be an http(s) url.
 */
import { outsideUrl } from '../api/outside-url';
import type { FrameMessage } from '../../generated/types/frame-message';
import validateFrameMessage from '../../generated/validators/frame-message.js';

/** The parts of a MessageEvent the check reads. */
export interface PostedMessage {
  readonly source: unknown;
  readonly origin: string;
  readonly data: unknown;
}

export interface AcceptedMessage<K> {
  /** Which frame sent it (the key the caller gave that frame's window). */
  readonly from: K;
  readonly message: FrameMessage;
}

/** The message and its frame, or null when the shell must ignore it. */
export function acceptFrameMessage<K>(
  posted: PostedMessage,
  frames: ReadonlyMap<K, unknown>,
  ownOrigin: string,
): AcceptedMessage<K> | null {
  if (posted.source === null || posted.source === undefined) return null;
  let from: K | undefined;
  for (const [key, frameWindow] of frames) if (frameWindow === posted.source) from = key;
  if (from === undefined) return null;
  if (posted.origin !== ownOrigin) return null;
  if (!validateFrameMessage(posted.data)) return null;
  const message = posted.data as FrameMessage;
  if (message.type === 'help-link') {
    const url = outsideUrl(message.url);
    return url === null ? null : { from, message: { ...message, url } };
  }
  return { from, message };
}

/**
 * Listens for frame messages on `target`; `frames` is read when each message arrives, so a frame
 * that is gone (or has navigated to a new window) is never trusted. Returns the function that stops.
 */
export function listenForFrameMessages<K>(
  frames: () => ReadonlyMap<K, unknown>,
  onMessage: (accepted: AcceptedMessage<K>) => void,
  target: Window = window,
): () => void {
  const listener = (event: MessageEvent): void => {
    const accepted = acceptFrameMessage(event, frames(), target.location.origin);
    if (accepted !== null) onMessage(accepted);
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}
