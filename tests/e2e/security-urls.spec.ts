/**
 * Urls the server sends and the console follows: a relative one is resolved on the console's own
 * origin and followed (the menu item or button stays); anything but http(s) is never followed.
 * The demo account `lmp` has the relative partner home url `/uiserver/legacy/partner/home`.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { accountButton, dialog, isoDay, serveNotices, text } from './support/shell-chrome';

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
