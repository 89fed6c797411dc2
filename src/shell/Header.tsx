import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccountMenu } from './AccountMenu';
import { CobrandBanner } from './CobrandBanner';
import { HeaderClock } from './header/HeaderClock';
import { NotificationBell } from './header/NotificationBell';
import { OnlineHelpLink } from './header/OnlineHelpLink';
import { WhatsNewButton } from './header/WhatsNewButton';
import { FindPageButton } from './palette/FindPageButton';
import { ThemeSwitch } from './ThemeSwitch';

export const HEADER_HEIGHT = 48;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex: none;
  height: ${HEADER_HEIGHT}px;
  padding: 0 12px 0 16px;
  box-sizing: border-box;
  border-bottom: 1px solid var(--borderColor-default);
  background: var(--bgColor-default);
  color: var(--fgColor-default);
  /*
   * No stacking context of its own: Primer's dialogs are portalled without a z-index and must stay
   * above the bar; the hover panels lift themselves over the page.
   */
`;

const Brand = styled(RouterLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  font-size: 15px;
  white-space: nowrap;
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor, #0969da);
    outline-offset: 2px;
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

const Divider = styled.span`
  width: 1px;
  height: 20px;
  margin: 0 6px;
  background: var(--borderColor-default);
`;

/** The 48px top bar: find a page, clock, what's new, notifications, online help, theme, account. */
export function Header({ onFindPage }: { onFindPage: () => void }) {
  const { t } = useTranslation();
  return (
    <Bar>
      <Brand to="/" aria-label={t('app.name')}>
        <CobrandBanner />
      </Brand>
      <Right>
        <FindPageButton onClick={onFindPage} />
        <Divider aria-hidden="true" />
        <HeaderClock />
        <Divider aria-hidden="true" />
        <WhatsNewButton />
        <NotificationBell />
        <OnlineHelpLink />
        <ThemeSwitch />
        <Divider aria-hidden="true" />
        <AccountMenu />
      </Right>
    </Bar>
  );
}
