import { MoonIcon, SunIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useServices } from '../../components/services/services-context';
import { useSession } from '../../components/services/use-session';
import { LICENCE_TYPE } from '../../engine/access/facts';
import { saveTheme } from '../../engine/api/theme';
import { markThemeSaved, setTheme, themeState } from '../../engine/theme/theme';

/** Kept locally, saved to the server and followed by the other tabs; shown only for the cloud-licence-portal and local licence types. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme } = useSnapshot(themeState);
  const { api, tabs } = useServices();
  const info = useSession();
  const licensetype = info?.account.licensetype;
  if (licensetype !== LICENCE_TYPE.local && licensetype !== LICENCE_TYPE.clp) return null;
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="invisible"
      icon={theme === 'dark' ? SunIcon : MoonIcon}
      aria-label={t('theme.switchTo', { theme: t(`theme.${next}`) })}
      onClick={() => {
        setTheme(next);
        // The other tabs repaint at once, and reload their legacy pages once the server holds it, as this one does.
        tabs.post({ type: 'theme', theme: next });
        // Legacy pages read the saved theme; a failed save leaves this browser's choice in force.
        void saveTheme(next, api).then((result) => {
          if (!result.ok) return;
          markThemeSaved();
          tabs.post({ type: 'theme', theme: next, saved: true });
        });
      }}
    />
  );
}
