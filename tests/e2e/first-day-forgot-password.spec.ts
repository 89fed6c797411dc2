/**
 * Issue 41, item 9: the forgot-password steps show only the button of the step the user is on
 * (Send verification code, then Submit), and a password rule is ticked only once it holds for
 * something typed. In en (light) and ja (dark). The code is a stand-in reply: nothing is mailed.
 */
import { expect, test } from '@playwright/test';
import { text } from './support/shell-chrome';

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`${language}, ${theme}: one step, one button; no tick before anything is typed`, async ({ page }) => {
    await page.addInitScript(
      ({ lng, mode }) => {
        localStorage.setItem('i18nextLng', lng);
        localStorage.setItem('theme', mode);
      },
      { lng: language, mode: theme },
    );
    await page.route('**/uiserver/api/v1/account/verificationcode*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 0, data: { prefix: 'ABCD' } }) }),
    );
    await page.goto('/login');
    await page.getByRole('button', { name: text(language, 'login.forgotPassword') }).click();
    const dialog = page.getByRole('dialog', { name: text(language, 'reset.title') });
    const send = dialog.getByRole('button', { name: text(language, 'reset.sendCode') });
    const submit = dialog.getByRole('button', { name: text(language, 'reset.submit'), exact: true });

    // Step 1: Cancel and Send verification code, no Submit.
    await expect(send).toBeVisible();
    await expect(submit).toHaveCount(0);
    await dialog.getByLabel(text(language, 'reset.username'), { exact: true }).fill('provision');
    await dialog.getByLabel(text(language, 'reset.email')).fill('provision@globex.example.com');
    await expect(send).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath(`step-1-${language}-${theme}.png`) });
    await send.click();

    // Step 2: Submit, no Send; nothing is ticked for an empty password.
    await expect(submit).toBeVisible();
    await expect(send).toHaveCount(0);
    const rules = dialog.getByTestId('password-rules').locator('li');
    await expect(rules).toHaveCount(6);
    await expect(dialog.getByTestId('password-rules').locator('li[data-met="true"]')).toHaveCount(0);
    await expect(dialog.locator('li[data-rule="noEdgeSpace"]')).toContainText(text(language, 'reset.ruleUnmet'));
    await page.screenshot({ path: test.info().outputPath(`step-2-empty-${language}-${theme}.png`) });
    const password = dialog.getByLabel(text(language, 'reset.newPassword'), { exact: true });
    await password.fill('a');
    await expect(dialog.locator('li[data-rule="noEdgeSpace"]')).toHaveAttribute('data-met', 'true');
    await expect(dialog.locator('li[data-rule="lowercase"]')).toHaveAttribute('data-met', 'true');
    await expect(dialog.locator('li[data-rule="length"]')).toHaveAttribute('data-met', 'false');
    await password.fill('');
    await expect(dialog.getByTestId('password-rules').locator('li[data-met="true"]')).toHaveCount(0);
  });
}
