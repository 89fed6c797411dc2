/**
 * Issue 41, item 1: pop-ups that respect a no. Closing the promotion (× or Escape) dismisses it for
 * the browser session; a session meets at most one start-up pop-up (the others wait in the bell);
 * Not now says why it is disabled until "remind me later" is ticked; the banner's × holds for the
 * session. In en (light) and ja (dark).
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { bellButton, bellPanel, dialog, header, text, upgradeBanner } from './support/shell-chrome';

const promotion = (page: Page) => page.getByTestId('promotion-body');

test('en, light: Escape dismisses the promotion for the session; no other pop-up takes its turn', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await expect(promotion(page)).toBeVisible();
  const notNow = dialog(page).getByRole('button', { name: text('en', 'promotion.notNow') });
  await expect(notNow).toBeDisabled();
  // Why it is disabled: said under the box, and the button is described by it.
  await expect(page.getByTestId('promotion-not-now-why')).toHaveText(text('en', 'promotion.notNowWhy'));
  await expect(notNow).toHaveAccessibleDescription(text('en', 'promotion.notNowWhy'));
  await page.screenshot({ path: test.info().outputPath('promotion-en-light.png') });
  await dialog(page)
    .getByRole('checkbox', { name: text('en', 'promotion.remindLater') })
    .check();
  await expect(notNow).toHaveAccessibleDescription(text('en', 'promotion.notNowReady'));
  await dialog(page)
    .getByRole('checkbox', { name: text('en', 'promotion.remindLater') })
    .uncheck();

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  // A reload and a typed url: no promotion, and no notice popping up in its place.
  await page.reload();
  await expect(header(page)).toBeVisible();
  await expect(page.getByTestId('notification-bell-badge')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByTestId('notification-bell-badge')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  // The notices wait in the bell.
  await bellButton(page).hover();
  await expect(bellPanel(page).locator('[data-notice-id]').first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('promotion_poped'))).not.toBe('1001');
});

test('ja, dark: × dismisses the promotion for the session', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await expect(promotion(page)).toBeVisible();
  // The next browser session, in Japanese and dark.
  await page.evaluate(() => {
    window.localStorage.setItem('i18nextLng', 'ja');
    window.localStorage.setItem('theme', 'dark');
    window.sessionStorage.removeItem('startupPopup');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await expect(promotion(page)).toBeVisible();
  await expect(page.getByTestId('promotion-not-now-why')).toHaveText(text('ja', 'promotion.notNowWhy'));
  await page.screenshot({ path: test.info().outputPath('promotion-ja-dark.png') });
  await dialog(page)
    .getByRole('button', { name: text('ja', 'header.closeDialog') })
    .first()
    .click();
  await expect(dialog(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('notification-bell-badge')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('the upgrade banner’s × holds for the session', async ({ page }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'inbound', '/dashboard');
  await upgradeBanner(page)
    .getByRole('button', { name: text('en', 'banner.dismiss') })
    .click();
  await expect(upgradeBanner(page)).toHaveCount(0);
  await page.reload();
  await expect(header(page)).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await expect(upgradeBanner(page)).toHaveCount(0);
  // Another tab is another session: the banner is there.
  const other = await page.context().newPage();
  await withoutStartupPopups(other);
  await other.goto('/dashboard');
  await expect(upgradeBanner(other)).toBeVisible();
});
