/**
 * Listens for help links from the legacy frame and keeps the latest accepted one in the store.
 * The frame is looked up when each message arrives, so a page change (a new frame window) never
 * leaves an old window trusted.
 */
import { setHelpLink } from '../state/help-link';
import { acceptHelpLink } from './help-link';

export type FrameWindowLookup = () => Window | null;

/** Starts listening; returns the function that stops. */
export function listenForHelpLinks(frameWindow: FrameWindowLookup, target: Window = window): () => void {
  const onMessage = (event: MessageEvent): void => {
    const url = acceptHelpLink(event, frameWindow(), target.location.origin);
    if (url !== null) setHelpLink(url);
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
