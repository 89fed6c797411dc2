import { useEffect } from 'react';
import { useServices } from '../../components/services/services-context';

/**
 * The signed-in shell follows the theme, language and page lists changed in the browser's other tabs
 * (engine/tabs/follow-settings.ts). That code loads after the first paint, apart from the shell's script.
 */
export function useSettingsFollow(): void {
  const { tabs } = useServices();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    import('../../engine/tabs/follow-settings').then(
      ({ followSettings }) => {
        if (mounted) stop = followSettings(tabs);
      },
      // A deploy replaced the chunk: this tab follows no other tab's settings until it reloads.
      () => undefined,
    );
    return () => {
      mounted = false;
      stop?.();
    };
  }, [tabs]);
}
