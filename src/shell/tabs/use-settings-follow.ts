import { useEffect } from 'react';
import { useServices } from '../../components/services/services-context';
import { pageMemoryOfStart } from '../../engine/palette/page-memory-state';
import { useShellPart } from '../parts/AfterShellPaint';

/**
 * The signed-in shell follows the theme, language and page lists changed in the browser's other tabs
 * (engine/tabs/follow-settings.ts). That code loads once the menu is painted (parts/shell-paint.ts), apart from the shell's script.
 */
export function useSettingsFollow(): void {
  const { tabs, startState } = useServices();
  const pageMemory = startState(pageMemoryOfStart);
  const mayStart = useShellPart('settings-follow');
  useEffect(() => {
    if (!mayStart) return;
    let stop: (() => void) | undefined;
    let mounted = true;
    import('../../engine/tabs/follow-settings').then(
      ({ followSettings }) => {
        if (mounted) stop = followSettings(tabs, pageMemory);
      },
      // A deploy replaced the chunk: this tab follows no other tab's settings until it reloads.
      () => undefined,
    );
    return () => {
      mounted = false;
      stop?.();
    };
  }, [mayStart, tabs, pageMemory]);
}
