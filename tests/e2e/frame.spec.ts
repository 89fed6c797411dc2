/**
 * Legacy pages: the frame's url is the manifest's frame url plus the current query string; the
 * reference server's stand-in page echoes the path and the query it was asked for.
 */
import { expect, test } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { legacyFrame } from './support/shell';

test.beforeEach(async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
});

test('the current query string is appended to the frame url', async ({ page }) => {
  await page.goto('/inbound-protection/virus-filter?policy=7&mode=edit');
  const frame = legacyFrame(page);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /\/uiserver\/legacy\/inbound-protection\/virus-filter\?policy=7&mode=edit$/);

  const inside = page.frameLocator('iframe[data-testid="legacy-frame"]');
  await expect(inside.locator('[data-testid="legacy-path"]')).toHaveText('/uiserver/legacy/inbound-protection/virus-filter');
  await expect(inside.locator('[data-testid="legacy-query"]')).toHaveText('policy=7&mode=edit');
});

test('without a query the frame url is the manifest url alone', async ({ page }) => {
  await page.goto('/outbound-protection/dkim-sign-setting');
  const frame = legacyFrame(page);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /\/uiserver\/legacy\/outbound-protection\/dkim-sign-setting$/);

  const inside = page.frameLocator('iframe[data-testid="legacy-frame"]');
  await expect(inside.locator('[data-testid="legacy-path"]')).toHaveText('/uiserver/legacy/outbound-protection/dkim-sign-setting');
  await expect(inside.locator('[data-testid="legacy-query"]')).toHaveText('');
});

test('the frame follows in-app navigation to another legacy page', async ({ page }) => {
  await page.goto('/inbound-protection/virus-filter?policy=7');
  const inside = page.frameLocator('iframe[data-testid="legacy-frame"]');
  await expect(inside.locator('[data-testid="legacy-path"]')).toHaveText('/uiserver/legacy/inbound-protection/virus-filter');
  await page.locator('nav[data-testid="side-menu"] [data-route="/logs/audit-log"]').evaluate((el) => {
    // The entry may sit in a closed group; activate its link (or itself) directly.
    const target = el instanceof HTMLAnchorElement ? el : (el.querySelector('a') ?? el);
    (target as HTMLElement).click();
  });
  await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');
  await expect(inside.locator('[data-testid="legacy-path"]')).toHaveText('/uiserver/legacy/logs/audit-log');
  await expect(inside.locator('[data-testid="legacy-query"]')).toHaveText('');
});
