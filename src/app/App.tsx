import { useEffect, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { subscribe } from 'valtio/vanilla';
import { themeState } from '../engine/state/theme';
import { router } from './router';

/**
 * Primer's colour variables follow the data-color-mode attributes; they are set on the root
 * element so overlays portalled outside the app take the theme too. (Primer's ThemeProvider
 * would bring its whole legacy theme object into the first screen for nothing.)
 */
function useColorMode(theme: 'light' | 'dark'): void {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-color-mode', theme);
    root.setAttribute('data-light-theme', 'light');
    root.setAttribute('data-dark-theme', 'dark');
    root.style.colorScheme = theme;
  }, [theme]);
}

/** The theme, read straight from its store: valtio's snapshot hook and proxy tracking would join the first screen for one field. */
function subscribeTheme(onChange: () => void): () => void {
  return subscribe(themeState, onChange);
}

function currentTheme(): 'light' | 'dark' {
  return themeState.theme;
}

export function App() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme);
  useColorMode(theme);
  // Primer's BaseStyles wraps the signed-in shell only (src/shell/Layout.tsx); the pages before
  // sign-in take the same base styles from global.css without Primer's script.
  return <RouterProvider router={router} />;
}
