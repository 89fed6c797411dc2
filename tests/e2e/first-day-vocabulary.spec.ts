/**
 * Issue 41, item 6: one vocabulary on screen. The login page names the act once (heading and button
 * in the same words, its intro in the glossary's verb), and the signed-in console's Japanese puts no
 * space before a particle. In en (light) and ja (dark). The rules over every text are unit tests
 * (src/engine/glossary/vocabulary.test.ts).
 */
import { expect, test } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { accountButton, text, useLanguage } from './support/shell-chrome';

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`${language}, ${theme}: the login page says log on in one way`, async ({ page }) => {
    await page.addInitScript(
      ({ lng, mode }) => {
        localStorage.setItem('i18nextLng', lng);
        localStorage.setItem('theme', mode);
      },
      { lng: language, mode: theme },
    );
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(text(language, 'login.submit'));
    await expect(page.getByRole('button', { name: text(language, 'login.submit'), exact: true })).toBeVisible();
    const body = await page.locator('body').innerText();
    for (const other of language === 'en' ? [/\bsign(?:ed)? ?(?:in|out)\b/i, /\blog ?in\b/i] : [/サインイン/, /ログイン/])
      expect(body).not.toMatch(other);
    await page.screenshot({ path: test.info().outputPath(`login-${language}-${theme}.png`) });
  });
}

test('ja: the account menu’s name puts no space before its particle', async ({ page }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'admin', '/dashboard');
  await useLanguage(page, 'ja');
  await expect(accountButton(page)).toHaveAccessibleName(text('ja', 'accountMenu.label', { name: 'Alex Admin' }));
  const name = await accountButton(page).evaluate((element) => element.getAttribute('aria-label') ?? element.textContent ?? '');
  expect(name).toContain('Alex Adminのアカウントメニュー');
});
