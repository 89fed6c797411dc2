/**
 * What the layout does on load: forced MFA set-up, the domain-only account type, the
 * provisioning-pending test and its cookie, and log off when there is nothing to show.
 */
import { expect, test } from '@playwright/test';
import { login, loginAndLand } from './support/auth';
import { sideMenu, withoutStartupPopups } from './support/shell';

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

test('MFA enforced and not set up: the set-up page, and back to it from anywhere else', async ({ page }) => {
  const setting = page.waitForRequest((request) => new URL(request.url()).pathname === '/uiserver/api/v1/mfa/setting');
  await loginAndLand(page, 'mfaenforce', '/mfa-configuration');
  await setting;
  await expect(page.locator('iframe[data-testid="legacy-frame"]')).toHaveAttribute(
    'src',
    /\/uiserver\/legacy\/account\/mfa-configuration$/,
  );
  // It stays: no redirect loop.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL((url) => url.pathname === '/mfa-configuration');

  await sideMenu(page).locator('[data-route="/dashboard"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/mfa-configuration');
  await page.goto('/logs/audit-log');
  await expect(page).toHaveURL((url) => url.pathname === '/mfa-configuration');
});

test('an account with MFA set up is not sent there', async ({ page }) => {
  await loginAndLand(page, 'sub', '/dashboard');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('user type 50 always lands on /domains', async ({ page }) => {
  await loginAndLand(page, 'domains', '/domains');
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/domains');
});

test('provisioning pending: sent to /provision, and it stays there', async ({ page }) => {
  await loginAndLand(page, 'provision', '/provision');
  await expect(page.locator('iframe[data-testid="legacy-frame"]')).toHaveAttribute('src', /\/uiserver\/legacy\/provision$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/provision');
});

test('provisioning pending, but the provision_complete cookie says 1: no redirect', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'provision_complete', value: '1', url: baseURL ?? 'http://localhost:4180' }]);
  await login(page, 'provision');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('no route to show: log off', async ({ page }) => {
  const logoff = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/uiserver/logoff');
  await login(page, 'noaccess').catch(() => undefined);
  await logoff;
});
