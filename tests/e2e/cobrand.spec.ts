/** The co-brand banner in the header and its fallback to the product's own mark. */
import { expect, test, type Page } from '@playwright/test';
import { login } from './support/auth';
import { withoutStartupPopups } from './support/shell';

async function bannerRequests(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/cobrand/banner')) seen.push(url.search);
  });
  return seen;
}

test('the header shows the default co-brand banner, id 3 in light', async ({ page }) => {
  await withoutStartupPopups(page);
  const requests = await bannerRequests(page);
  await login(page, 'admin');
  const banner = page.getByTestId('cobrand-banner');
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(requests).toContain('?cobrand_id=3&bannertype=1');
  expect(await page.evaluate(() => localStorage.getItem('cobrandingID'))).toBe('3');
});

test('the dark theme uses co-branding id 1 for the default banner', async ({ page }) => {
  await withoutStartupPopups(page);
  const requests = await bannerRequests(page);
  // The reports viewer's saved theme is dark; signing in applies it.
  await login(page, 'reports');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await expect(page.getByTestId('cobrand-banner')).toBeVisible();
  expect(requests).toContain('?cobrand_id=1&bannertype=1');
});

test('a cached co-brand uuid names the banner', async ({ page, context, baseURL }) => {
  await withoutStartupPopups(page);
  await context.addCookies([{ name: 'cached_corbranding_uuid', value: '6f1c2a9e-3b7d-4e58-9a40-1d2c3b4a5f60', url: baseURL ?? '' }]);
  const requests = await bannerRequests(page);
  await login(page, 'admin');
  await expect(page.getByTestId('cobrand-banner')).toBeVisible();
  expect(requests).toContain('?cobrand_uuid=6f1c2a9e-3b7d-4e58-9a40-1d2c3b4a5f60&bannertype=1');
});

test('a failing banner gives way to the product mark, never a broken image', async ({ page }) => {
  await withoutStartupPopups(page);
  await page.route('**/cobrand/banner*', (route) => route.fulfill({ status: 500, body: 'no banner' }));
  await login(page, 'admin');
  await expect(page.getByTestId('brand-fallback')).toBeVisible();
  await expect(page.getByTestId('brand-fallback')).toContainText('Cloud Email Security');
  await expect(page.getByTestId('cobrand-banner')).toHaveCount(0);
});
