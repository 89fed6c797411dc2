/** The colour theme: light or dark, kept in local storage, light by default. */
import { proxy } from 'valtio/vanilla';
import { readLocal, writeLocal } from './browser-storage';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

const stored = readLocal('theme');

export const themeState = proxy<{
  theme: Theme;
  /** Bumped once the server holds the theme, so legacy pages reload in it. */ savedRevision: number;
}>({
  theme: isTheme(stored) ? stored : 'light',
  savedRevision: 0,
});

export function markThemeSaved(): void {
  themeState.savedRevision += 1;
}

export function setTheme(theme: Theme): void {
  themeState.theme = theme;
  writeLocal('theme', theme);
}
