/**
 * Accessibility: axe finds no serious or critical violation on the login page or on the
 * dashboard. The start-up pop-ups are kept away so that the same page is checked on every run.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { sideMenu, withoutStartupPopups } from './support/shell';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length} node(s): ${targets})`;
    });
}

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
