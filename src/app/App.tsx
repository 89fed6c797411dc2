import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { subscribe } from 'valtio/vanilla';
import { removePrerenderedMarkup } from '../engine/prerender/prerendered-form';
import { applyColorMode } from '../engine/theme/color-mode';
import type { Theme } from '../engine/theme/stored-theme';
import { themeState } from '../engine/theme/theme';
import { ConsoleRouterContext } from '../shell/parts/console-router';
import { consoleRouter } from './router';

/**
 * The theme follows the state (the script before the first paint set the stored one already).
 * Primer's ThemeProvider would bring its whole legacy theme object into the first screen for nothing.
 */
function useColorMode(theme: Theme): void {
  useEffect(() => applyColorMode(document.documentElement, theme), [theme]);
}

/** The theme, read straight from its store: valtio's snapshot hook and proxy tracking would join the first screen for one field. */
function subscribeTheme(onChange: () => void): () => void {
  return subscribe(themeState, onChange);
}

function currentTheme(): Theme {
  return themeState.theme;
}

export function App() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme);
  useColorMode(theme);
  // The first commit replaces a prerendered page, whichever page it renders. A page that takes the
  // markup over has read it by now: its layout effects run before its ancestors'.
  useLayoutEffect(() => removePrerenderedMarkup(document), []);
  // Primer's BaseStyles wraps the signed-in shell only (src/shell/layout/Layout.tsx); the pages before
  // sign-in take the same base styles from global.css without Primer's script. The frame workspace
  // follows the router as it moves, before React renders the new page.
  const router = consoleRouter();
  return (
    <ConsoleRouterContext value={router}>
      <RouterProvider router={router} />
    </ConsoleRouterContext>
  );
}
