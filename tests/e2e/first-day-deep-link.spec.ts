/**
 * Issue 41, item 3: links that explain. A deep link to a page the account may not open, followed
 * while logged off, shows the refusal page for that url after logging on, as typing it does. In en
 * (light) and ja (dark).
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { legacyFrame, notAllowed, withoutStartupPopups } from './support/shell';
import { text } from './support/shell-chrome';

const LINK = '/quarantine/query?mail=7';

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`${language}, ${theme}: a refused deep link, followed through log on, explains itself`, async ({ page }) => {
    await withoutStartupPopups(page);
    await page.addInitScript(
      ({ lng, mode }) => {
        localStorage.setItem('i18nextLng', lng);
        localStorage.setItem('theme', mode);
      },
      { lng: language, mode: theme },
    );
    await page.goto(LINK);
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('return') === LINK);
    await page.getByLabel(text(language, 'login.username'), { exact: true }).fill('reports');
    await page.getByLabel(text(language, 'login.password'), { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: text(language, 'login.submit'), exact: true }).click();

    // The url followed, and its refusal: a missing permission (reports has no QUARANTINE).
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === LINK);
    await expect(notAllowed(page).getByRole('heading', { level: 1 })).toHaveText(text(language, 'notAllowed.titlePermission'));
    await expect(notAllowed(page).getByText('QUARANTINE', { exact: true })).toBeVisible();
    await expect(legacyFrame(page)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`deep-link-refused-${language}-${theme}.png`) });

    // Typed while logged on, the same url says the same.
    await page.goto('/dashboard');
    await expect(notAllowed(page)).toHaveCount(0);
    await page.goto(LINK);
    await expect(notAllowed(page).getByRole('heading', { level: 1 })).toHaveText(text(language, 'notAllowed.titlePermission'));
  });
}
