import { BookIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { linksFor } from '../../engine/links/help-links';
import { helpLinkState } from '../../engine/state/help-link';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 6px;
  color: var(--fgColor-muted);
  &:hover {
    background: var(--control-transparent-bgColor-hover, var(--bgColor-neutral-muted));
    color: var(--fgColor-default);
  }
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor, #0969da);
    outline-offset: -2px;
  }
`;

/**
 * The online-help icon: the help link the current legacy page sent (already vetted by
 * acceptHelpLink), else the console's help link for the user's language.
 */
export function OnlineHelpLink() {
  const { t, i18n } = useTranslation();
  const { url } = useSnapshot(helpLinkState);
  const href = url ?? linksFor(i18n.resolvedLanguage).help;
  const label = t('header.onlineHelp');
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} data-testid="online-help">
      <BookIcon size={16} />
    </Anchor>
  );
}
