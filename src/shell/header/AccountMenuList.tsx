import { ArrowLeftIcon, GlobeIcon, KeyIcon, LockIcon, PersonIcon, ShieldLockIcon, SignOutIcon, type Icon } from '@primer/octicons-react';
import { ActionList, ActionMenu } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { leaveFor } from '../../engine/leaving/leave-page';
import { NAMED_ROUTES } from '../../engine/manifest/named-routes';
import type { MenuListProps } from '../parts/use-menu-anchor';
import type { AccountMenuItems } from './account-menu-items';

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

export interface AccountMenuListProps extends MenuListProps {
  readonly items: AccountMenuItems;
  /** The administrator's name while assuming another account. */
  readonly previous: string | undefined;
  readonly onLanguage: () => void;
  readonly onRelease: () => void;
  readonly onLogOff: () => void;
}

/** The account menu's list, loaded apart from the shell (see use-menu-anchor.ts). */
export function AccountMenuList({
  anchorRef,
  anchorId,
  open,
  onOpenChange,
  items,
  previous,
  onLanguage,
  onRelease,
  onLogOff,
}: AccountMenuListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ActionMenu anchorRef={anchorRef} open={open} onOpenChange={onOpenChange}>
      <ActionMenu.Overlay align="end" width="medium" aria-labelledby={anchorId}>
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
          <Item icon={GlobeIcon} label={t('accountMenu.language')} testId="menu-language" onSelect={onLanguage} />
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
                if (target?.kind === 'partner') leaveFor(target.url);
                else if (target) navigate(target.path);
              }}
            />
          ) : null}
          {items.release ? (
            <Item icon={LockIcon} label={t('accountMenu.releaseAssume')} testId="menu-release" onSelect={onRelease} />
          ) : null}
          {items.backToPartner ? (
            <Item
              icon={ArrowLeftIcon}
              label={items.backToPartner.console === 'clp' ? t('accountMenu.backToClp') : t('accountMenu.backToLmp')}
              testId="menu-back-to-partner"
              onSelect={() => {
                if (items.backToPartner) leaveFor(items.backToPartner.url);
              }}
            />
          ) : null}
          <ActionList.Divider />
          <Item icon={SignOutIcon} label={t('shell.logOff')} testId="menu-log-off" onSelect={onLogOff} />
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
