/**
 * Accessibility beyond the first screens, in light and dark: axe (with its label-in-name rule, which
 * is off by default) finds no serious or critical violation on the signed-in shell's pages (a legacy
 * page, the not-allowed and the not-found page), the Administration panel, Manual License Check with
 * results (and its Licenses tab), the public pages (each with one main landmark), the first-run
 * region page, the sign-in dialogs and a notice pop-up; and the header's buttons are named with all
 * they show.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { axe, expectNameHoldsVisibleText, LABEL_IN_NAME, seriousViolations } from './support/axe';
import { accountButton } from './support/shell-chrome';
import { adminPanel, legacyFrame, notAllowed, notFound, withoutStartupPopups } from './support/shell';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    });

    test("the signed-in shell's pages: a legacy page, not allowed, not found", async ({ page }) => {
      await withoutStartupPopups(page);
      await loginAndLand(page, 'reports', '/dashboard');
      await expect(legacyFrame(page)).toBeVisible();
      await expectNameHoldsVisibleText(page.getByTestId('find-page'));
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/administration/license/manual_check');
      await expect(notAllowed(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/no/such/page');
      await expect(notFound(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
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

      // The Licenses tab, its table in a scroller the keyboard can reach.
      await page.getByRole('tab', { name: 'Licenses' }).click();
      await expect(page.getByTestId('licenses-table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the error page, the browser page and an unknown url: each one main landmark', async ({ page }) => {
      for (const url of ['/error?code=E1009', '/browser_not_support', '/no/such/page']) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('main')).toHaveCount(1);
        expect(await seriousViolations(page)).toEqual([]);
        const landmarks = await new AxeBuilder({ page }).withRules(['landmark-one-main', 'region']).analyze();
        expect(landmarks.violations.map((violation) => `${url}: ${violation.id}`)).toEqual([]);
      }
    });

    test('the region page: its help link is underlined and has enough contrast', async ({ page }) => {
      await withoutStartupPopups(page);
      await loginAndLand(page, 'sub', '/dashboard');
      await page.goto('/init');
      const link = page.getByRole('link', { name: 'Learn more about data regions' });
      await expect(link).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
      expect(await link.evaluate((element) => getComputedStyle(element).textDecorationLine)).toContain('underline');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the account-menu button: its name contains its visible text', async ({ page }) => {
      await withoutStartupPopups(page);
      await loginAndLand(page, 'sub', '/dashboard');
      const button = accountButton(page);
      await expect(button).toBeVisible();
      const visible = (await button.innerText()).trim();
      const name = (await button.getAttribute('aria-label')) ?? '';
      expect(visible).not.toBe('');
      expect(name.startsWith(visible)).toBe(true);
      const results = await axe(page).include('[data-testid="account-menu-button"]').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      expect(results.passes.map((pass) => pass.id)).toContain(LABEL_IN_NAME);
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
