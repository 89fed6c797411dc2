/**
 * Accessibility beyond the first screens: axe finds no serious or critical violation on the
 * Administration panel, Manual License Check with results, the public pages, the sign-in dialogs
 * and a notice pop-up, in light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { adminPanel, withoutStartupPopups } from './support/shell';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')})`);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    });

    test('the Administration panel, open', async ({ page }) => {
      await withoutStartupPopups(page);
      await page.addInitScript(() => window.localStorage.setItem('sideMenuOpen', 'true'));
      await loginAndLand(page, 'sub', '/dashboard');
      await page.goto('/administration/policy-address-group');
      await expect(adminPanel(page)).toHaveAttribute('data-open', 'true');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('Manual License Check with a company shown', async ({ page }) => {
      await withoutStartupPopups(page);
      await loginAndLand(page, 'support', '/administration/license/manual_check');
      await page.locator('#license-search_companyId').fill('6f9619ff-8b86-4d01-b42d-00c04fc964ff');
      await page.locator('#license-search_companyId').press('Enter');
      await expect(page.getByTestId('license-details')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the error page and the browser page', async ({ page }) => {
      await page.goto('/error?code=E1009');
      await expect(page.locator('main, [data-testid]').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/browser_not_support');
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the forgot-password dialog', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a start-up notice pop-up', async ({ page }) => {
      await loginAndLand(page, 'sub', '/dashboard');
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
