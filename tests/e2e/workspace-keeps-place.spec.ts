/**
 * Real legacy pages aim links and forms at the whole window (`_top`, `_parent`), bust out of any
 * frame and set `top.location` by script. They do not replace the console: a legacy page they aim
 * at opens in the frame (the console url follows), the logoff signs out as the console's Log off
 * does, anything else opens in a new tab; a frame-buster stays in its frame. The stand-ins'
 * switches (server/README.md) make the pages behave so.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { VENDOR_HOST } from './support/csp-reports';
import { sideMenu, withoutStartupPopups } from './support/shell';
import { header, useLanguage } from './support/shell-chrome';
import { logOff } from './support/tabs';
import { consoleUrl, openFromMenu, shownFrame, slotOf } from './support/workspace';

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

/** Every page the console's own window (not a frame) loaded from now on: path and query. */
function windowNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const url = new URL(request.url());
      seen.push(`${url.pathname}${url.search}`);
    }
  });
  return seen;
}

/** Sends the whole window to `url` from the page of the frame on screen, as that page's own script would. */
async function topFromShownFrame(page: Page, url: string): Promise<void> {
  await shownFrame(page)
    .locator('body')
    .evaluate((body, to) => {
      (body.ownerDocument.defaultView as Window).top!.location.href = to;
    }, url);
}

/** A screen of the console's own, which the admin account may open. */
const MANUAL_CHECK = '/administration/license/manual_check';
const SMART_SCAN = '/administration/smart-scan';

test.describe('scripts aimed at the whole window', () => {
  test('a frame-busting page opened straight from a url stays in its frame: the console stays', async ({ page }) => {
    // The guard's lazy code held back on every load (routing also keeps it out of the HTTP cache):
    // the frame-buster runs before it has arrived.
    let guardServed = false;
    await page.route(/\/assets\/guard-top-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      guardServed = true;
      await route.continue();
    });
    await loginAndLand(page, 'admin', '/dashboard');
    await expect.poll(() => guardServed).toBe(true);
    guardServed = false;
    const navigations = windowNavigations(page);
    await page.goto('/logs/audit-log?standin=bust');
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
    await markConsole(page);
    // The guard arrives and judges what was held; then long enough for a navigation it let go.
    await expect.poll(() => guardServed).toBe(true);
    await page.waitForTimeout(1_000);
    await expectSameConsole(page);
    await expect(header(page)).toBeVisible();
    expect(consoleUrl(page)).toBe('/logs/audit-log?standin=bust');
    expect(navigations).toEqual(['/logs/audit-log?standin=bust']);
  });

  test('a frame-busting page a frame goes to stays in it; the console url follows the frame', async ({ page }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    await page.goto('/logs/audit-log');
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
    await markConsole(page);
    const navigations = windowNavigations(page);
    await shownFrame(page)
      .locator('body')
      .evaluate((body) => body.ownerDocument.defaultView?.location.assign('/uiserver/legacy/logs/policy-events?standin=bust'));
    await expect.poll(() => consoleUrl(page)).toBe('/logs/policy-events?standin=bust');
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/policy-events');
    await page.waitForTimeout(500);
    await expectSameConsole(page);
    expect(navigations).toEqual([]);
  });

  test.describe('on a page that sets top.location', () => {
    test.beforeEach(async ({ page }) => {
      await loginAndLand(page, 'admin', '/dashboard');
      await page.goto('/logs/audit-log?standin=top-links');
      await expect(shownFrame(page).locator('#script-top')).toBeVisible();
      await markConsole(page);
    });

    test('to a legacy page another route owns: it opens inside the console, the url following', async ({ page }) => {
      await shownFrame(page).locator('#script-top').click();
      await expect(page).toHaveURL((url) => url.pathname === '/logs/mail-tracking');
      await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/mail-tracking');
      await expectSameConsole(page);
    });

    test('to the logoff: signed out as Log off does', async ({ page }) => {
      await topFromShownFrame(page, '/uiserver/logoff');
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await page.goto('/dashboard');
      await expect(page).toHaveURL((url) => url.pathname === '/login');
    });

    test('to another site: a new tab, without a referrer or an opener; the console stays', async ({ page, context }) => {
      const opened = context.waitForEvent('page');
      await topFromShownFrame(page, `http://${VENDOR_HOST}:${new URL(page.url()).port}/uiserver/dev/vendor-site`);
      const tab = await opened;
      await tab.waitForLoadState();
      expect(new URL(tab.url()).hostname).toBe(VENDOR_HOST);
      expect(await tab.evaluate(() => [document.referrer, window.opener === null])).toEqual(['', true]);
      await tab.close();
      await expectSameConsole(page);
      expect(consoleUrl(page)).toBe('/logs/audit-log?standin=top-links');
    });

    test('to the console’s root (the account-management page after an Assume): the console goes there', async ({ page }) => {
      await topFromShownFrame(page, '/');
      await expect(page).toHaveURL((url) => url.pathname !== '/logs/audit-log');
      await expect(sideMenu(page)).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { consoleMark?: string }).consoleMark)).toBeUndefined();
    });
  });

  test('from a hidden page while a screen of the console’s own is shown: nothing opens', async ({ page }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    await page.goto(SMART_SCAN);
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/administration/smart-scan');
    await markConsole(page);
    // The console's own screen, from the Administration panel: no frame on screen, the page kept hidden.
    await page.getByRole('button', { name: 'Show the Administration panel', exact: true }).click();
    await page.locator(`aside[data-testid="admin-panel"] a[href="${MANUAL_CHECK}"]`).click();
    await expect(page.getByTestId('manual-license-check')).toBeVisible();
    await page
      .frameLocator(`[data-route="${SMART_SCAN}"] iframe`)
      .locator('body')
      .evaluate((body) => {
        (body.ownerDocument.defaultView as Window).top!.location.href = '/uiserver/legacy/logs/mail-tracking';
      });
    await page.waitForTimeout(500);
    await expectSameConsole(page);
    expect(consoleUrl(page)).toBe(MANUAL_CHECK);
    await expect(slotOf(page, '/logs/mail-tracking')).toHaveCount(0);
  });

  test('the console’s own Log off and a reload by the user still leave and reload', async ({ page }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    await page.goto('/logs/audit-log?standin=bust');
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
    await page.reload();
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
    expect(consoleUrl(page)).toBe('/logs/audit-log?standin=bust');
    await logOff(page);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('in Japanese too: the frame-buster stays in its frame, a script’s legacy page opens inside', async ({ page }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    await useLanguage(page, 'ja');
    await page.goto('/logs/audit-log?standin=bust');
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
    await markConsole(page);
    await page.waitForTimeout(500);
    await expectSameConsole(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await topFromShownFrame(page, '/uiserver/legacy/logs/mail-tracking');
    await expect(page).toHaveURL((url) => url.pathname === '/logs/mail-tracking');
    await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/mail-tracking');
    await expectSameConsole(page);
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
  // The page bar and the tab no longer claim the audit log is on screen.
  const bar = page.getByTestId('page-bar');
  await expect(bar).toHaveText(/^Logs › Audit Log ›\s*Another site$/);
  await expect(bar.getByRole('button')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Audit Log went to another site/);
  // Back to the route's own page.
  await failed.getByRole('button', { name: 'Back to Audit Log' }).click();
  await expect(failed).toHaveCount(0);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
  await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');
  await expect(bar).not.toContainText('Another site');

  // Gone again; choosing the page in the menu shows it as well.
  await leave();
  await expect(failed).toBeVisible();
  await openFromMenu(page, '/logs/audit-log');
  await expect(failed).toHaveCount(0);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log');
});
