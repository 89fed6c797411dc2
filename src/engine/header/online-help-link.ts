/**
 * The online-help link the current legacy page reported, or null: then the header's help
 * icon opens the console's own help link for the language. Cleared on every page change, since the
 * link belongs to the page that sent it.
 */
import { proxy } from 'valtio/vanilla';

export const helpLinkState = proxy<{ url: string | null }>({ url: null });

/** Only ever called with a url that passed acceptHelpLink. */
export function setHelpLink(url: string): void {
  helpLinkState.url = url;
}

export function clearHelpLink(): void {
  helpLinkState.url = null;
}
