import { PersonIcon, SignOutIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LOGOFF_URL } from '../engine/access/layout-rules';
import { clearSession, sessionState } from '../engine/state/session';

/** The account menu of the top bar (spec 2.6). */
export function AccountMenu() {
  const { t } = useTranslation();
  const { info } = useSnapshot(sessionState);
  if (!info) return null;
  const name = info.account.name || info.account.email;

  const logOff = (): void => {
    clearSession();
    window.location.assign(LOGOFF_URL);
  };

  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <Button variant="invisible" leadingVisual={PersonIcon} aria-label={t('shell.accountMenu', { name })}>
          {name}
        </Button>
      </ActionMenu.Anchor>
      <ActionMenu.Overlay align="end">
        <ActionList>
          <ActionList.Item onSelect={logOff}>
            <ActionList.LeadingVisual>
              <SignOutIcon />
            </ActionList.LeadingVisual>
            {t('shell.logOff')}
          </ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
