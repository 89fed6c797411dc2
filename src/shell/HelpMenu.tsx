import { LinkExternalIcon, QuestionIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu } from '@primer/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { linksFor, type LinkSet } from '../engine/links/help-links';
import { NAMED_ROUTES } from '../engine/manifest/named-routes';

// Loads when About is first chosen, not with the shell.
const AboutDialog = lazy(async () => ({ default: (await import('./header/AboutDialog')).AboutDialog }));
import { itemStyle } from './side-menu-item';

const Anchor = styled.button<{ $collapsed: boolean }>`
  ${itemStyle}
`;

const EXTERNAL: readonly (keyof LinkSet)[] = ['documentation', 'securityInfo', 'support', 'sales'];

/** The help menu at the foot of the side menu. */
export function HelpMenu({ collapsed }: { collapsed: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const links = linksFor(i18n.resolvedLanguage);
  const label = t('shell.help');
  const [about, setAbout] = useState(false);
  return (
    <>
      <ActionMenu>
        <ActionMenu.Anchor>
          <Anchor type="button" $collapsed={collapsed} aria-label={collapsed ? label : undefined} title={collapsed ? label : undefined}>
            <QuestionIcon size={16} />
            {collapsed ? null : <span>{label}</span>}
          </Anchor>
        </ActionMenu.Anchor>
        <ActionMenu.Overlay side="outside-right" align="end">
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
            <ActionList.Item onSelect={() => setAbout(true)}>{t('helpMenu.about')}</ActionList.Item>
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      <Suspense fallback={null}>{about ? <AboutDialog onClose={() => setAbout(false)} /> : null}</Suspense>
    </>
  );
}
