/**
 * A signed-in tab following the settings changed in the browser's other tabs: it hears their
 * `theme`, `language` and `page-memory` messages and carries out what settings-decision.ts decides.
 * (The page lists' store tells the other tabs of its own changes: console-start.ts.) Loaded after the shell's first
 * paint (nothing of it is needed to show the first page), by the shell's useSettingsFollow.
 */
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, storeLanguage, toLanguage, type Language } from '../i18n/language';
import type { LocalKey } from '../storage/browser-storage';
import { markThemeSaved, setTheme, themeState } from '../theme/theme';
import { settingsDecision } from './settings-decision';
import type { TabChannel } from './tab-channel';

export interface FollowSettingsOptions {
  /** The language the tab shows now (the console's i18next's, by default). */
  readonly language?: () => Language;
  /** Switches the shown language (the console's i18next's, by default). */
  readonly changeLanguage?: (language: Language) => void;
}

const PAGE_MEMORY_KEY: LocalKey = 'pageMemory';

/** What following needs of the palette's page lists (palette/page-memory-state.ts): whose they are, and a fresh read. */
export interface FollowedPageMemory {
  readonly state: { readonly account: string | null };
  reread(): void;
}

/** Starts following; returns the function that stops. */
export function followSettings(
  tabs: Pick<TabChannel, 'listen'>,
  pageMemory: FollowedPageMemory,
  {
    language = () => toLanguage(i18next.resolvedLanguage) ?? DEFAULT_LANGUAGE,
    changeLanguage = (next) => void i18next.changeLanguage(next),
  }: FollowSettingsOptions = {},
): () => void {
  const stopListening = tabs.listen((message) => {
    const step = settingsDecision(message, { theme: themeState.theme, language: language(), pageMemoryAccount: pageMemory.state.account });
    switch (step.kind) {
      case 'theme':
        // The same two steps as the theme switch, less saving and posting: repaint, then, once the
        // server holds the theme, let the legacy pages reload in it.
        if (step.theme !== themeState.theme) setTheme(step.theme);
        if (step.saved) markThemeSaved();
        return;
      case 'language':
        // The server's locale is saved already. Stored again so that this tab's next load keeps it
        // even where the sending tab's storage write failed.
        storeLanguage(step.language);
        changeLanguage(step.language);
        return;
      case 'page-memory':
        pageMemory.reread();
        return;
      case 'none':
        return;
    }
  });
  // Each tab's renderer sees another tab's storage write a little later, and a message can arrive
  // before the write does: the storage event says it is here, so the lists are read once more then.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === PAGE_MEMORY_KEY) pageMemory.reread();
  };
  window.addEventListener('storage', onStorage);
  // The shell read the lists as it first rendered, and this starts a little after its first paint
  // (shell-paint.ts): lists another tab stored in between came with a message nobody heard, so they
  // are read once more now.
  pageMemory.reread();
  return () => {
    stopListening();
    window.removeEventListener('storage', onStorage);
  };
}
