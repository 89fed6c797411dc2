import { BaseStyles } from '@primer/react';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { applyColorMode } from '../engine/state/color-mode';
import type { Theme } from '../engine/state/stored-theme';
import { themeState } from '../engine/state/theme';
import { router } from './router';

/**
 * The theme follows the state (the script before the first paint set the stored one already).
 * Primer's ThemeProvider would bring its whole legacy theme object into the first screen for nothing.
 */
function useColorMode(theme: Theme): void {
  useEffect(() => applyColorMode(document.documentElement, theme), [theme]);
}

export function App() {
  const { theme } = useSnapshot(themeState);
  useColorMode(theme);
  return (
    <BaseStyles style={{ height: '100%' }}>
      <RouterProvider router={router} />
    </BaseStyles>
  );
}
