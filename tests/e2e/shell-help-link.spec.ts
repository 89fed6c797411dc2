/**
 * The header's online-help link: the link a framed legacy page sends in its `help-link` message (the
 * one frame message the UI-server contract lists, docs/frame-messages.md), messages from anyone else
 * ignored, and the language's own link where no legacy page is shown. Run against the strict server
 * too (playwright.config.ts): a contract server's pages are what send the message.
 */
import { expect, test } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { legacyFrame, withoutStartupPopups } from './support/shell';
import { text, useLanguage } from './support/shell-chrome';

test.describe('online help', () => {
  test('opens the link the legacy page sent, and ignores links from anyone else', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'sub', '/dashboard');
    const help = page.getByTestId('online-help');
    await expect(help).toHaveAccessibleName(text('en', 'header.onlineHelp'));
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', /noopener/);
    // The stand-in legacy page posts https://docs.example.com/help + its path.
    await expect(legacyFrame(page)).toBeVisible();
    await expect(help).toHaveAttribute('href', 'https://docs.example.com/help/uiserver/legacy/dashboard');

    // The console's own window is not the frame.
    await page.evaluate(() => window.postMessage({ type: 'help-link', url: 'https://evil.example.com/top' }, window.location.origin));
    // The frame, but a url that is not http(s).
    const frame = page.frames().find((candidate) => candidate.url().includes('/uiserver/legacy/'));
    await frame?.evaluate(() => window.parent.postMessage({ type: 'help-link', url: 'javascript:alert(1)' }, window.location.origin));
    // The frame, with another message type.
    await frame?.evaluate(() =>
      window.parent.postMessage({ type: 'other', url: 'https://evil.example.com/other' }, window.location.origin),
    );
    await page.waitForTimeout(300);
    await expect(help).toHaveAttribute('href', 'https://docs.example.com/help/uiserver/legacy/dashboard');

    // A valid message from the frame is taken.
    await frame?.evaluate(() =>
      window.parent.postMessage({ type: 'help-link', url: 'https://docs.example.com/help/custom' }, window.location.origin),
    );
    await expect(help).toHaveAttribute('href', 'https://docs.example.com/help/custom');

    // The next page reports its own link.
    await page.goto('/logs/audit-log');
    await expect(help).toHaveAttribute('href', 'https://docs.example.com/help/uiserver/legacy/logs/audit-log');
  });

  test('without a legacy page, the help link of the language', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'support', '/administration/license/manual_check');
    await expect(page.getByTestId('manual-license-check')).toBeVisible();
    await expect(page.getByTestId('online-help')).toHaveAttribute('href', 'https://docs.example.com/en/email-security/help');
    await useLanguage(page, 'ja');
    await expect(page.getByTestId('online-help')).toHaveAttribute('href', 'https://docs.example.com/ja/email-security/help');
    await expect(page.getByTestId('online-help')).toHaveAccessibleName(text('ja', 'header.onlineHelp'));
  });
});
