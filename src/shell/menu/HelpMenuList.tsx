import { LinkExternalIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NAMED_ROUTES } from '../../engine/manifest/named-routes';
import { linksFor, type LinkSet } from '../../engine/menu/help-links';
import type { MenuListProps } from '../parts/use-menu-anchor';

const EXTERNAL: readonly (keyof LinkSet)[] = ['documentation', 'securityInfo', 'support', 'sales'];

/** The help menu's list, loaded apart from the shell (see use-menu-anchor.ts). */
export function HelpMenuList({ anchorRef, anchorId, open, onOpenChange, onAbout }: MenuListProps & { readonly onAbout: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const links = linksFor(i18n.resolvedLanguage);
  return (
    <ActionMenu anchorRef={anchorRef} open={open} onOpenChange={onOpenChange}>
      <ActionMenu.Overlay side="outside-right" align="end" aria-labelledby={anchorId}>
        <ActionList>
          {EXTERNAL.map((key) => (
            <ActionList.LinkItem key={key} href={links[key]} target="_blank" rel="noopener noreferrer">
              {t(`helpMenu.${key}`)}
              <ActionList.TrailingVisual>
                <LinkExternalIcon />
              </ActionList.TrailingVisual>
            </ActionList.LinkItem>
          ))}
          <ActionList.Divider />
          <ActionList.Item onSelect={() => navigate(NAMED_ROUTES.serviceAgreement)}>{t('helpMenu.serviceAgreement')}</ActionList.Item>
          <ActionList.LinkItem href={links.termsOfService} target="_blank" rel="noopener noreferrer">
            {t('helpMenu.termsOfService')}
            <ActionList.TrailingVisual>
              <LinkExternalIcon />
            </ActionList.TrailingVisual>
          </ActionList.LinkItem>
          <ActionList.Divider />
          <ActionList.Item onSelect={onAbout}>{t('helpMenu.about')}</ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
