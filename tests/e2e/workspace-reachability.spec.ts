/**
 * The service unreachable (docs/reachability.md): the UI-server goes away (every `/uiserver/` request
 * of the browser context refused, which a strict server cannot be asked to do), a menu click to a
 * page not kept fails, and every tab says the service cannot be reached and that the console keeps
 * trying, while the menus and the palette stay usable; a state-changing call made meanwhile is sent
 * once and never again. The service comes back and, with no click, the notice goes and the failed
 * page reloads by itself. And the maintenance window a deployer announces, before and during. In en
 * and ja, light and dark.
 */
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { seriousViolations } from './support/axe';
import { openPalette, palette } from './support/palette';
import { withoutStartupPopups } from './support/shell';
import { accountButton, text, useLanguage, useTheme } from './support/shell-chrome';
import { openFromMenu, shownFrame, slotOf } from './support/workspace';

const UI_SERVER = (url: URL) => url.pathname.startsWith('/uiserver/');
const POLICY_FRAME = '/uiserver/legacy/logs/policy-events';

const notice = (page: Page) => page.getByTestId('unreachable-notice');
const failed = (page: Page) => page.getByTestId('frame-failed');
const banner = (page: Page) => page.getByTestId('maintenance-banner');

/** The UI-server stops answering: every request to it, from every tab, is refused. */
async function serviceGoes(context: BrowserContext): Promise<void> {
  await context.route(UI_SERVER, (route) => route.abort('connectionrefused'));
}

async function serviceComesBack(context: BrowserContext): Promise<void> {
  await context.unroute(UI_SERVER);
}

/** Signed in (the language chosen before), on a legacy page whose frame has loaded. */
async function openAuditLog(page: Page): Promise<void> {
  await page.goto('/logs/audit-log');
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
}

const changesState = (request: Request) =>
  new URL(request.url()).pathname.startsWith('/uiserver/') && ['POST', 'PUT', 'DELETE', 'PATCH'].includes(request.method());

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

