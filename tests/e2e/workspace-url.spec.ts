/**
 * The console url follows the framed page: links, form posts (Post/Redirect/Get) and script
 * navigations inside a legacy frame are written into the console url (replaced, not pushed, since
 * the frame's own navigation is already a history entry), so Reload restores the page and Back
 * steps through framed pages one at a time.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { consoleUrl, openFromMenu, shownFrame } from './support/workspace';

const AUDIT = '/logs/audit-log';
const AUDIT_FRAME = '/uiserver/legacy/logs/audit-log';

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'admin', '/dashboard');
});

async function expectFramed(page: Page, path: string, query: string): Promise<void> {
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(path);
  await expect(shownFrame(page).getByTestId('legacy-query')).toHaveText(query);
}

/** Three navigations inside the audit log's frame: a detail link, the link back, a form post. */
async function navigateThreeTimes(page: Page): Promise<void> {
  await openFromMenu(page, AUDIT);
  await expect(page).toHaveURL((url) => url.pathname === AUDIT);
  await expectFramed(page, AUDIT_FRAME, '');

  await shownFrame(page).getByTestId('standin-detail-link').nth(1).click();
  await expectFramed(page, `${AUDIT_FRAME}/detail/2`, '');
  await expect.poll(() => consoleUrl(page)).toBe(`${AUDIT}#${AUDIT_FRAME}/detail/2`);

  await shownFrame(page).getByTestId('standin-back').click();
  await expectFramed(page, AUDIT_FRAME, '');
  await expect.poll(() => consoleUrl(page)).toBe(AUDIT);

  await shownFrame(page).getByTestId('standin-note').fill('hello');
  await shownFrame(page).getByTestId('standin-save').click();
  await expectFramed(page, AUDIT_FRAME, 'saved=hello');
  await expect.poll(() => consoleUrl(page)).toBe(`${AUDIT}?saved=hello`);
}

test('reload after three navigations inside a frame restores the page', async ({ page }) => {
  await navigateThreeTimes(page);
  await page.reload();
  await expectFramed(page, AUDIT_FRAME, 'saved=hello');
  await expect.poll(() => consoleUrl(page)).toBe(`${AUDIT}?saved=hello`);

  // A page no route names is restored from the fragment.
  await shownFrame(page).getByTestId('standin-detail-link').first().click();
  await expect.poll(() => consoleUrl(page)).toBe(`${AUDIT}#${AUDIT_FRAME}/detail/1`);
  await page.reload();
  await expectFramed(page, `${AUDIT_FRAME}/detail/1`, '');
});

test('Back three times steps through the framed pages, the console url following each', async ({ page }) => {
  await navigateThreeTimes(page);
  const steps: [string, string, string][] = [
    [AUDIT, AUDIT_FRAME, ''],
    [`${AUDIT}#${AUDIT_FRAME}/detail/2`, `${AUDIT_FRAME}/detail/2`, ''],
    [AUDIT, AUDIT_FRAME, ''],
  ];
  for (const [console, framed, query] of steps) {
    await page.goBack();
    await expectFramed(page, framed, query);
    await expect.poll(() => consoleUrl(page)).toBe(console);
  }
  // One more Back leaves the audit log for the page before it: no doubled entries on the way.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await page.goForward();
  await expect.poll(() => consoleUrl(page)).toBe(AUDIT);
  await expectFramed(page, AUDIT_FRAME, '');
});

test('a frame that goes to another route page moves the url, the menu highlight and the title to that route', async ({ page }) => {
  await openFromMenu(page, AUDIT);
  await expectFramed(page, AUDIT_FRAME, '');
  const marker = await page.evaluate(() => ((window as unknown as { shellMark: number }).shellMark = Math.random()));
  await page
    .frames()
    .find((frame) => frame.url().includes(AUDIT_FRAME))
    ?.evaluate(() => window.location.assign('/uiserver/legacy/logs/policy-events?day=3'));
  await expect.poll(() => consoleUrl(page)).toBe('/logs/policy-events?day=3');
  await expectFramed(page, '/uiserver/legacy/logs/policy-events', 'day=3');
  await expect(page.locator('nav[data-testid="side-menu"] a[data-route="/logs/policy-events"]')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^Policy events/i);
  // The same console document: nothing reloaded but the frame.
  expect(await page.evaluate(() => (window as unknown as { shellMark: number }).shellMark)).toBe(marker);
});

test('a fragment naming anything but a UI-server page is not framed', async ({ page }) => {
  for (const hash of ['#//evil.localhost/x', '#/uiserver/api/v1/account/present', '#/login']) {
    await page.goto(`${AUDIT}?day=1${hash}`);
    await expectFramed(page, AUDIT_FRAME, 'day=1');
  }
});
