/**
 * Accessibility: axe finds no serious or critical violation on the login page, on the dashboard, or
 * on the compact shell of a phone-sized window. The start-up pop-ups are kept away so that the same
 * page is checked on every run.
 */
import { expect, test } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { seriousViolations } from './support/axe';
import { sideMenu, withoutStartupPopups } from './support/shell';

test('/login has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log On', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/dashboard (admin) has no serious or critical axe violation', async ({ page }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'admin', '/dashboard');
  await expect(sideMenu(page)).toBeVisible();
  await expect(page.locator('iframe[data-testid="legacy-frame"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the compact shell, with the Administration panel over the page, has no serious or critical axe violation', async ({ page }) => {
    await withoutStartupPopups(page);
    await page.addInitScript("window.localStorage.setItem('sideMenuOpen', 'true')");
    await loginAndLand(page, 'admin', '/dashboard');
    await page.goto('/administration/policy-address-group');
    await expect(page.getByRole('button', { name: 'Hide the Administration panel', exact: true })).toBeVisible();
    await expect(page.locator('iframe[data-testid="legacy-frame"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