for (const language of ['en', 'ja'] as const) {
  test(`${language}: the service goes, every tab says so and keeps trying; it comes back and the page reloads with no click`, async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await loginAndLand(page, 'admin', '/dashboard');
    if (language === 'ja') await useLanguage(page, 'ja');
    await openAuditLog(page);
    // A second tab of the console, open before the service goes.
    const other = await context.newPage();
    await withoutStartupPopups(other);
    await other.goto('/dashboard');
    await expect(other.locator('nav[data-testid="side-menu"]')).toBeVisible();
    // The notices' code is in memory once the shell has shown.
    await expect(notice(page)).toBeAttached();
    await expect(notice(other)).toBeAttached();
    await expect(notice(page)).toBeEmpty();

    const sent: string[] = [];
    context.on('request', (request) => {
      if (changesState(request)) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await serviceGoes(context);
    await openFromMenu(page, '/logs/policy-events');
    await expect(failed(page)).toBeVisible();
    await expect(notice(page)).toHaveText(new RegExp(escape(text(language, 'reachability.unreachable'))));
    await expect(notice(page)).toHaveAttribute('role', 'status');
    await expect(notice(page).getByRole('button', { name: text(language, 'reachability.tryNow') })).toBeVisible();
    // The other tab is told, and says the same.
    await expect(notice(other)).toContainText(text(language, 'reachability.unreachable'));

    // Nothing is covered: the account menu, the side menu and the palette still open.
    await accountButton(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await openPalette(page);
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await openFromMenu(page, '/logs/audit-log');
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
    // A state-changing call made now fails once, and is never sent again by the console.
    // Whichever the account's theme is now: other tests switch it too.
    const themeSwitch = (theme: 'dark' | 'light') =>
      page.getByRole('button', { name: text(language, 'theme.switchTo', { theme: text(language, `theme.${theme}`) }) });
    await themeSwitch('dark').or(themeSwitch('light')).click();
    await expect.poll(() => sent.length).toBe(1);
    await page.clock.runFor(120_000);
    await expect(notice(page)).toContainText(text(language, 'reachability.unreachable'));

    await openFromMenu(page, '/logs/policy-events');
    await expect(failed(page)).toBeVisible();
    await serviceComesBack(context);
    // No click: the back-off's next try (at most a minute away) finds the service.
    await page.clock.runFor(61_000);
    await expect(notice(page)).toBeEmpty();
    await expect(notice(other)).toBeEmpty();
    await expect(failed(page)).toHaveCount(0);
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(POLICY_FRAME);
    expect(sent.filter((call) => call.endsWith('/account/theme'))).toHaveLength(1);
    expect(sent).toHaveLength(1);
    await other.close();
  });
}

test('the browser coming back online tries at once, and Try now is reachable by keyboard', async ({ page, context }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await openAuditLog(page);
  await expect(notice(page)).toBeAttached();
  await serviceGoes(context);
  await openFromMenu(page, '/logs/policy-events');
  await expect(notice(page)).toContainText(text('en', 'reachability.unreachable'));
  expect(await seriousViolations(page)).toEqual([]);

  // Try now, from the keyboard, while the service is still away: it stays.
  const tryNow = notice(page).getByRole('button', { name: text('en', 'reachability.tryNow') });
  await tryNow.focus();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toContainText(text('en', 'reachability.unreachable'));

  await context.setOffline(true);
  await serviceComesBack(context);
  // The real clock: the back-off would take seconds; `online` tries at once.
  await context.setOffline(false);
  await expect(notice(page)).toBeEmpty({ timeout: 3_000 });
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(POLICY_FRAME);
});

test('an error status from the service is not "unreachable"', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await openAuditLog(page);
  await expect(notice(page)).toBeAttached();
  await page.route(
    (url) => url.pathname === POLICY_FRAME,
    (route) => route.fulfill({ status: 500, body: 'broken' }),
  );
  await page.route('**/uiserver/api/v1/**', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await openFromMenu(page, '/logs/policy-events');
  await expect(failed(page)).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(notice(page)).toBeEmpty();
});

/** A console-config.json with a maintenance window from `start` to `end` (ms from now). */
async function announceMaintenance(page: Page, startIn: number, endIn: number): Promise<void> {
  const at = (offset: number) => new Date(Date.now() + offset).toISOString().replace(/\.\d+Z$/, 'Z');
  const maintenance = {
    start: at(startIn),
    end: at(endIn),
    text: { en: 'Mail keeps flowing; the console is read-only.', ja: 'メールは止まりません。コンソールは閲覧のみです。' },
  };
  await page.route('**/console-config.json', (route) => route.fulfill({ json: { maintenance } }));
}

for (const language of ['en', 'ja'] as const) {
  test(`${language}: a maintenance window is announced before, can be closed, and stays during`, async ({ page }) => {
    await page.clock.install();
    await announceMaintenance(page, 60 * 60_000, 3 * 60 * 60_000);
    await loginAndLand(page, 'admin', '/dashboard');
    if (language === 'ja') await useLanguage(page, 'ja');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveAttribute('data-phase', 'before');
    await expect(banner(page)).toHaveAccessibleName(text(language, 'reachability.maintenanceLabel'));
    const said = language === 'en' ? 'Mail keeps flowing; the console is read-only.' : 'メールは止まりません。コンソールは閲覧のみです。';
    await expect(banner(page)).toContainText(said);
    // Start and end in the browser's own zone, with its offset.
    await expect(banner(page)).toContainText(/\(UTC[+-]\d\d:\d\d\).*\(UTC[+-]\d\d:\d\d\)/);
    // The window opens while the page is open: the banner follows, and can no longer be closed.
    await page.clock.runFor(60 * 60_000 + 1_000);
    await expect(banner(page)).toHaveAttribute('data-phase', 'during');
    await expect(banner(page)).toContainText(said);
    await expect(banner(page).getByRole('button')).toHaveCount(0);
    // And it closes.
    await page.clock.runFor(2 * 60 * 60_000);
    await expect(banner(page)).toHaveCount(0);
  });
}

test('the heads-up closed in a tab stays closed in that tab', async ({ page }) => {
  await announceMaintenance(page, 60 * 60_000, 2 * 60 * 60_000);
  await loginAndLand(page, 'admin', '/dashboard');
  await banner(page)
    .getByRole('button', { name: text('en', 'reachability.dismiss') })
    .click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('nav[data-testid="side-menu"]')).toBeVisible();
  await expect(notice(page)).toBeAttached();
  await expect(banner(page)).toHaveCount(0);
});

test('a window already over, or of another shape, shows nothing', async ({ page }) => {
  await announceMaintenance(page, -2 * 60 * 60_000, -60 * 60_000);
  await loginAndLand(page, 'admin', '/dashboard');
  await expect(notice(page)).toBeAttached();
  await expect(banner(page)).toHaveCount(0);
});

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshots: the notice and the banner, ${language} ${theme}`, async ({ page, context }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 640 });
      await announceMaintenance(page, -60_000, 2 * 60 * 60_000);
      await loginAndLand(page, 'admin', '/dashboard');
      if (language === 'ja') await useLanguage(page, 'ja');
      await openAuditLog(page);
      await useTheme(page, theme);
      await expect(banner(page)).toBeVisible();
      await serviceGoes(context);
      await openFromMenu(page, '/logs/policy-events');
      await expect(notice(page)).toContainText(text(language, 'reachability.unreachable'));
      // The page opened during the outage (a kept page reloading for the theme may fail beside it, hidden).
      await expect(slotOf(page, '/logs/policy-events').getByTestId('frame-failed')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`reachability-${language}-${theme}.png`) });
      await page.setViewportSize({ width: 400, height: 700 });
      await page.screenshot({ path: testInfo.outputPath(`reachability-${language}-${theme}-phone.png`) });
      await serviceComesBack(context);
    });
  }
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
