import { useTranslation } from 'react-i18next';
import { FindPageButton } from '../palette/FindPageButton';
import { AfterShellPaint } from '../parts/AfterShellPaint';
import { RouteLink } from '../parts/RouteLink';
import { AccountMenu } from './AccountMenu';
import { CobrandBanner } from './CobrandBanner';
import { HeaderClock } from './HeaderClock';
import { NotificationBell } from './NotificationBell';
import { OnlineHelpLink } from './OnlineHelpLink';
import { ThemeSwitch } from './ThemeSwitch';
import { WhatsNewButton } from './WhatsNewButton';
import styles from './Header.module.css';

// Kept in step with .bar in Header.module.css.
export const HEADER_HEIGHT = 48;

/**
 * The 48px top bar: find a page, clock, what's new, notifications, online help, theme, account. The
 * logo leads to the account's home page (`home`, the layout's answer for the root) inside the shell:
 * a route like any other, so the pages the workspace keeps stay (the entry page at `/` would take
 * the shell down and come back).
 */
export function Header({ onFindPage, home }: { onFindPage: () => void; home: string }) {
  const { t } = useTranslation();
  return (
    <header className={styles.bar}>
      {/* Not a router Link: that would render again on every navigation. */}
      <RouteLink className={styles.brand} to={home} aria-label={t('app.name')}>
        <CobrandBanner />
      </RouteLink>
      <div className={styles.right}>
        <AfterShellPaint part="header-tools">
          <HeaderTools onFindPage={onFindPage} />
        </AfterShellPaint>
      </div>
    </header>
  );
}

/** The bar's tools, right-aligned in the place the bar keeps for them: after the menu's first paint (shell-paint.ts). */
function HeaderTools({ onFindPage }: { onFindPage: () => void }) {
  return (
    <>
      <FindPageButton onClick={onFindPage} />
      <span className={styles.clock}>
        <span className={styles.divider} aria-hidden="true" />
        <HeaderClock />
      </span>
      <span className={styles.divider} aria-hidden="true" />
      <WhatsNewButton />
      <NotificationBell />
      <OnlineHelpLink />
      <ThemeSwitch />
      <span className={styles.divider} aria-hidden="true" />
      <AccountMenu />
    </>
  );
}
