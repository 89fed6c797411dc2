/**
 * The colour theme kept in local storage: light or dark, light by default. Apart from the theme
 * state (theme.ts) so the script that runs before the first paint can read it without the state
 * library.
 */
import { readLocal } from '../storage/browser-storage';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function storedTheme(): Theme {
  const stored = readLocal('theme');
  return isTheme(stored) ? stored : 'light';
}
