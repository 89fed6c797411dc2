/**
 * Loading and failure of a legacy page: progress while it loads, and a message with the page's name
 * and Retry when it answers an error status or has not loaded within 20 seconds (the browser clock
 * is driven, so the test does not wait). Retry reloads only the frame. In en and ja, light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { text, useLanguage, useTheme } from './support/shell-chrome';
import { openFromMenu, shownFrame } from './support/workspace';

const AUDIT_FRAME = '/uiserver/legacy/logs/audit-log';

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

const failed = (page: Page) => page.getByTestId('frame-failed');
const loading = (page: Page) => page.getByTestId('frame-loading');

/** From now on the stand-in's test switch is taken out of the frame's requests: the page recovers. */
async function recover(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === AUDIT_FRAME && url.searchParams.has('standin'),
    async (route: Route) => {
      const url = new URL(route.request().url());
      url.searchParams.delete('standin');
      await route.fulfill({ response: await route.fetch({ url: url.href }) });
    },
  );
}

/** Marks the console document, to tell later whether it was reloaded. */
async function markShell(page: Page): Promise<number> {
  return page.evaluate(() => ((window as unknown as { shellMark: number }).shellMark = Math.random()));
}
const shellMark = (page: Page) => page.evaluate(() => (window as unknown as { shellMark?: number }).shellMark);

test('a page answering 500 shows the message with its name, and Retry reloads only the frame', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log?standin=fail');
  await expect(failed(page)).toBeVisible();
  await expect(failed(page).getByRole('heading')).toHaveText(text('en', 'frame.failedTitle', { page: 'Audit Log' }));
  await expect(failed(page)).toContainText(text('en', 'frame.failedStatus', { status: 500 }));
  expect(
    (await new AxeBuilder({ page }).include('[data-testid="frame-failed"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);

  const mark = await markShell(page);
  await recover(page);
  await failed(page)
    .getByRole('button', { name: text('en', 'frame.retry') })
    .click();
  await expect(failed(page)).toHaveCount(0);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(AUDIT_FRAME);
  expect(await shellMark(page)).toBe(mark);
});

const slow = (page: Page) => page.getByTestId('frame-slow');

test('a page not loaded within 20 seconds is said to take long, keeps loading, and Retry works', async ({ page }) => {
  await page.clock.install();
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log?standin=hang');
  await expect(loading(page)).toBeVisible();
  await expect(loading(page)).toContainText(text('en', 'frame.loading', { page: 'Audit Log' }));
  await page.clock.runFor(19_000);
  await expect(slow(page)).toHaveCount(0);
  await page.clock.runFor(1_500);
  // Slow is not failed: the page still loads, the spinner still turns, Retry is offered, not required.
  await expect(slow(page)).toBeVisible();
  await expect(slow(page)).toContainText(text('en', 'frame.slow', { page: 'Audit Log', seconds: 20 }));
  await expect(failed(page)).toHaveCount(0);

  const mark = await markShell(page);
  await recover(page);
  await slow(page)
    .getByRole('button', { name: text('en', 'frame.retry') })
    .click();
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(AUDIT_FRAME);
  await expect(slow(page)).toHaveCount(0);
  await expect(loading(page)).toHaveCount(0);
  expect(await shellMark(page)).toBe(mark);
});

test('a page that refuses to be framed says so, with Retry and Open in a new tab', async ({ page, context }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log?standin=deny');
  await expect(failed(page)).toBeVisible();
  await expect(failed(page).getByRole('heading')).toHaveText(text('en', 'frame.failedTitle', { page: 'Audit Log' }));
  await expect(failed(page)).toContainText(text('en', 'frame.refused', { page: 'Audit Log' }));
  await expect(failed(page).getByRole('button', { name: text('en', 'frame.retry') })).toBeVisible();
  const opened = context.waitForEvent('page');
  await failed(page)
    .getByRole('link', { name: text('en', 'frame.openInNewTab') })
    .click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(AUDIT_FRAME);
  expect(new URL(tab.url()).searchParams.get('standin')).toBe('deny');
  await tab.close();
});

test('a page whose server cannot be reached says so; Retry brings it once the server answers', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  const down = (url: URL) => url.pathname === AUDIT_FRAME;
  await page.route(down, (route) => route.abort('connectionrefused'));
  await page.goto('/logs/audit-log');
  await expect(failed(page)).toBeVisible();
  await expect(failed(page)).toContainText(text('en', 'frame.unreachable', { page: 'Audit Log' }));
  await page.unroute(down);
  await failed(page)
    .getByRole('button', { name: text('en', 'frame.retry') })
    .click();
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(AUDIT_FRAME);
  await expect(failed(page)).toHaveCount(0);
});

test('ja: refused and unreachable pages explain themselves in Japanese', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await useLanguage(page, 'ja');
  await page.goto('/logs/audit-log?standin=deny');
  await expect(failed(page)).toContainText(text('ja', 'frame.refused', { page: '監査ログ' }));
  await expect(failed(page).getByRole('link', { name: text('ja', 'frame.openInNewTab') })).toBeVisible();
  await page.route(
    (url) => url.pathname === AUDIT_FRAME,
    (route) => route.abort('connectionrefused'),
  );
  await page.goto('/logs/audit-log');
  await expect(failed(page)).toContainText(text('ja', 'frame.unreachable', { page: '監査ログ' }));
});

