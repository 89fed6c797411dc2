import { ArrowLeftIcon, GlobeIcon, KeyIcon, LockIcon, PersonIcon, ShieldLockIcon, SignOutIcon, type Icon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button } from '@primer/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { LOGOFF_URL } from '../engine/access/layout-rules';
import { releaseAssumeAs } from '../engine/api/account';
import { NAMED_ROUTES, opensNamedRoute } from '../engine/manifest/named-routes';
import { routeTable } from '../engine/manifest/route-manifests';
import { forgetPromotionDismissal } from '../engine/state/notices';
import { clearSession, sessionState } from '../engine/state/session';
import type { SessionInfo } from '../generated/types/session-info';
import { AlertArea } from '../components/AlertArea';
import { describeApiError } from '../components/describe-api-error';
import { AccountAvatar } from './header/AccountAvatar';
import { accountMenuItems } from './header/account-menu-items';

// The dialogs (and Primer's Dialog, Select and radio group) load when one first opens, not with the shell.
const LanguageDialog = lazy(async () => ({ default: (await import('./header/LanguageDialog')).LanguageDialog }));
const ShellDialog = lazy(async () => ({ default: (await import('./header/ShellDialog')).ShellDialog }));
import { useRouteAccess } from './use-route-access';

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

/** The account menu of the top bar; which items an account gets is decided in account-menu-items.ts. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info } = useSnapshot(sessionState);
  const access = useRouteAccess();
  const [dialog, setDialog] = useState<'language' | 'release-failed' | null>(null);
  const [releaseError, setReleaseError] = useState('');
  if (!info || !access) return null;
  const session = info as SessionInfo;
  const name = session.account.name || session.account.email;
  const previous = session.previous?.assumeas_name;
  const items = accountMenuItems(session, (route) => opensNamedRoute(routeTable, access, route));

  const logOff = (): void => {
    clearSession();
    // The promotion's "not now" lasts for the signed-in session only.
    forgetPromotionDismissal();
    window.location.assign(LOGOFF_URL);
  };

  const release = async (): Promise<void> => {
    const result = await releaseAssumeAs();
    if (result.ok) {
      // A full load of / makes the entry page fetch the administrator's own session again.
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
            {items.profile ? (
              <Item
                icon={PersonIcon}
                label={t('accountMenu.profile')}
                testId="menu-profile"
                onSelect={() => navigate(NAMED_ROUTES.profile)}
              />
            ) : null}
            <Item icon={GlobeIcon} label={t('accountMenu.language')} testId="menu-language" onSelect={() => setDialog('language')} />
            {items.mfa ? (
              <Item
                icon={ShieldLockIcon}
                label={t('accountMenu.mfa')}
                testId="menu-mfa"
                onSelect={() => navigate(NAMED_ROUTES.mfaConfiguration)}
              />
            ) : null}
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
            {items.release ? (
              <Item icon={LockIcon} label={t('accountMenu.releaseAssume')} testId="menu-release" onSelect={() => void release()} />
            ) : null}
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
      <Suspense fallback={null}>
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
      </Suspense>
    </>
  );
}
