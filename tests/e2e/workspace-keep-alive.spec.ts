/**
 * Recent legacy pages stay alive: switching back through the menu shows the kept frame at once,
 * with its scroll position and unsaved input, without loading it again; the sixth page drops the
 * least recently shown one; a theme change drops them all.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { text } from './support/shell-chrome';
import { frameSlots, openFromMenu, shownFrame, slotOf } from './support/workspace';

const PAGES = [
  '/logs/audit-log',
  '/logs/policy-events',
  '/logs/mail-tracking',
  '/logs/url-click-tracking',
  '/quarantine/query',
  '/reports/my-reports',
] as const;

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'admin', '/dashboard');
  // The landing page is framed once the frame workspace starts, just after the menu's first paint
  // (shell/parts/shell-paint.ts): a user who has seen it has it kept.
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/dashboard');
});

/** Opens a page from the menu and waits until its frame shows it. */
async function open(page: Page, route: string): Promise<void> {
  await openFromMenu(page, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(`/uiserver/legacy${route}`);
}

/** Counts navigations of legacy frames from now on. */
function countFrameLoads(page: Page): () => number {
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test('switching between two kept pages loads nothing and keeps scroll and typed input', async ({ page }) => {
  await open(page, PAGES[0]);
  await shownFrame(page).getByTestId('standin-note').fill('half-typed');
  await shownFrame(page)
    .locator('body')
    .evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolled = await shownFrame(page)
    .locator('body')
    .evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  await open(page, PAGES[1]);
  await shownFrame(page).getByTestId('standin-note').fill('other page');

  const loads = countFrameLoads(page);
  for (let round = 0; round < 3; round += 1) {
    await openFromMenu(page, PAGES[0]);
    await expect(page).toHaveURL((url) => url.pathname === PAGES[0]);
    await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('half-typed');
    expect(
      await shownFrame(page)
        .locator('body')
        .evaluate(() => window.scrollY),
    ).toBe(scrolled);
    await openFromMenu(page, PAGES[1]);
    await expect(page).toHaveURL((url) => url.pathname === PAGES[1]);
    await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('other page');
  }
  expect(loads()).toBe(0);
  // The landing page (the dashboard) is kept too.
  await expect(frameSlots(page)).toHaveCount(3);
  // The kept page is hidden, not removed, and out of the accessibility tree.
  await expect(slotOf(page, PAGES[0])).toBeHidden();
});

test('the sixth page drops the least recently shown one', async ({ page }) => {
  // The landing page (the dashboard) is the first kept page.
  await expect(slotOf(page, '/dashboard')).toHaveCount(1);
  for (const route of PAGES.slice(0, 4)) await open(page, route);
  await expect(frameSlots(page)).toHaveCount(5);
  await open(page, PAGES[4]);
  await expect(frameSlots(page)).toHaveCount(5);
  await expect(slotOf(page, '/dashboard')).toHaveCount(0);
  // Showing the first again makes the second the least recent.
  await open(page, PAGES[0]);
  await open(page, PAGES[5]);
  await expect(frameSlots(page)).toHaveCount(5);
  await expect(slotOf(page, PAGES[1])).toHaveCount(0);
  await expect(slotOf(page, PAGES[0])).toHaveCount(1);

  // The dropped page loads afresh; a kept one does not.
  const loads = countFrameLoads(page);
  await open(page, PAGES[2]);
  expect(loads()).toBe(0);
  await open(page, PAGES[1]);
  expect(loads()).toBeGreaterThan(0);
  await expect(slotOf(page, PAGES[3])).toHaveCount(0);
});

test('a theme change drops the kept pages and reloads the one on screen', async ({ page }) => {
  await open(page, PAGES[0]);
  await open(page, PAGES[1]);
  await expect(frameSlots(page)).toHaveCount(3);
  await page.getByRole('button', { name: text('en', 'theme.switchTo', { theme: text('en', 'theme.dark') }) }).click();
  await expect(frameSlots(page)).toHaveCount(1);
  await expect(slotOf(page, PAGES[1])).toHaveCount(1);
  await expect(shownFrame(page).locator('html')).toHaveAttribute('data-theme', 'dark');
});
