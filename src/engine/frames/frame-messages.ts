/**
 * The messages a framed legacy page may send the shell (schemas/frame-message.schema.json,
 * docs/frame-messages.md). A message counts only when it comes from one of the workspace's own frame
 * windows, from the console's own origin, and has the schema's shape: any other window or site
 * posting to the console is ignored. A help link must also be an http(s) url.
 */
import type { ValidateFunction } from 'ajv';
import type { FrameMessage } from '../../generated/types/frame-message';
import { outsideUrl } from '../api/outside-url';
import { lazyValidator, type LoadedValidator } from '../validation/lazy-validator';

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

/** The frame that posted the message, or null when it is no workspace frame or not on the console's origin. */
export function senderFrame<K>(posted: Omit<PostedMessage, 'data'>, frames: ReadonlyMap<K, unknown>, ownOrigin: string): K | null {
  if (posted.source === null || posted.source === undefined) return null;
  let from: K | undefined;
  for (const [key, frameWindow] of frames) if (frameWindow === posted.source) from = key;
  if (from === undefined) return null;
  return posted.origin === ownOrigin ? from : null;
}

/** The message when it has the schema's shape (a help link's url vetted), or null. */
export function readFrameMessage(data: unknown, validate: ValidateFunction): FrameMessage | null {
  if (!validate(data)) return null;
  const message = data as FrameMessage;
  if (message.type === 'help-link') {
    const url = outsideUrl(message.url);
    return url === null ? null : { ...message, url };
  }
  return message;
}

/** The message and its frame, or null when the shell must ignore it; `validate` is the frame-message schema's validator. */
export function acceptFrameMessage<K>(
  posted: PostedMessage,
  frames: ReadonlyMap<K, unknown>,
  ownOrigin: string,
  validate: ValidateFunction,
): AcceptedMessage<K> | null {
  const from = senderFrame(posted, frames, ownOrigin);
  if (from === null) return null;
  const message = readFrameMessage(posted.data, validate);
  return message === null ? null : { from, message };
}

const frameMessageValidator = lazyValidator(() => import('../../generated/validators/frame-message.js'));

/**
 * Listens for frame messages on `target`; `frames` is read when each message arrives, so a frame
 * that is gone (or has navigated to a new window) is never trusted. Returns the function that stops.
 *
 * The shape check is loaded when listening starts. A message that arrives before it has loaded waits
 * for it, in arrival order, and is then checked like any other; if it cannot load, the waiting
 * messages are ignored (never taken unchecked) and the next message tries the load again.
 */
export function listenForFrameMessages<K>(
  frames: () => ReadonlyMap<K, unknown>,
  onMessage: (accepted: AcceptedMessage<K>) => void,
  target: Window = window,
  loadValidator: () => Promise<LoadedValidator> = frameMessageValidator,
): () => void {
  let validate: ValidateFunction | null = null;
  let stopped = false;
  const deliver = (from: K, data: unknown, check: ValidateFunction): void => {
    const message = readFrameMessage(data, check);
    if (!stopped && message !== null) onMessage({ from, message });
  };
  const listener = (event: MessageEvent): void => {
    // Window and origin are checked as the message arrives, against the frames of that moment.
    const from = senderFrame(event, frames(), target.location.origin);
    if (from === null) return;
    const data: unknown = event.data;
    if (validate !== null) {
      deliver(from, data, validate);
      return;
    }
    void loadValidator().then((loaded) => {
      if (!loaded.ok) return;
      validate = loaded.validate;
      deliver(from, data, loaded.validate);
    });
  };
  void loadValidator();
  target.addEventListener('message', listener);
  return () => {
    stopped = true;
    target.removeEventListener('message', listener);
  };
}
