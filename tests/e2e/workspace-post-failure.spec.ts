/**
 * A form's POST that does not arrive is never repeated (docs/frame-workspace.md, "Loading and
 * failure"): the frame shows the browser's own error page, which the console cannot read, and the
 * console does not look at the POST's url (a look is a GET the form never sent) nor load it again on
 * Retry; it says what happened and that the page may already have been saved, in en and ja, and
 * Retry brings back the page the form was on.
 */
import { expect, test, type Request } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { text, useLanguage } from './support/shell-chrome';
import { replaceDialog, shownFrame } from './support/workspace';

const SAVE = '/uiserver/legacy/logs/audit-log/save';

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

for (const language of ['en', 'ja'] as const) {
  test(`${language}: a form's POST that meets no reply is said so, never sent again, never looked at with a GET`, async ({ page }) => {
    await loginAndLand(page, language === 'en' ? 'admin' : 'lingua', '/dashboard');
    if (language === 'ja') await useLanguage(page, 'ja');
    // A server-rendered form that posts as a navigation (its `_top` target is kept in the frame).
    await page.goto('/logs/audit-log?standin=top-links');
    const sent: string[] = [];
    const record = (request: Request) => {
      if (new URL(request.url()).pathname === SAVE) sent.push(request.method());
    };
    page.on('request', record);
    // The service drops the connection for the save, as a server that went down mid-request does.
    await page.route(`**${SAVE}`, (route) => route.abort('connectionreset'));
    await shownFrame(page).locator('#top-form input[name="note"]').fill('sent once');
    await shownFrame(page).locator('#top-form button[type="submit"]').click();

    const failed = page.getByTestId('frame-failed');
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('alert')).toHaveText(text(language, 'frame.unchecked', { page: text(language, 'page.logs.auditLog') }));
    await page.screenshot({ path: test.info().outputPath(`post-unchecked-${language}.png`) });
    // Only the form's own POST: no look with a GET, no second send.
    await page.waitForTimeout(1_000);
    expect(sent).toEqual(['POST']);

    await failed.getByRole('button', { name: text(language, 'frame.retry') }).click();
    // What was typed went with the POST, which may or may not have been saved: the gate asks first.
    await replaceDialog(page)
      .getByRole('button', { name: text(language, 'unsaved.replaceDiscard') })
      .click();
    await expect(shownFrame(page).locator('#top-form')).toBeVisible();
    await expect(page.getByTestId('frame-failed')).toHaveCount(0);
    expect(sent).toEqual(['POST']);
  });
}
