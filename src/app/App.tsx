import { BaseStyles } from '@primer/react';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
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

export function App() {
  const { theme } = useSnapshot(themeState);
  useColorMode(theme);
  return (
    <BaseStyles style={{ height: '100%' }}>
      <RouterProvider router={router} />
    </BaseStyles>
  );
}
