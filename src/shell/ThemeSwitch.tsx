import { MoonIcon, SunIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LICENCE_TYPE } from '../engine/access/facts';
import { sessionState } from '../engine/state/session';
import { setTheme, themeState } from '../engine/state/theme';

/** Shown only for the cloud-licence-portal and local licence types (spec 2.4 and 6). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme } = useSnapshot(themeState);
  const { info } = useSnapshot(sessionState);
  const licensetype = info?.account.licensetype;
  if (licensetype !== LICENCE_TYPE.local && licensetype !== LICENCE_TYPE.clp) return null;
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="invisible"
      icon={theme === 'dark' ? SunIcon : MoonIcon}
      aria-label={t('theme.switchTo', { theme: t(`theme.${next}`) })}
      onClick={() => setTheme(next)}
    />
  );
}
