import { MoonIcon, SunIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LICENCE_TYPE } from '../engine/access/facts';
import { saveTheme } from '../engine/api/theme';
import { markThemeSaved, setTheme, themeState } from '../engine/state/theme';
import { useServices } from '../components/services/services-context';
import { useSession } from '../components/services/use-session';

/** Kept locally and saved to the server; shown only for the cloud-licence-portal and local licence types. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme } = useSnapshot(themeState);
  const { api } = useServices();
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
        // Legacy pages read the saved theme; a failed save leaves this browser's choice in force.
        void saveTheme(next, api).then((result) => {
          if (result.ok) markThemeSaved();
        });
      }}
    />
  );
}
