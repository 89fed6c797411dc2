/**
 * The console url follows the framed page: links, form posts (Post/Redirect/Get) and script
 * navigations inside a legacy frame are written into the console url (replaced, not pushed, since
 * the frame's own navigation is already a history entry), so Reload restores the page, Back and
 * Forward step through framed pages one entry per navigation, and the side-menu highlight, the
 * Administration panel group and the tab title follow the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { adminPanel, withoutStartupPopups } from './support/shell';
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

test('Forward steps through the same framed pages again: one history entry per navigation, none doubled or dead', async ({ page }) => {
  // Eight history steps, each waiting for the frame: more than the default time on a busy machine.
  test.slow();
  const historyLength = () => page.evaluate(() => window.history.length);
  const before = await historyLength();
  await navigateThreeTimes(page);
  // The menu click and the three navigations inside the frame: four entries, no more.
  expect(await historyLength()).toBe(before + 4);
  const steps: [string, string, string][] = [
    [AUDIT, AUDIT_FRAME, ''],
    [`${AUDIT}#${AUDIT_FRAME}/detail/2`, `${AUDIT_FRAME}/detail/2`, ''],
    [AUDIT, AUDIT_FRAME, ''],
    [`${AUDIT}?saved=hello`, AUDIT_FRAME, 'saved=hello'],
  ];
  // Back to the page before the audit log, one settled step at a time.
  for (const [console, framed, query] of steps.slice(0, 3).reverse()) {
    await page.goBack();
    await expectFramed(page, framed, query);
    await expect.poll(() => consoleUrl(page)).toBe(console);
  }
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  for (const [console, framed, query] of steps) {
    await page.goForward();
    await expectFramed(page, framed, query);
    await expect.poll(() => consoleUrl(page)).toBe(console);
  }
  expect(await historyLength()).toBe(before + 4);
});

test('Back across a menu switch returns to the kept page where it was, then steps back inside it', async ({ page }) => {
  const EVENTS = '/logs/policy-events';
  await openFromMenu(page, AUDIT);
  await expectFramed(page, AUDIT_FRAME, '');
  await shownFrame(page).getByTestId('standin-detail-link').nth(2).click();
  await expectFramed(page, `${AUDIT_FRAME}/detail/3`, '');
  await expect.poll(() => consoleUrl(page)).toBe(`${AUDIT}#${AUDIT_FRAME}/detail/3`);
  await openFromMenu(page, EVENTS);
  await expect.poll(() => consoleUrl(page)).toBe(EVENTS);
  await expectFramed(page, `/uiserver/legacy${EVENTS}`, '');

  await page.goBack();
  await expect.poll(() => consoleUrl(page)).toBe(`${AUDIT}#${AUDIT_FRAME}/detail/3`);
  await expectFramed(page, `${AUDIT_FRAME}/detail/3`, '');
  await page.goBack();
  await expect.poll(() => consoleUrl(page)).toBe(AUDIT);
  await expectFramed(page, AUDIT_FRAME, '');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

  // And forward again over the same entries.
  await page.goForward();
  await expect.poll(() => consoleUrl(page)).toBe(AUDIT);
  await page.goForward();
  await expect.poll(() => consoleUrl(page)).toBe(`${AUDIT}#${AUDIT_FRAME}/detail/3`);
  await expectFramed(page, `${AUDIT_FRAME}/detail/3`, '');
  await page.goForward();
  await expect.poll(() => consoleUrl(page)).toBe(EVENTS);
  await expectFramed(page, `/uiserver/legacy${EVENTS}`, '');
});

test('a frame that goes to another Administration page opens that page group in the panel and marks the page', async ({ page }) => {
  const from = '/administration/policy-address-group';
  const to = '/administration/account-management';
  await page.addInitScript(() => window.localStorage.setItem('sideMenuOpen', 'true'));
  await page.goto(from);
  await expectFramed(page, `/uiserver/legacy${from}`, '');
  const panel = adminPanel(page);
  const group = (key: string) => panel.locator(`section[data-group="${key}"]`);
  await expect(group('policyObjects').getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(group('administratorManagement').getByRole('button')).toHaveAttribute('aria-expanded', 'false');

  await page
    .frames()
    .find((frame) => new URL(frame.url()).pathname === `/uiserver/legacy${from}`)
    ?.evaluate((target) => window.location.assign(target), `/uiserver/legacy${to}?tab=2`);
  await expect.poll(() => consoleUrl(page)).toBe(`${to}?tab=2`);
  await expect(group('administratorManagement').getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(group('policyObjects').getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.locator(`a[data-route="${to}"]`)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^Account management/i);
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
