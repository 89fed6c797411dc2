/**
 * The top bar: its height under the upgrade banner, the live clock, the theme switch, the upgrade
 * banner of each status, and the what's-new and yearly report panel. The online-help link, which a
 * framed page's `help-link` message sets, has a spec of its own (shell-help-link.spec.ts), run against
 * the strict server too.
 */
import { expect, test, type Page } from '@playwright/test';
import { dropSession, loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { header, stubOutsideSites, text, upgradeBanner, useLanguage, whatsNewButton, whatsNewPanel } from './support/shell-chrome';

test.describe('clock', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('shows the long date of the language with the browser offset, every second', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'sub', '/dashboard');
    const clock = page.getByTestId('header-clock');
    await expect(clock).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} \(UTC\+09:00\)$/);
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(first);

    await useLanguage(page, 'ja');
    await expect(page.getByTestId('header-clock')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \(UTC\+09:00\)$/);
  });
});

test.describe('upgrade banner', () => {
  test('sits above the 48px header; NotStarted text and button; the button goes to the landing url', async ({ page }) => {
    await withoutStartupPopups(page);
    await stubOutsideSites(page);
    await loginAndLand(page, 'admin', '/dashboard');
    const banner = upgradeBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-kind', 'not-started');
    await expect(banner).toContainText(text('en', 'banner.notStarted'));
    const bannerBox = await banner.boundingBox();
    const headerBox = await header(page).boundingBox();
    expect(headerBox?.height).toBe(48);
    expect(bannerBox && headerBox && bannerBox.y + bannerBox.height).toBeLessThanOrEqual(headerBox?.y ?? 0);

    await banner.getByRole('button', { name: text('en', 'banner.notStartedAction') }).click();
    await expect(page).toHaveURL(/^https:\/\/portal\.platform\.example\.com\/sso\/landing\?account=1001$/);
  });

  for (const [user, kind, body, action] of [
    ['inbound', 'no-vision-one', 'banner.noVisionOne', 'banner.noVisionOneAction'],
    ['reports', 'not-connect', 'banner.notConnect', 'banner.notConnectAction'],
  ] as const) {
    test(`${user}: ${kind} has its own text and button`, async ({ page }) => {
      await withoutStartupPopups(page);
      await loginAndLand(page, user, '/dashboard');
      const banner = upgradeBanner(page);
      await expect(banner).toHaveAttribute('data-kind', kind);
      await expect(banner).toContainText(text('en', body));
      await expect(banner.getByRole('button', { name: text('en', action) })).toBeVisible();
      await useLanguage(page, 'ja');
      await expect(upgradeBanner(page)).toContainText(text('ja', body));
      await expect(upgradeBanner(page).getByRole('button', { name: text('ja', action) })).toBeVisible();
    });
  }

  test.describe('a phone-sized window', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    async function expectInReach(page: Page, language: 'en' | 'ja'): Promise<void> {
      const banner = upgradeBanner(page);
      const action = banner.getByRole('button', { name: text(language, 'banner.noVisionOneAction') });
      await expect(action).toBeInViewport({ ratio: 1 });
      await expect(banner.getByRole('button', { name: text(language, 'banner.dismiss') })).toBeInViewport({ ratio: 1 });
      const textBox = await banner.locator('p').boundingBox();
      const actionBox = await action.boundingBox();
      expect(actionBox?.y ?? 0, 'the button is under the text').toBeGreaterThanOrEqual((textBox?.y ?? 0) + (textBox?.height ?? 0));
    }

    test('its button goes under the text and both buttons stay in the window, in en and ja', async ({ page }) => {
      await withoutStartupPopups(page);
      await loginAndLand(page, 'inbound', '/dashboard');
      await expectInReach(page, 'en');
      await useLanguage(page, 'ja');
      await expectInReach(page, 'ja');
    });
  });

  test('the close icon hides it', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'inbound', '/dashboard');
    await upgradeBanner(page)
      .getByRole('button', { name: text('en', 'banner.dismiss') })
      .click();
    await expect(upgradeBanner(page)).toHaveCount(0);
    await expect(header(page)).toBeVisible();
  });

  for (const [user, why] of [
    ['clp', 'status Failed (3)'],
    ['lmp', 'an errorCode'],
    ['mfaenforce', 'status InProgress (1)'],
  ] as const) {
    test(`${user}: hidden for ${why}`, async ({ page }) => {
      await withoutStartupPopups(page);
      const answered = page.waitForResponse((response) => response.url().includes('/account/visionone/productupgrade'));
      await page.goto('/login');
      await loginAndLand(page, user, user === 'mfaenforce' ? '/mfa-configuration' : '/dashboard');
      await answered;
      await expect(header(page)).toBeVisible();
      await expect(upgradeBanner(page)).toHaveCount(0);
    });
  }

  test('hidden when the call fails, a hostile landing url gets no button', async ({ page }) => {
    await withoutStartupPopups(page);
    await page.route('**/account/visionone/productupgrade', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await loginAndLand(page, 'admin', '/dashboard');
    await expect(header(page)).toBeVisible();
    await expect(upgradeBanner(page)).toHaveCount(0);

    await page.unroute('**/account/visionone/productupgrade');
    await page.route('**/account/visionone/productupgrade', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errorCode: '0', errorMessage: '', upgradeStatus: 0, landingPageSsoURL: 'javascript:alert(1)' }),
      }),
    );
    await page.reload();
    await expect(upgradeBanner(page)).toBeVisible();
    await expect(upgradeBanner(page).getByRole('button', { name: text('en', 'banner.notStartedAction') })).toHaveCount(0);
  });
});

