/**
 * Issue 41, item 2: a menu that reaches every page in every width. Collapsed, each section has its
 * name (tooltip and accessible name) and opens its pages in a flyout, by mouse and keyboard. Under
 * 768 px the menu opens over the page (the page keeps its width) and closes when a page is chosen,
 * on Escape and on a tap outside. In en (light) and ja (dark), at 1280 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { sideMenu, withoutStartupPopups } from './support/shell';
import { text, useLanguage as switchLanguage, useTheme as switchTheme } from './support/shell-chrome';

const width = async (page: Page, selector: string): Promise<number> =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().width));
const flyout = (page: Page) => page.getByTestId('menu-flyout');
const logs = (page: Page) => sideMenu(page).locator('button[data-route="/logs"]');

async function signInAs(page: Page, language: 'en' | 'ja', theme: 'light' | 'dark'): Promise<void> {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'admin', '/dashboard');
  if (language === 'ja') await switchLanguage(page, 'ja');
  if (theme === 'dark') await switchTheme(page, 'dark');
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`${language}, ${theme}: collapsed, a section is named and opens its pages in a flyout, by mouse and keyboard`, async ({ page }) => {
    await signInAs(page, language, theme);
    await sideMenu(page)
      .getByRole('button', { name: text(language, 'shell.collapseMenu'), exact: true })
      .click();
    await expect.poll(() => width(page, 'nav[data-testid="side-menu"]')).toBe(64);
    const name = text(language, 'nav.logs');
    await expect(logs(page)).toHaveAccessibleName(name);
    await expect(logs(page)).toHaveAttribute('title', name);

    // Mouse: the flyout lists the section's pages; Audit Log is reached.
    await logs(page).click();
    await expect(flyout(page)).toBeVisible();
    await expect(flyout(page)).toHaveAccessibleName(name);
    await expect(logs(page)).toHaveAttribute('aria-expanded', 'true');
    const auditLog = flyout(page).getByRole('link', { name: text(language, 'page.logs.auditLog'), exact: true });
    await expect(auditLog).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`flyout-${language}-${theme}.png`) });
    await auditLog.click();
    await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');
    await expect(flyout(page)).toHaveCount(0);

    // Keyboard: Enter opens it with the first page focused, Escape closes it and returns to the section.
    await logs(page).focus();
    await page.keyboard.press('Enter');
    await expect(flyout(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(flyout(page).getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(flyout(page)).toHaveCount(0);
    await expect(logs(page)).toBeFocused();
    // A click elsewhere closes it too.
    await logs(page).click();
    await expect(flyout(page)).toBeVisible();
    await page.mouse.click(700, 400);
    await expect(flyout(page)).toHaveCount(0);
  });
}

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const [language, theme] of [
    ['en', 'light'],
    ['ja', 'dark'],
  ] as const) {
    test(`${language}, ${theme}: the menu opens over the page, and closes on a page chosen, Escape and a tap outside`, async ({ page }) => {
      await signInAs(page, language, theme);
      const expand = sideMenu(page).getByRole('button', { name: text(language, 'shell.expandMenu'), exact: true });
      await expect.poll(() => width(page, 'nav[data-testid="side-menu"]')).toBe(64);
      await expect.poll(() => width(page, 'main#main')).toBe(390 - 64);

      await expand.click();
      await expect.poll(() => width(page, 'nav[data-testid="side-menu"]')).toBe(208);
      // Over the page: the page keeps its width.
      await expect.poll(() => width(page, 'main#main')).toBe(390 - 64);
      await page.screenshot({ path: test.info().outputPath(`phone-menu-${language}-${theme}.png`) });
      // A section opens in place; choosing its page closes the menu.
      await logs(page).click();
      await sideMenu(page)
        .getByRole('link', { name: text(language, 'page.logs.auditLog'), exact: true })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');
      await expect.poll(() => width(page, 'nav[data-testid="side-menu"]')).toBe(64);

      // Escape closes it and gives the focus back to the toggle.
      await expand.click();
      await expect.poll(() => width(page, 'nav[data-testid="side-menu"]')).toBe(208);
      await page.keyboard.press('Escape');
      await expect.poll(() => width(page, 'nav[data-testid="side-menu"]')).toBe(64);
      await expect(expand).toBeFocused();

      // A tap outside closes it.
      await expand.click();
      await expect.poll(() => width(page, 'nav[data-testid="side-menu"]')).toBe(208);
      await page.mouse.click(340, 400);
      await expect.poll(() => width(page, 'nav[data-testid="side-menu"]')).toBe(64);

      // Closed, a section's pages are still in reach through its flyout.
      await logs(page).click();
      await expect(flyout(page).getByRole('link', { name: text(language, 'page.logs.auditLog'), exact: true })).toBeInViewport();
    });
  }
});
