/**
 * The help menu's About dialog: the five engine and pattern versions with their last
 * update in the user's date format, the warning, the copyright of this year, the static about page
 * in the console's language and theme, and the other notices.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { dialog, text, useLanguage, useTheme } from './support/shell-chrome';

test.use({ timezoneId: 'Asia/Tokyo' });

async function openAbout(page: Page, language: 'en' | 'ja'): Promise<void> {
  await page
    .getByTestId('side-menu')
    .getByRole('button', { name: text(language, 'shell.help') })
    .click();
  await page.getByRole('menuitem', { name: text(language, 'helpMenu.about') }).click();
  await expect(dialog(page)).toBeVisible();
}

const ROWS = [
  ['spam_engine', '8.5.1081', '04/02/2026 12:00:00 (UTC+09:00)', '2026/04/02 12:00:00 (UTC+09:00)'],
  ['virus_engine', '23.600.1005', '04/10/2026 15:30:00 (UTC+09:00)', '2026/04/10 15:30:00 (UTC+09:00)'],
  ['spam_pattern', '4521.002', '05/01/2026 10:15:00 (UTC+09:00)', '2026/05/01 10:15:00 (UTC+09:00)'],
  ['spyware_pattern', '2701.00', '05/01/2026 10:20:00 (UTC+09:00)', '2026/05/01 10:20:00 (UTC+09:00)'],
  ['virus_pattern', '19.843.00', '05/01/2026 10:25:00 (UTC+09:00)', '2026/05/01 10:25:00 (UTC+09:00)'],
] as const;

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'sub', '/dashboard');
});

test('en, light: versions, dates, warning, copyright, the about page and other notices', async ({ page }) => {
  const versions = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/uiserver/api/v1/withoutauth/starcloudversioninfo',
  );
  await openAbout(page, 'en');
  await versions;
  await expect(dialog(page)).toHaveAccessibleName(text('en', 'about.title'));
  const rows = page.getByTestId('about-versions').locator('tbody tr');
  await expect(rows).toHaveCount(5);
  for (const [component, version, en] of ROWS) {
    const row = page.locator(`tr[data-component="${component}"]`);
    await expect(row.locator('th')).toHaveText(text('en', `about.${component}`));
    await expect(row.locator('td').nth(0)).toHaveText(version);
    await expect(row.locator('td').nth(1)).toHaveText(en);
  }
  await expect(page.getByTestId('about-warning')).toHaveText(text('en', 'about.warning'));
  await expect(page.getByTestId('about-copyright')).toHaveText(text('en', 'about.copyright', { year: new Date().getFullYear() }));
  await expect(dialog(page)).toContainText(text('en', 'about.notices'));

  const frame = page.getByTestId('about-frame');
  await expect(frame).toHaveAttribute('src', '/about.html#en-light');
  await expect(frame).toHaveAttribute('title', text('en', 'about.frameTitle'));
  const about = page.frameLocator('[data-testid="about-frame"]');
  await expect(about.getByTestId('about-en')).toBeVisible();
  await expect(about.getByTestId('about-ja')).toBeHidden();
  expect(await about.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe('rgb(255, 255, 255)');
  // Static: no script at all, so it runs under the console's CSP unchanged.
  await expect(about.locator('script')).toHaveCount(0);

  await dialog(page)
    .getByRole('button', { name: text('en', 'about.close') })
    .last()
    .click();
  await expect(dialog(page)).toHaveCount(0);
});

test('ja, dark: dates in the ja format, the about page in Japanese and dark', async ({ page }) => {
  await useLanguage(page, 'ja');
  await useTheme(page, 'dark');
  await openAbout(page, 'ja');
  await expect(dialog(page)).toHaveAccessibleName(text('ja', 'about.title'));
  for (const [component, version, , ja] of ROWS) {
    const row = page.locator(`tr[data-component="${component}"]`);
    await expect(row.locator('th')).toHaveText(text('ja', `about.${component}`));
    await expect(row.locator('td').nth(0)).toHaveText(version);
    await expect(row.locator('td').nth(1)).toHaveText(ja);
  }
  await expect(page.getByTestId('about-warning')).toHaveText(text('ja', 'about.warning'));
  await expect(page.getByTestId('about-frame')).toHaveAttribute('src', '/about.html#ja-dark');
  const about = page.frameLocator('[data-testid="about-frame"]');
  await expect(about.getByTestId('about-ja')).toBeVisible();
  await expect(about.getByTestId('about-en')).toBeHidden();
  expect(await about.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe('rgb(13, 17, 23)');
  // Following the fragment scrolled nothing: the dialog's title is in view.
  await expect(dialog(page).getByRole('heading', { name: text('ja', 'about.title') })).toBeInViewport();
});

test('versions unavailable: the dialog says so and still shows the rest', async ({ page }) => {
  await page.route('**/withoutauth/starcloudversioninfo', (route) => route.fulfill({ status: 503, body: '' }));
  await openAbout(page, 'en');
  await expect(dialog(page)).toContainText(text('en', 'about.unavailable'));
  await expect(page.getByTestId('about-versions')).toHaveCount(0);
  await expect(page.getByTestId('about-copyright')).toBeVisible();
});
