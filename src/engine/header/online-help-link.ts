/**
 * The online-help link the current legacy page reported, or null: then the header's help
 * icon opens the console's own help link for the language. Cleared on every page change, since the
 * link belongs to the page that sent it.
 */
import { proxy } from 'valtio/vanilla';

export interface HelpLinkState {
  url: string | null;
}

/** A console start's help link, none yet (a valtio proxy: the header's help icon reads its snapshot). */
export function createHelpLinkState(): HelpLinkState {
  return proxy<HelpLinkState>({ url: null });
}

/** Only ever called with a url that passed acceptHelpLink. */
export function setHelpLink(helpLink: HelpLinkState, url: string): void {
  helpLink.url = url;
}

export function clearHelpLink(helpLink: HelpLinkState): void {
  helpLink.url = null;
}
