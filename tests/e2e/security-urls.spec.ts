/**
 * Urls the server sends and the console follows: a relative one is resolved on the console's own
 * origin and followed (the menu item or button stays); anything but http(s) is never followed.
 * The demo account `lmp` has the relative partner home url `/uiserver/legacy/partner/home`; the
 * promotion, upgrade landing and migration target urls are served relative here.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { accountButton, dialog, isoDay, serveNotices, text, upgradeBanner } from './support/shell-chrome';

async function openMenu(page: Page): Promise<void> {
  await accountButton(page).click();
  await expect(page.getByTestId('menu-log-off')).toBeVisible();
}

test('a relative partner home url: back to the partner console follows it on the console origin', async ({ page, baseURL }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'lmp', '/dashboard');
  await openMenu(page);
  await expect(page.getByTestId('menu-change-password')).toBeVisible();
  await page.getByTestId('menu-back-to-partner').click();
  await expect(page).toHaveURL(`${baseURL}/uiserver/legacy/partner/home`);
  await expect(page.locator('body')).toContainText('/uiserver/legacy/partner/home');

  // Change password goes to the same partner home.
  await page.goBack();
  await openMenu(page);
  await page.getByTestId('menu-change-password').click();
  await expect(page).toHaveURL(`${baseURL}/uiserver/legacy/partner/home`);
});

const promotion = (url: string) => ({
  is_promotion: 1,
  status: 0,
  url,
  account_name: 'Acme',
  email: 'a@example.com',
  deadline_date: isoDay(30),
});

test('a relative promotion url: Update now follows it on the console origin', async ({ page, baseURL }) => {
  await serveNotices(page, { promotion: promotion('/uiserver/legacy/promotion/update?account=1001'), popups: [], list: [] });
  await loginAndLand(page, 'admin', '/dashboard');
  await dialog(page)
    .getByRole('button', { name: text('en', 'promotion.updateNow') })
    .click();
  await expect(page).toHaveURL(`${baseURL}/uiserver/legacy/promotion/update?account=1001`);
});

for (const hostile of [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  'java\tscript:alert(1)',
]) {
  test(`a promotion url ${JSON.stringify(hostile)} gets no Update now`, async ({ page }) => {
    await serveNotices(page, { promotion: promotion(hostile), popups: [], list: [] });
    await loginAndLand(page, 'admin', '/dashboard');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: text('en', 'promotion.updateNow') })).toHaveCount(0);
  });
}

test('a relative upgrade landing url: the banner button follows it on the console origin', async ({ page, baseURL }) => {
  await withoutStartupPopups(page);
  await page.route('**/account/visionone/productupgrade', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        errorCode: '0',
        errorMessage: '',
        upgradeStatus: 0,
        landingPageSsoURL: '/uiserver/legacy/upgrade/landing?account=1001',
      }),
    }),
  );
  await loginAndLand(page, 'admin', '/dashboard');
  await upgradeBanner(page)
    .getByRole('button', { name: text('en', 'banner.notStartedAction') })
    .click();
  await expect(page).toHaveURL(`${baseURL}/uiserver/legacy/upgrade/landing?account=1001`);
});

test('a relative migration target: a completed customer leaves for it on the console origin', async ({ page, baseURL }) => {
  await page.route('**/uiserver/api/v1/withoutauth/account/migration/status*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        errorCode: '0',
        errorMessage: '',
        migrationStatus: 2,
        redirectURL: '/moved/login?c=1021',
        customer: true,
        sso: false,
      }),
    }),
  );
  // The new console's page, answered here so the test sees the browser arrive.
  await page.route('**/moved/login*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>new console</title><h1>New console</h1>' }),
  );
  await page.goto('/login');
  await page.getByLabel('User name', { exact: true }).fill('mig-cust-done');
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(page).toHaveURL(`${baseURL}/moved/login?c=1021`);
  await expect(page.locator('h1')).toHaveText('New console');
});
