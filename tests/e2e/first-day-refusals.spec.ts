/**
 * Issue 41, item 4: refusal words that agree. A refusal by a condition is headed "Page not
 * available" (never "No permission"), and the copied details open with the same words; a missing
 * permission is headed "No permission" in both. In en (light) and ja (dark).
 */
import { expect, test } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { notAllowed, withoutStartupPopups } from './support/shell';
import { text, useLanguage, useTheme } from './support/shell-chrome';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`${language}, ${theme}: the heading, its description and the copied details name the same kind of refusal`, async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'inbound', '/dashboard');
    if (language === 'ja') await useLanguage(page, 'ja');
    if (theme === 'dark') await useTheme(page, 'dark');
    const copiedFirstLine = async (): Promise<string> => {
      await notAllowed(page)
        .getByRole('button', { name: text(language, 'notAllowed.copy') })
        .click();
      await expect(notAllowed(page).getByRole('status')).toHaveText(text(language, 'notAllowed.copied'));
      return (await page.evaluate(() => navigator.clipboard.readText())).split('\n')[0] ?? '';
    };

    // A condition (inbound-only account on an outbound page).
    await page.goto('/outbound-protection/virus-filter');
    const heading = notAllowed(page).getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(text(language, 'notAllowed.titleUnavailable'));
    await expect(notAllowed(page)).toContainText(text(language, 'notAllowed.descriptionUnavailable'));
    await expect(notAllowed(page)).not.toContainText(text(language, 'notAllowed.titlePermission'));
    expect(await copiedFirstLine()).toBe(text(language, 'notAllowed.titleUnavailable'));
    await page.screenshot({ path: test.info().outputPath(`refusal-condition-${language}-${theme}.png`) });

    // A missing permission (no QT_DIGEST).
    await page.goto('/quarantine/digest-rule');
    await expect(heading).toHaveText(text(language, 'notAllowed.titlePermission'));
    await expect(notAllowed(page)).toContainText(text(language, 'notAllowed.descriptionPermission'));
    expect(await copiedFirstLine()).toBe(text(language, 'notAllowed.titlePermission'));
  });
}
