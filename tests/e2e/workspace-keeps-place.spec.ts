/**
 * Real legacy pages aim links and forms at the whole window (`_top`, `_parent`). They do not replace
 * the console: a legacy page they aim at opens in the frame (the console url follows), the logoff
 * signs out as the console's Log off does, anything else opens in a new tab. The stand-ins'
 * switches (server/README.md) make the pages behave so. (Frame-busting scripts and `top.location`
 * assignments still leave the console: docs/frame-workspace.md.)
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { VENDOR_HOST } from './support/csp-reports';
import { sideMenu, withoutStartupPopups } from './support/shell';
import { consoleUrl, openFromMenu, shownFrame } from './support/workspace';

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

/** Marks the console document, to tell later that it was never replaced. */
async function markConsole(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { consoleMark: string }).consoleMark = 'still here'));
}
async function expectSameConsole(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { consoleMark?: string }).consoleMark)).toBe('still here');
  await expect(sideMenu(page)).toBeVisible();
}

test.describe('links and forms aimed at the whole window', () => {
  test.beforeEach(async ({ page }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    await page.goto('/logs/audit-log?standin=top-links');
    await expect(shownFrame(page).locator('#top-legacy')).toBeVisible();
    await markConsole(page);
  });

  test('a _top link to a legacy page another route owns opens inside the console, the url following', async ({ page }) => {
    await shownFrame(page).locator('#top-legacy').click();
    await expect(page).toHaveURL((url) => url.pathname === '/logs/policy-events');
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/policy-events');
    await expectSameConsole(page);
  });

  test('a _parent link opens inside too, its query carried', async ({ page }) => {
    await shownFrame(page).locator('#parent-legacy').click();
    await expect.poll(() => consoleUrl(page)).toBe('/quarantine/query?from=parent');
    await expectSameConsole(page);
  });

  test('a _top form posts inside the frame and lands where the server sends it', async ({ page }) => {
    await shownFrame(page).getByRole('button', { name: 'Save (target _top)' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log' && url.searchParams.get('saved') === 'from a _top form');
    await expectSameConsole(page);
  });

  test('a _top link to another site opens in a new tab; the console and the page stay', async ({ page, context }) => {
    const opened = context.waitForEvent('page');
    await shownFrame(page).locator('#top-foreign').click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).hostname).toBe('vendor.localhost');
    // Not told where it came from, and no way back into the console.
    expect(await tab.evaluate(() => [document.referrer, window.opener === null])).toEqual(['', true]);
    await tab.close();
    await expectSameConsole(page);
    await expect(shownFrame(page).locator('#top-legacy')).toBeVisible();
  });

  test('a _top link to the logoff signs out as Log off does', async ({ page }) => {
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(new URL(request.url()).pathname);
    });
    await shownFrame(page).locator('#top-logoff').click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(navigations).toContain('/uiserver/logoff');
    // Signed out for real.
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('a click with a modifier is left to the browser: a new tab, the console untouched', async ({ page, context }) => {
    const opened = context.waitForEvent('page');
    await shownFrame(page)
      .locator('#top-legacy')
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.close();
    await expectSameConsole(page);
    expect(new URL(page.url()).pathname).toBe('/logs/audit-log');
  });
});

test('a framed page that goes to another site: said so, with a way back to the route’s own page; the menu brings it back too', async ({
  page,
}) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log?day=3');
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
  const failed = page.getByTestId('frame-failed');
  // The console's CSP refuses other sites in its frames (frame-src 'self'); the suite's zero-report
  // check knows the vendor stand-in's refusals are meant.
  const leave = async () =>
    shownFrame(page)
      .locator('body')
      .evaluate((body, host) => {
        body.ownerDocument.defaultView?.location.assign(`http://${host}:${window.location.port}/uiserver/dev/vendor-site`);
      }, VENDOR_HOST);
  await leave();
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('heading')).toHaveText('Audit Log went to another site');
  await expect(failed.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // Back to the route's own page.
  await failed.getByRole('button', { name: 'Back to Audit Log' }).click();
  await expect(failed).toHaveCount(0);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
  await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');

  // Gone again; choosing the page in the menu shows it as well.
  await leave();
  await expect(failed).toBeVisible();
  await openFromMenu(page, '/logs/audit-log');
  await expect(failed).toHaveCount(0);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
});
