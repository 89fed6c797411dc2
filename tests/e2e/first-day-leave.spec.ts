/**
 * Issue 41, item 5: the leave question names its act. Log off with input on the page on screen and on
 * another: the question says it logs off ("Discard and log off"), and offers to go only to the page
 * not on screen. In en (light) and ja (dark).
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { accountButton, text, useLanguage as switchLanguage, useTheme as switchTheme } from './support/shell-chrome';
import { leaveDialog, openFromMenu, shownFrame } from './support/workspace';

const AUDIT = '/logs/audit-log';
const POLICY = '/logs/policy-events';

async function typeOn(page: Page, route: string, note: string): Promise<void> {
  await openFromMenu(page, route);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(`/uiserver/legacy${route}`);
  await shownFrame(page).getByTestId('standin-note').fill(note);
  // The page is read a moment after the typing settles.
  await page.waitForTimeout(400);
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`${language}, ${theme}: Log off asks "Discard and log off" and offers only the page not on screen`, async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'admin', '/dashboard');
    if (language === 'ja') await switchLanguage(page, 'ja');
    if (theme === 'dark') await switchTheme(page, 'dark');
    await typeOn(page, POLICY, 'first');
    await typeOn(page, AUDIT, 'second');

    await accountButton(page).click();
    await page.getByRole('menuitem', { name: text(language, 'shell.logOff'), exact: true }).click();
    const asked = leaveDialog(page);
    await expect(asked).toBeVisible();
    await expect(asked).toContainText(text(language, 'unsaved.leaveBodyLogOff'));
    await expect(asked.getByRole('button', { name: text(language, 'unsaved.discardAndLogOff'), exact: true })).toBeVisible();
    const audit = text(language, 'page.logs.auditLog');
    const policy = text(language, 'page.logs.policyEvents');
    // Audit Log is on screen: named, but nowhere to go to. Policy Events can be gone to.
    await expect(asked.getByRole('button', { name: text(language, 'unsaved.goTo', { page: audit }) })).toHaveCount(0);
    await expect(asked.getByRole('listitem').filter({ hasText: audit })).toContainText(text(language, 'unsaved.onScreen'));
    await expect(asked.getByRole('button', { name: text(language, 'unsaved.goTo', { page: policy }) })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`leave-${language}-${theme}.png`) });

    await asked.getByRole('button', { name: text(language, 'unsaved.discardAndLogOff'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
}
