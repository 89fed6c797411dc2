import { ArrowLeftIcon, GlobeIcon, KeyIcon, LockIcon, PersonIcon, ShieldLockIcon, SignOutIcon, type Icon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button } from '@primer/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { LOGOFF_URL } from '../engine/access/layout-rules';
import { releaseAssumeAs } from '../engine/api/account';
import { forgetPromotionDismissal } from '../engine/state/notices';
import { clearSession, sessionState } from '../engine/state/session';
import type { SessionInfo } from '../generated/types/session-info';
import { AlertArea } from './AlertArea';
import { describeApiError } from './describe-api-error';
import { AccountAvatar } from './header/AccountAvatar';
import { accountMenuItems } from './header/account-menu-items';
import { LanguageDialog } from './header/LanguageDialog';
import { ShellDialog } from './header/ShellDialog';

const Name = styled.span`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

function Item({ icon: IconComponent, label, onSelect, testId }: { icon: Icon; label: string; onSelect: () => void; testId: string }) {
  return (
    <ActionList.Item onSelect={onSelect} data-testid={testId}>
      <ActionList.LeadingVisual>
        <IconComponent />
      </ActionList.LeadingVisual>
      {label}
    </ActionList.Item>
  );
}

/** The account menu of the top bar (spec 2.6; visibility rules of spec 6 in account-menu-items.ts). */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info } = useSnapshot(sessionState);
  const [dialog, setDialog] = useState<'language' | 'release-failed' | null>(null);
  const [releaseError, setReleaseError] = useState('');
  if (!info) return null;
  const session = info as SessionInfo;
  const name = session.account.name || session.account.email;
  const previous = session.previous?.assumeas_name;
  const items = accountMenuItems(session);

  const logOff = (): void => {
    clearSession();
    // The promotion's "not now" lasts for the signed-in session only (spec 4.9).
    forgetPromotionDismissal();
    window.location.assign(LOGOFF_URL);
  };

  const release = async (): Promise<void> => {
    const result = await releaseAssumeAs();
    if (result.ok) {
      // A full load of / makes the entry page fetch the administrator's own session again (spec 4.7).
      window.location.assign('/');
      return;
    }
    setReleaseError(t('accountMenu.releaseFailed', { reason: describeApiError(t, result.error) }));
    setDialog('release-failed');
  };

  const label = previous ? t('accountMenu.labelAssuming', { name, previous }) : t('accountMenu.label', { name });

  return (
    <>
      <ActionMenu>
        <ActionMenu.Anchor>
          <Button variant="invisible" aria-label={label} data-testid="account-menu-button" data-assuming={previous !== undefined}>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <AccountAvatar name={name} assumedBy={previous} />
              <Name>{name}</Name>
            </span>
          </Button>
        </ActionMenu.Anchor>
        <ActionMenu.Overlay align="end" width="medium">
          <ActionList>
            {previous ? (
              <ActionList.Group>
                <ActionList.GroupHeading>{t('accountMenu.assumedBy', { name: previous })}</ActionList.GroupHeading>
              </ActionList.Group>
            ) : null}
            <Item icon={PersonIcon} label={t('accountMenu.profile')} testId="menu-profile" onSelect={() => navigate('/profile')} />
            <Item icon={GlobeIcon} label={t('accountMenu.language')} testId="menu-language" onSelect={() => setDialog('language')} />
            {items.mfa ? <Item icon={ShieldLockIcon} label={t('accountMenu.mfa')} testId="menu-mfa" onSelect={() => navigate('/mfa-configuration')} /> : null}
            {items.changePassword ? (
              <Item
                icon={KeyIcon}
                label={t('accountMenu.changePassword')}
                testId="menu-change-password"
                onSelect={() => {
                  const target = items.changePassword;
                  if (target?.kind === 'partner') window.location.assign(target.url);
                  else if (target) navigate(target.path);
                }}
              />
            ) : null}
            {items.release ? <Item icon={LockIcon} label={t('accountMenu.releaseAssume')} testId="menu-release" onSelect={() => void release()} /> : null}
            {items.backToPartner ? (
              <Item
                icon={ArrowLeftIcon}
                label={items.backToPartner.console === 'clp' ? t('accountMenu.backToClp') : t('accountMenu.backToLmp')}
                testId="menu-back-to-partner"
                onSelect={() => {
                  if (items.backToPartner) window.location.assign(items.backToPartner.url);
                }}
              />
            ) : null}
            <ActionList.Divider />
            <Item icon={SignOutIcon} label={t('shell.logOff')} testId="menu-log-off" onSelect={logOff} />
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      {dialog === 'language' ? <LanguageDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'release-failed' ? (
        <ShellDialog
          title={t('accountMenu.releaseFailedTitle')}
          width="medium"
          onClose={() => setDialog(null)}
          testId="release-failed-dialog"
          footerButtons={[{ content: t('accountMenu.close'), onClick: () => setDialog(null) }]}
        >
          <AlertArea variant="danger">{releaseError}</AlertArea>
        </ShellDialog>
      ) : null}
    </>
  );
}
