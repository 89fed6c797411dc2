/** The colour theme: light or dark, kept in local storage, light by default. */
import { proxy } from 'valtio/vanilla';
import { writeLocal } from '../storage/browser-storage';
import { storedTheme, type Theme } from './stored-theme';

export const themeState = proxy<{
  theme: Theme;
  /** Bumped once the server holds the theme, so legacy pages reload in it. */ savedRevision: number;
}>({
  theme: storedTheme(),
  savedRevision: 0,
});

export function markThemeSaved(): void {
  themeState.savedRevision += 1;
}

export function setTheme(theme: Theme): void {
  themeState.theme = theme;
  writeLocal('theme', theme);
}
