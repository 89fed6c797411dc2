/**
 * A signed-in tab following the settings changed in the browser's other tabs: it hears their
 * `theme`, `language` and `page-memory` messages and carries out what settings-follow.ts decides,
 * and it tells them when it stores changed page lists itself. Loaded after the shell's first
 * paint (nothing of it is needed to show the first page), by the shell's useSettingsFollow.
 */
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, storeLanguage, toLanguage, type Language } from '../i18n/language';
import { onPageMemorySaved, pageMemoryState, rereadPageMemory } from '../state/page-memory-state';
import { markThemeSaved, setTheme, themeState } from '../state/theme';
import { settingsStep } from './settings-follow';
import type { TabChannel } from './tab-channel';

export interface FollowSettingsOptions {
  /** The language the tab shows now (the console's i18next's, by default). */
  readonly language?: () => Language;
  /** Reloads the page (a language change comes back in the new language, as the tab's own change does). */
  readonly reload?: () => void;
}

/** Starts following; returns the function that stops. */
export function followSettings(
  tabs: TabChannel,
  {
    language = () => toLanguage(i18next.resolvedLanguage) ?? DEFAULT_LANGUAGE,
    reload = () => window.location.reload(),
  }: FollowSettingsOptions = {},
): () => void {
  const stopListening = tabs.listen((message) => {
    const step = settingsStep(message, { theme: themeState.theme, language: language(), pageMemoryAccount: pageMemoryState.account });
    switch (step.kind) {
      case 'theme':
        // The same two steps as the theme switch, less saving and posting: repaint, then, once the
        // server holds the theme, let the legacy pages reload in it.
        if (step.theme !== themeState.theme) setTheme(step.theme);
        if (step.saved) markThemeSaved();
        return;
      case 'language':
        // The server's locale is saved already; the choice is stored again in case this tab's
        // storage write is the one that counts (the storage fallback shares it anyway).
        storeLanguage(step.language);
        reload();
        return;
      case 'page-memory':
        rereadPageMemory();
        return;
      case 'none':
        return;
    }
  });
  const stopAnnouncing = onPageMemorySaved((account) => tabs.post({ type: 'page-memory', account }));
  return () => {
    stopListening();
    stopAnnouncing();
  };
}
