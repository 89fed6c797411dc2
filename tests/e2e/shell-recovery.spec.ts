/**
 * Recovery from an unreachable service (docs/reachability.md, "Recovery"): what failed for want of
 * the service comes back by itself once it answers. The page search's code, asked for the first
 * time during an outage, says so in a notice that covers none of the header and can be closed, goes
 * by itself once the service answers, and the search then opens without a reload. A native screen's
 * read that met no reply is asked again by itself, and nothing that changes state is sent again.
 * The service goes as in workspace-reachability.spec.ts, and with it the console's own files (they
 * come from the same host).
 */
import { expect, test, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { seriousViolations } from './support/axe';
import { openPalette, palette } from './support/palette';
import { withoutStartupPopups } from './support/shell';
import { header, isApi, text, useLanguage } from './support/shell-chrome';

const API = (url: URL) => url.pathname.startsWith('/uiserver/');
const SERVICE = (url: URL) => url.pathname.startsWith('/uiserver/') || url.pathname.startsWith('/assets/');

const unreachable = (page: Page) => page.getByTestId('unreachable-notice');
const loadFailed = (page: Page) => page.getByTestId('palette-load-failed');

/** The host stops answering: the API and the console's own files, for every tab. */
async function serviceGoes(context: BrowserContext): Promise<void> {
  await context.route(SERVICE, (route) => route.abort('connectionrefused'));
}

async function serviceComesBack(context: BrowserContext): Promise<void> {
  await context.unroute(SERVICE);
}

const changesState = (request: Request) =>
  new URL(request.url()).pathname.startsWith('/uiserver/') && ['POST', 'PUT', 'DELETE', 'PATCH'].includes(request.method());

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

for (const language of ['en', 'ja'] as const) {
  test(`${language}: the page search asked for during an outage says so, closably, below the header; it opens once the service is back`, async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await loginAndLand(page, 'admin', '/dashboard');
    if (language === 'ja') await useLanguage(page, 'ja');
    // The notices' code is in memory once the shell has shown.
    await expect(unreachable(page)).toBeAttached();
    await expect(page.locator('nav[data-testid="side-menu"]')).toBeVisible();

    // A mark on the document: still there at the end if the page was not reloaded.
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    // The start's own calls answered first: one answered while the failed load is being confirmed
    // would mean the service answers (docs/reachability.md), and no outage would be announced.
    await page.waitForLoadState('networkidle');
    await serviceGoes(context);
    await page.keyboard.press('Control+K');
    await expect(loadFailed(page).locator('p')).toHaveText(text(language, 'palette.loadFailed'));
    await expect(loadFailed(page)).toHaveAttribute('role', 'alert');
    await expect(palette(page)).toHaveCount(0);
    // The failed load is confirmed as a call that met no reply is: the service is said to be away.
    await expect(unreachable(page)).toContainText(text(language, 'reachability.unreachable'));
    // The header (its search field and its clock) stays in view, uncovered.
    const notice = (await loadFailed(page).boundingBox())!;
    const bar = (await header(page).boundingBox())!;
    expect(notice.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(page.getByTestId('header-clock')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`palette-load-failed-${language}.png`) });

    // It can be closed; asked again during the outage, the search fails again and says so again.
    await loadFailed(page)
      .getByRole('button', { name: text(language, 'reachability.closeLoadFailure') })
      .click();
    await expect(loadFailed(page)).toHaveCount(0);
    await page.keyboard.press('Control+K');
    await expect(loadFailed(page)).toBeVisible();

    // The service comes back: with no click, the back-off's next try finds it and the notice goes.
    await serviceComesBack(context);
    await page.clock.runFor(61_000);
    await expect(unreachable(page)).toBeEmpty();
    await expect(loadFailed(page)).toHaveCount(0);
    // The search opens without a reload.
    await openPalette(page);
    await expect(palette(page)).toBeVisible();
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
}

for (const language of ['en', 'ja'] as const) {
  test(`${language}: a chunk the page search imports, cut off while it loads, is held by the browser: the notice offers Reload, which brings the search`, async ({
    page,
  }) => {
    // Two loads of the console and an axe run.
    test.setTimeout(90_000);
    await loginAndLand(page, 'admin', '/dashboard');
    if (language === 'ja') await useLanguage(page, 'ja');
    await expect(page.locator('nav[data-testid="side-menu"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The search's own script arrives, but a script it imports is cut off (a dropped connection
    // mid-load) and the browser keeps that failure for the document's life, for every copy of the
    // search that imports it. Played deterministically: every copy of the search's script is served
    // with one more import, of a script whose every fetch is cut off. (Which of the real imports
    // Chromium keeps depends on timing, measured: preload links race the module graph's own fetch.)
    const KEPT = '/assets/kept-as-failed.js';
    const search = (url: URL) => /^\/assets\/CommandPalette-[\w-]+\.js$/.test(url.pathname);
    const withKeptImport = async (route: Route) => {
      const real = await route.fetch();
      await route.fulfill({ response: real, body: `import '${KEPT}';\n${await real.text()}` });
    };
    const keptFailed = (url: URL) => url.pathname === KEPT;
    const cutOff = (route: Route) => route.abort('connectionreset');
    await page.route(search, withKeptImport);
    await page.route(keptFailed, cutOff);
    await page.keyboard.press('Control+K');
    await expect(loadFailed(page)).toBeVisible();

    // The server answers for the search's script, yet no try can load it in this document. The next
    // try finds that out (a fresh copy fails, and a HEAD request is answered) and the notice says so.
    // Here the try is the user's Ctrl+K, as the notice says (the store's own try, once the watch has
    // confirmed that the service answers, may come first, and finds the same).
    await page.keyboard.press('Control+K');
    await expect(loadFailed(page)).toHaveAttribute('data-held', 'true');
    await expect(loadFailed(page).locator('p')).toHaveText(text(language, 'parts.heldFailed'));
    // Ctrl+K once more: still held, no palette, the same honest notice.
    await page.keyboard.press('Control+K');
    await expect(palette(page)).toHaveCount(0);
    await expect(loadFailed(page)).toHaveAttribute('data-held', 'true');
    // No outage is announced: the service answered all along.
    await expect(unreachable(page)).toBeEmpty();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`palette-held-${language}.png`) });

    // The reload loads the console afresh (its module map empty): the search then loads.
    await page.unroute(search, withKeptImport);
    await page.unroute(keptFailed, cutOff);
    await loadFailed(page)
      .getByRole('button', { name: text(language, 'parts.reload') })
      .click();
    await expect(loadFailed(page)).toHaveCount(0);
    await expect(page.locator('nav[data-testid="side-menu"]')).toBeVisible();
    await openPalette(page);
    await expect(palette(page)).toBeVisible();
  });
}

test('a native screen’s search that met no reply is asked again by itself once the service answers; the sync is never sent again', async ({
  page,
  context,
}) => {
  const PATH = '/administration/license/manual_check';
  const GLOBEX = '6f9619ff-8b86-4d01-b42d-00c04fc964ff';
  await page.clock.install();
  await loginAndLand(page, 'support', PATH);
  await expect(unreachable(page)).toBeAttached();
  // The start's own calls answered first: a reply that lands while the failed search is being
  // confirmed means the service answers (docs/reachability.md), and no outage would be announced.
  await page.waitForLoadState('networkidle');
  const reads: string[] = [];
  const sent: string[] = [];
  context.on('request', (request) => {
    if (isApi(request, 'GET', `supporter/license/${GLOBEX}`)) reads.push(request.url());
    if (changesState(request)) sent.push(request.url());
  });

  await context.route(API, (route) => route.abort('connectionrefused'));
  await page.locator('#license-search_companyId').fill(GLOBEX);
  await page.keyboard.press('Enter');
  const failed = page.getByTestId('license-load-failed');
  await expect(failed).toContainText(text('en', 'reachability.readAgain'));
  await expect(unreachable(page)).toContainText(text('en', 'reachability.unreachable'));
  expect(reads).toHaveLength(1);

  await context.unroute(API);
  await page.clock.runFor(61_000);
  await expect(unreachable(page)).toBeEmpty();
  await expect(page.getByTestId('license-details')).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(reads).toHaveLength(2);
  expect(sent).toEqual([]);
});
