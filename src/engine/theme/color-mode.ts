/**
 * Primer's colour variables follow the data-color-mode attributes of the root element (so overlays
 * portalled outside the app take the theme too). Set before the first paint and on every change.
 */
import type { Theme } from './stored-theme';

export function applyColorMode(root: HTMLElement, theme: Theme): void {
  root.setAttribute('data-color-mode', theme);
  root.setAttribute('data-light-theme', 'light');
  root.setAttribute('data-dark-theme', 'dark');
  root.style.colorScheme = theme;
}