test.describe('theme switch', () => {
  test('licence type 20: switches, persists across a reload and is saved to the server', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'renewal', '/dashboard');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-color-mode', 'light');
    // The save is answered before the reload below, which would otherwise cut it off on a busy machine.
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/uiserver/api/v1/account/theme'),
    );
    await page.getByRole('button', { name: text('en', 'theme.switchTo', { theme: text('en', 'theme.dark') }) }).click();
    expect((await saved).request().postDataJSON()).toEqual({ theme: 'dark' });
    expect((await saved).status()).toBe(200);
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    // The bar's colours follow the theme.
    const dark = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.reload();
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    const stored = await page.request.get('/uiserver/api/v1/account/theme', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect((await stored.json()).data.curTheme).toBe('dark');

    await page.getByRole('button', { name: text('en', 'theme.switchTo', { theme: text('en', 'theme.light') }) }).click();
    await expect(html).toHaveAttribute('data-color-mode', 'light');
    await expect.poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(dark);
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/uiserver/api/v1/account/theme', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json())
            .data.curTheme,
      )
      .toBe('light');
  });

  test('shown for licence type 10, hidden for licence type 30', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'sub', '/dashboard');
    await expect(header(page).getByRole('button', { name: /theme/ })).toHaveCount(1);
    await dropSession(page);
    await loginAndLand(page, 'lmp', '/dashboard');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expect(header(page).getByRole('button', { name: /theme/ })).toHaveCount(0);
  });
});

test.describe("what's new and the yearly report", () => {
  test('a pointer resting on the button: its first move opens the panel; after Escape, moving stays closed until it leaves', async ({
    page,
  }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'sub', '/dashboard');
    const box = await whatsNewButton(page).boundingBox();
    if (box === null) throw new Error("the what's new button has no box");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await expect(whatsNewPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(whatsNewPanel(page)).toBeHidden();
    await page.mouse.move(x + 2, y + 1);
    await expect(whatsNewPanel(page)).toBeHidden();

    // The panel closed under a resting pointer without it leaving: a move opens it again only after
    // the pointer has been away.
    await page.mouse.move(0, 0);
    await page.mouse.move(x, y, { steps: 2 });
    await expect(whatsNewPanel(page)).toBeVisible();

    // Re-rendered under the resting pointer, the button opens on the pointer's first move.
    await page.reload();
    await expect(whatsNewButton(page)).toBeVisible();
    await page.mouse.move(x + 1, y);
    await expect(whatsNewPanel(page)).toBeVisible();
  });

  test('the default list for a US account, on hover, in en and ja', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'sub', '/dashboard');
    await expect(whatsNewPanel(page)).toBeHidden();
    await whatsNewButton(page).hover();
    const panel = whatsNewPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-whats-new-id]')).toHaveCount(3);
    await expect(panel.locator('[data-whats-new-id="2026-04-dmarc-reports"]')).toContainText('DMARC aggregate reports');
    await expect(panel.locator('[data-whats-new-id="2026-05-time-of-click"]')).toContainText('05/12/2026');
    const report = panel.getByTestId('yearly-report-notice');
    await expect(report).toContainText('Email Threat Report 2025');
    const link = report.getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://www.example.com/en/reports/email-threat-report-2025');
    await expect(link).toHaveAttribute('target', '_blank');

    await useLanguage(page, 'ja');
    await whatsNewButton(page).hover();
    await expect(whatsNewPanel(page).locator('[data-whats-new-id="2026-04-dmarc-reports"]')).toContainText('DMARC 集計レポート');
    await expect(whatsNewPanel(page).locator('[data-whats-new-id="2026-05-time-of-click"]')).toContainText('2026/05/12');
    await expect(whatsNewPanel(page).getByTestId('yearly-report-notice').getByRole('link')).toHaveAttribute(
      'href',
      'https://www.example.com/ja/reports/email-threat-report-2025',
    );
  });

  test('a mouse click on the panel the hover opened keeps it open; the next click closes it; Enter toggles it', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'sub', '/dashboard');
    const panel = whatsNewPanel(page);
    // The pointer arrives (the panel opens), then clicks: what a mouse user does to open it.
    await whatsNewButton(page).hover();
    await expect(panel).toBeVisible();
    await whatsNewButton(page).click();
    await page.waitForTimeout(300);
    await expect(panel).toBeVisible();
    await expect(whatsNewButton(page)).toHaveAttribute('aria-expanded', 'true');
    await whatsNewButton(page).click();
    await expect(panel).toBeHidden();
    // Moving on the button after that click does not reopen it; leaving and coming back does.
    const box = await whatsNewButton(page).boundingBox();
    if (!box) throw new Error('the button has no box');
    await page.mouse.move(box.x + 2, box.y + 2);
    await expect(panel).toBeHidden();
    await page.mouse.move(0, 400);
    await whatsNewButton(page).hover();
    await expect(panel).toBeVisible();
    // The clicks left the focus on the button, which keeps the panel open; a click elsewhere closes it.
    await page.mouse.click(700, 600);
    await expect(panel).toBeHidden();

    // Keyboard focus opens it, and Enter on the button closes and opens it again.
    await whatsNewButton(page).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
  });

  test('the JP site gets its own list; keyboard focus opens the panel and Escape closes it', async ({ page }) => {
    await withoutStartupPopups(page);
    await loginAndLand(page, 'jpadmin', '/dashboard');
    await whatsNewButton(page).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const panel = whatsNewPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-whats-new-id="2026-05-jp-data-centre"]')).toBeVisible();
    await expect(panel.locator('[data-whats-new-id="2026-04-dmarc-reports"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(whatsNewButton(page)).toBeFocused();
  });
});
