/**
 * The assumed-account bar: while a super administrator assumes an account, every tab's signed-in
 * shell names the assumed account and the administrator in a labelled region that cannot be closed,
 * with Release beside it, in en and ja, light and dark, and at phone width.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { axe } from './support/axe';
import { accountButton, isApi, text, useLanguage, useTheme } from './support/shell-chrome';
import { withoutStartupPopups } from './support/shell';

const ACCOUNT = 'acme-admin';
const ADMINISTRATOR = 'supervisor';

const bar = (tab: Page): Locator => tab.getByRole('region', { name: text('en', 'assumedBar.label') });

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

test('every tab shows the bar naming the assumed account and the administrator; nothing closes it', async ({ page: a, context }) => {
  await loginAndLand(a, 'super', '/dashboard');
  const b = await context.newPage();
  await withoutStartupPopups(b);
  await b.goto('/logs/audit-log');
  for (const tab of [a, b]) {
    await expect(bar(tab)).toBeVisible();
    await expect(bar(tab)).toHaveText(
      new RegExp(text('en', 'assumedBar.text', { account: ACCOUNT, administrator: ADMINISTRATOR }).replace(/[.()]/g, '\\$&')),
    );
    await expect(bar(tab).getByRole('button')).toHaveCount(1);
    await expect(bar(tab).getByRole('button')).toHaveAccessibleName(text('en', 'accountMenu.releaseAssume'));
    // A landmark, not a live region: it is not read out again on every page.
    await expect(bar(tab)).not.toHaveAttribute('aria-live', /.+/);
  }
  // It stays on every page and is reachable by keyboard before the header.
  await b.goto('/dashboard');
  await expect(bar(b)).toBeVisible();
  await b.keyboard.press('Tab');
  await b.keyboard.press('Tab');
  await expect(bar(b).getByRole('button')).toBeFocused();
});

test('a tab of an administrator who assumes nobody has no bar', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByTestId('assumed-account-bar')).toHaveCount(0);
});

test('in Japanese and dark, at phone width: all of it shows, nothing overlaps, and axe finds nothing serious', async ({ page }) => {
  await loginAndLand(page, 'super', '/dashboard');
  await useLanguage(page, 'ja');
  await useTheme(page, 'dark');
  await page.setViewportSize({ width: 375, height: 740 });
  const jaBar = page.getByRole('region', { name: text('ja', 'assumedBar.label') });
  await expect(jaBar).toBeVisible();
  await expect(jaBar).toContainText(text('ja', 'assumedBar.text', { account: ACCOUNT, administrator: ADMINISTRATOR }));
  const release = jaBar.getByRole('button', { name: text('ja', 'accountMenu.releaseAssume') });
  await expect(release).toBeVisible();

  const barBox = await jaBar.boundingBox();
  const textBox = await jaBar.locator('p').boundingBox();
  const buttonBox = await release.boundingBox();
  if (!barBox || !textBox || !buttonBox) throw new Error('the bar, its text and its button are laid out');
  for (const box of [barBox, textBox, buttonBox]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  const overlap =
    textBox.x < buttonBox.x + buttonBox.width &&
    buttonBox.x < textBox.x + textBox.width &&
    textBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.y < textBox.y + textBox.height;
  expect(overlap).toBe(false);
  // Nothing of it is clipped: no horizontal overflow in the bar or its text.
  expect(await jaBar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await jaBar.locator('p').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const results = await axe(page).include('[data-testid="assumed-account-bar"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('light at desktop width: axe finds nothing serious on the bar', async ({ page }) => {
  await loginAndLand(page, 'super', '/dashboard');
  await expect(page.getByTestId('assumed-account-bar')).toBeVisible();
  const results = await axe(page).include('[data-testid="assumed-account-bar"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('Release in the bar releases the account and comes back as the administrator, without the bar', async ({ page: a, context }) => {
  await loginAndLand(a, 'super', '/dashboard');
  const b = await context.newPage();
  await withoutStartupPopups(b);
  await b.goto('/dashboard');
  await expect(bar(b)).toBeVisible();

  const released = b.waitForRequest((request) => isApi(request, 'GET', 'account/assumeas/release'));
  const home = b.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/');
  await bar(b)
    .getByRole('button', { name: text('en', 'accountMenu.releaseAssume') })
    .click();
  await released;
  await home;
  await expect(b).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(b.getByTestId('account-avatar')).toBeVisible();
  await expect(b.getByTestId('account-avatar-pair')).toHaveCount(0);
  await expect(b.getByTestId('assumed-account-bar')).toHaveCount(0);
});

test('a failed release from the bar says why and keeps the bar', async ({ page }) => {
  await page.route('**/account/assumeas/release', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/xml',
      body: '<response><errorinfo><errorcode>17</errorcode><errorinfo>nope</errorinfo></errorinfo><resultinfo/></response>',
    }),
  );
  await loginAndLand(page, 'super', '/dashboard');
  await bar(page)
    .getByRole('button', { name: text('en', 'accountMenu.releaseAssume') })
    .click();
  const failed = page.getByRole('dialog', { name: text('en', 'accountMenu.releaseFailedTitle') });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('17');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await page.keyboard.press('Escape');
  await expect(failed).toHaveCount(0);
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('button', { name: text('en', 'accountMenu.releaseAssume') })).toBeEnabled();
});
