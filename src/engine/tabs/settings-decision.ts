/**
 * What a signed-in tab does when another tab of the browser changes a setting (the `theme`,
 * `language` and `page-memory` messages of tab-channel.ts): the same as it does for a change of its
 * own, less what only the changing tab does (saving to the server, telling the other tabs). Pure,
 * so every case is tested without a browser; follow-settings.ts carries the steps out.
 */
import type { Language } from '../i18n/language';
import type { Theme } from '../theme/stored-theme';
import type { TabMessage } from './tab-channel';

/** What the receiving tab shows now. */
export interface TabSettings {
  readonly theme: Theme;
  readonly language: Language;
  /** The account whose recent and favourite pages the tab holds, or null before it has read them. */
  readonly pageMemoryAccount: string | null;
}

export type SettingsDecision =
  /** Nothing to do: the tab already shows it, or the message is not about a setting. */
  | { readonly kind: 'none' }
  /**
   * Take `theme` (a no-op where the tab shows it already); with `saved`, the server holds it now, so
   * the legacy pages reload in it, as they do after the tab's own change is saved.
   */
  | { readonly kind: 'theme'; readonly theme: Theme; readonly saved: boolean }
  /**
   * The language changed. The changing tab stored it, saved the server's locale and reloads, so that
   * the shell and the legacy pages come back in it. The other tabs store it and switch in place: the
   * shell renders in it at once and the frame workspace reloads the legacy pages in the server's new
   * locale, the same result without losing what the tab's own screens hold.
   */
  | { readonly kind: 'language'; readonly language: Language }
  /** The account's lists changed in storage: read them again. */
  | { readonly kind: 'page-memory' };

const NONE: SettingsDecision = { kind: 'none' };

export function settingsDecision(message: TabMessage, tab: TabSettings): SettingsDecision {
  switch (message.type) {
    case 'theme': {
      const saved = message.saved === true;
      if (!saved && message.theme === tab.theme) return NONE;
      return { kind: 'theme', theme: message.theme, saved };
    }
    case 'language':
      return message.language === tab.language ? NONE : { kind: 'language', language: message.language };
    case 'page-memory':
      return tab.pageMemoryAccount !== null && message.account === tab.pageMemoryAccount ? { kind: 'page-memory' } : NONE;
    default:
      // Sign-outs, sign-ins, accounts, expiry and activity are decided elsewhere.
      return NONE;
  }
}