test('while a page loads, its spinner turns', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log?standin=hang');
  const spinner = loading(page).locator('svg').first();
  await expect(spinner).toBeVisible();
  // One running animation, a whole turn a second (Primer's spinner stands still without its motion variables).
  const turn = await spinner.evaluate((svg) =>
    svg.getAnimations().map((animation) => ({
      state: animation.playState,
      duration: animation.effect?.getComputedTiming().duration,
    })),
  );
  expect(turn).toEqual([{ state: 'running', duration: 1000 }]);
});

test('ja: the failure and loading texts, with the page name in Japanese', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await useLanguage(page, 'ja');
  await page.goto('/logs/audit-log?standin=fail');
  await expect(failed(page).getByRole('heading')).toHaveText(text('ja', 'frame.failedTitle', { page: '監査ログ' }));
  await expect(failed(page).getByRole('button', { name: text('ja', 'frame.retry') })).toBeVisible();
  await page.goto('/logs/audit-log?standin=hang');
  await expect(loading(page)).toContainText(text('ja', 'frame.loading', { page: '監査ログ' }));
});

test('dark theme: the loading and failure states keep the dark background', async ({ page }, testInfo) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await useTheme(page, 'dark');
  await page.goto('/logs/audit-log?standin=hang');
  await expect(loading(page)).toBeVisible();
  const background = await loading(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await page.screenshot({ path: testInfo.outputPath('dark-loading.png') });
  await page.goto('/logs/audit-log?standin=fail');
  await expect(failed(page)).toBeVisible();
  expect(await failed(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(background);
  await page.screenshot({ path: testInfo.outputPath('dark-failed.png') });
});

test('a page answering 404 shows the message with that status (read from the frame navigation timing)', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.route(
    (url) => url.pathname === AUDIT_FRAME && url.searchParams.get('page') === 'gone',
    (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title><p>Not found</p>' }),
  );
  await page.goto('/logs/audit-log?page=gone');
  await expect(failed(page)).toBeVisible();
  await expect(failed(page)).toContainText(text('en', 'frame.failedStatus', { page: 'Audit Log', status: 404 }));
  await page.unroute((url) => url.pathname === AUDIT_FRAME && url.searchParams.get('page') === 'gone');
  // A page that answers 200 is shown, not the message.
  await page.goto('/logs/audit-log?page=2');
  await expect(shownFrame(page).getByTestId('legacy-query')).toHaveText('page=2');
  await expect(failed(page)).toHaveCount(0);
});

for (const [language, theme, pageName] of [
  ['en', 'light', 'Audit Log'],
  ['ja', 'light', '監査ログ'],
  ['ja', 'dark', '監査ログ'],
] as const) {
  test(`${language}, ${theme}: the loading and failure states as shown (screenshots kept)`, async ({ page }, testInfo) => {
    await loginAndLand(page, 'admin', '/dashboard');
    if (language !== 'en') await useLanguage(page, language);
    if (theme !== 'light') await useTheme(page, theme);
    await page.goto('/logs/audit-log?standin=hang');
    await expect(loading(page)).toContainText(text(language, 'frame.loading', { page: pageName }));
    const background = await loading(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background === 'rgb(255, 255, 255)').toBe(theme === 'light');
    await page.screenshot({ path: testInfo.outputPath(`${language}-${theme}-loading.png`) });
    await page.goto('/logs/audit-log?standin=fail');
    await expect(failed(page).getByRole('heading')).toHaveText(text(language, 'frame.failedTitle', { page: pageName }));
    await expect(failed(page)).toContainText(text(language, 'frame.failedStatus', { page: pageName, status: 500 }));
    expect(await failed(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(background);
    await page.screenshot({ path: testInfo.outputPath(`${language}-${theme}-failed.png`) });
  });
}

test('a page answering 401 makes the console ask the server: with the session gone, the console is covered to sign in again, no page lost', async ({
  page,
}) => {
  await loginAndLand(page, 'admin', '/dashboard');
  const mark = await markShell(page);
  // The session ends at the server; the audit log's page then answers 401 with a page of its own
  // (a page's 401 names no code: only the call the console makes says what holds).
  await page.context().clearCookies({ name: 'sid' });
  await page.route(
    (url) => url.pathname === AUDIT_FRAME,
    (route) => route.fulfill({ status: 401, contentType: 'text/html', body: '<!doctype html><title>401</title><p>Unauthorized</p>' }),
  );
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/uiserver/api/v1/account/assumeas/previous');
  await openFromMenu(page, '/logs/audit-log');
  await asked;
  await expect(page.getByRole('dialog', { name: text('en', 'session.coverTitle') })).toBeVisible();
  // Covered in place: the console was not reloaded, and no page of it went.
  expect(await shellMark(page)).toBe(mark);
});
