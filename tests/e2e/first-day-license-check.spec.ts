/**
 * Issue 41, item 7: Manual License Check has one breadcrumb (the page bar's); a failed sync says why
 * (the server's words), what to try, and shows beside Start Sync; reached by keyboard, the content
 * area is not outlined, its controls are. In en (light) and ja (dark), and at 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { text, useLanguage, useTheme } from './support/shell-chrome';

const PATH = '/administration/license/manual_check';
// The demo company whose licence sync always fails.
const INITECH = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

async function failSync(page: Page, language: 'en' | 'ja'): Promise<void> {
  await page.locator('#license-search_companyId').fill(INITECH);
  await page.locator('#license-search_companyId').press('Enter');
  const start = page.getByRole('button', { name: text(language, 'licenseCheck.startSync') });
  await start.focus();
  await page.keyboard.press('Enter');
  const failed = page.getByTestId('license-sync-failed');
  await expect(failed).toContainText(text(language, 'licenseCheck.syncFailed'));
  await expect(failed).toContainText('licence server sync failed');
  await expect(failed).toContainText('5001');
  await expect(failed).toContainText(text(language, 'licenseCheck.syncNext'));
  // Where the user is looking.
  await expect(failed).toBeInViewport();
  await expect(start).toBeInViewport();
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`${language}, ${theme}: one breadcrumb; a failed sync says why and what to try, beside the button`, async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'support', PATH);
    if (language === 'ja') await useLanguage(page, 'ja');
    if (theme === 'dark') await useTheme(page, 'dark');
    const crumbs = page.getByRole('navigation', { name: text(language, 'palette.breadcrumb') });
    await expect(crumbs).toHaveCount(1);
    await expect(crumbs.locator('li')).toHaveText([
      text(language, 'nav.administration'),
      text(language, 'panelGroup.otherSettings'),
      text(language, 'page.administration.licenseManualCheck'),
    ]);
    await expect(page.getByTestId('manual-license-check').locator('nav')).toHaveCount(0);
    await failSync(page, language);
    await page.screenshot({ path: test.info().outputPath(`sync-failed-${language}-${theme}.png`) });
  });
}

test('by keyboard: the content area takes the focus without an outline; its controls are outlined', async ({ page }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'support', PATH);
  await expect(page.getByTestId('manual-license-check')).toBeVisible();
  // Keyboard use first (so :focus-visible applies), then the focus the console gives the main area.
  await page.keyboard.press('Tab');
  const main = page.locator('main#main');
  await main.focus();
  await expect(main).toBeFocused();
  expect(await main.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((element) => element.id === 'main')).toBe(false);
  // A focus ring: an outline, or Primer's on a text field's wrapper.
  const ring = await focused.evaluate((element) =>
    [element, element.parentElement].some((box) => {
      if (box === null) return false;
      const style = getComputedStyle(box);
      return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
    }),
  );
  expect(ring).toBe(true);
  await page.screenshot({ path: test.info().outputPath('keyboard-focus.png') });
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('en: the breadcrumb fits the bar; the failed sync shows beside the button', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'support', PATH);
    const bar = page.getByTestId('page-bar');
    await expect(bar).toBeVisible();
    const width = await bar.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
    expect(width).toBe(true);
    await failSync(page, 'en');
    await page.screenshot({ path: test.info().outputPath('sync-failed-390.png') });
  });
});
