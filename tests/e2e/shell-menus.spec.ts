/**
 * The account menu and the help menu, whose lists load apart from the shell: the buttons are there
 * and work before the lists' code has arrived, by mouse and keyboard alike, the way Primer's menu
 * buttons do (aria-haspopup and aria-expanded; Enter, Space and the arrow keys open; Escape closes and
 * gives the focus back), and each list is labelled by its button.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { sideMenu, withoutStartupPopups } from './support/shell';
import { accountButton, text, useLanguage, useTheme } from './support/shell-chrome';

const helpButton = (page: Page, language: 'en' | 'ja' = 'en') => sideMenu(page).getByRole('button', { name: text(language, 'shell.help') });

/** Holds every request for a list's module until `release` is called. */
async function holdModule(page: Page, name: string): Promise<{ requested: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: seen, release };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => violation.id);
}

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

test('the shell paints without the menus’ lists, and a menu opened before its list arrived shows it once it has', async ({ page }) => {
  const list = await holdModule(page, 'AccountMenuList');
  await loginAndLand(page, 'sub', '/dashboard');
  await expect(sideMenu(page).getByRole('link').first()).toBeVisible();
  const button = accountButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'true');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await list.requested;
  await expect(page.getByRole('menu')).toHaveCount(0);
  list.release();
  await expect(page.getByTestId('menu-log-off')).toBeVisible();
  await expect(page.getByRole('menu')).toHaveAttribute('aria-labelledby', (await button.getAttribute('id')) ?? 'no id');

  // A second click on the button closes it, as Primer's anchor does.
  await button.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the account menu by keyboard: Enter opens it with the focus inside, Escape closes it and gives the focus back', async ({ page }) => {
  await loginAndLand(page, 'sub', '/dashboard');
  const button = accountButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('menu-log-off')).toBeVisible();
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu').getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press(' ');
  await expect(page.getByRole('menu')).toBeVisible();

  // Choosing an item closes the menu and does what it says.
  await page.getByTestId('menu-language').click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`the help menu in ${language}, ${theme}: opened by keyboard, labelled by its button, no serious axe violations`, async ({
    page,
  }) => {
    // Two reloads and two full axe runs: more than the default allowance on a busy machine.
    test.setTimeout(90_000);
    await loginAndLand(page, 'sub', '/dashboard');
    await useLanguage(page, language);
    await useTheme(page, theme);
    const button = helpButton(page, language);
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: text(language, 'helpMenu.about') })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-labelledby', (await button.getAttribute('id')) ?? 'no id');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`help-menu-${language}-${theme}.png`) });
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();

    await accountButton(page).click();
    await expect(page.getByTestId('menu-log-off')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`account-menu-${language}-${theme}.png`) });
  });
}
