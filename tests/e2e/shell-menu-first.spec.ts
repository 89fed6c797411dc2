/**
 * Issue 40, item 1: the menu first. After Log On, and on a reload of a signed-in page, the frame that
 * first shows the side menu shows the header and the content area's frame with it, and nothing that
 * can wait: no pop-up, no legacy page's frame, and none of their calls or code requested yet
 * (shell/parts/shell-paint.ts). The upgrade banner above the header is no part that waits: it would
 * move the shell down after the first frame, so its status is asked beside the account and it paints
 * in that frame (engine/header/upgrade-banner.ts); nothing in the console's own page shifts after it. Recorded inside the page: a MutationObserver sees each part's
 * first DOM, an animation-frame callback runs just before the frame that first shows the menu is
 * painted, and resource timing gives each request's start. Nothing is lost by waiting: the promotion
 * still pops up, the page's frame loads, the notices reach the bell, the what's-new file is read.
 */
import { expect, test, type Page } from '@playwright/test';
import { login, submitLogin } from './support/auth';
import { bellButton, bellPanel, header, whatsNewButton, whatsNewPanel } from './support/shell-chrome';

interface Order {
  /** The Log On click (0 on a reload): what the login page warms up while the user types may come before it. */
  logOn: number;
  /** Just before the frame that first shows a side-menu link is painted (its animation callback). */
  menuFrame: number;
  /** The first DOM of each part, by name, as the observer saw it. */
  firstSeen: Record<string, number>;
  /** Which of the parts were in the document in that frame. */
  inMenuFrame: string[];
  /** Header, content frame and the upgrade banner (the account shows one) in that frame. */
  headerInMenuFrame: boolean;
  mainInMenuFrame: boolean;
  bannerInMenuFrame: boolean;
  resources: { name: string; start: number }[];
  /** The console page's own layout shifts (not its frames'), with what moved. */
  shifts: { at: number; value: number; moved: string[] }[];
}

/** Runs in the console's window (not in its frames) from the document's start. */
function record(): void {
  if (window.top !== window) return;
  const parts: Record<string, string> = {
    'frame-workspace': '[data-testid="frame-workspace"]',
    'legacy-frame': 'main iframe',
    dialog: '[role="dialog"]',
  };
  const order = {
    logOn: 0,
    menuFrame: 0,
    firstSeen: {} as Record<string, number>,
    inMenuFrame: [] as string[],
    headerInMenuFrame: false,
    mainInMenuFrame: false,
    bannerInMenuFrame: false,
    resources: [] as { name: string; start: number }[],
    shifts: [] as { at: number; value: number; moved: string[] }[],
  };
  (window as unknown as { __order: typeof order }).__order = order;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) order.resources.push({ name: entry.name, start: entry.startTime });
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[])
      order.shifts.push({
        at: entry.startTime,
        value: entry.value,
        moved: (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.tagName} ${node.className}` : String(node?.nodeName),
        ),
      });
  }).observe({ type: 'layout-shift', buffered: true });
  addEventListener(
    'click',
    (event) => {
      if (!order.logOn && event.target instanceof Element && event.target.closest('button[type=submit]')) order.logOn = performance.now();
    },
    true,
  );
  let menuSeen = false;
  new MutationObserver(() => {
    const now = performance.now();
    for (const [name, selector] of Object.entries(parts))
      if (order.firstSeen[name] === undefined && document.querySelector(selector)) order.firstSeen[name] = now;
    if (menuSeen || !document.querySelector('nav[data-testid="side-menu"] a')) return;
    menuSeen = true;
    requestAnimationFrame(() => {
      order.menuFrame = performance.now();
      order.inMenuFrame = Object.entries(parts).flatMap(([name, selector]) => (document.querySelector(selector) ? [name] : []));
      order.headerInMenuFrame = document.querySelector('header') !== null;
      order.mainInMenuFrame = document.querySelector('main#main') !== null;
      order.bannerInMenuFrame = document.querySelector('[data-testid="upgrade-banner"]') !== null;
    });
  }).observe(document, { childList: true, subtree: true });
}

/** The calls and code of the parts that wait for the menu. */
const DEFERRED = [
  /\/notice\/popup/,
  /\/notice\/list/,
  /\/account\/visionone\/promotion/,
  /\/whatisnew\.json/,
  /\/version\.json/,
  /\/assets\/(TabWatch|guard-top|NoticeDialog|PromotionDialog|ServiceNotices|StepUpHost|NewVersionPrompt|follow-settings|start-integrations)-/,
];

async function order(page: Page): Promise<Order> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __order: Order }).__order.menuFrame)).toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { __order: Order }).__order);
}

function expectMenuFirst(seen: Order): void {
  expect(seen.headerInMenuFrame).toBe(true);
  expect(seen.mainInMenuFrame).toBe(true);
  expect(seen.bannerInMenuFrame).toBe(true);
  expect(seen.inMenuFrame).toEqual([]);
  // The banner's status went out beside the account's read, before the menu's frame.
  const upgrade = seen.resources.filter((entry) => /\/account\/visionone\/productupgrade/.test(entry.name));
  expect(upgrade).toHaveLength(1);
  expect(upgrade[0]?.start).toBeLessThan(seen.menuFrame);
  for (const [part, at] of Object.entries(seen.firstSeen)) expect(at, part).toBeGreaterThan(seen.menuFrame);
  // Code the login page fetched while the user typed (its warm-up) is not the shell's doing.
  const deferred = seen.resources.filter(
    (entry) => DEFERRED.some((pattern) => pattern.test(entry.name)) && (seen.logOn === 0 || entry.start > seen.logOn),
  );
  for (const entry of deferred) expect(entry.start, entry.name).toBeGreaterThan(seen.menuFrame);
}

/** Once the signed-in shell painted, nothing in the console's page moves (the parts come over it or into their places). */
function expectNoShiftAfter(seen: Order): void {
  expect(seen.shifts.filter((shift) => shift.at >= seen.menuFrame)).toEqual([]);
}

/** Nothing lost: each part that waited comes. */
async function expectPartsCame(page: Page): Promise<void> {
  await expect(page.getByTestId('promotion-body')).toBeVisible();
  await expect(page.locator('main iframe').first()).toBeAttached();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await bellButton(page).hover();
  await expect(bellPanel(page).locator('[data-notice-id]').first()).toBeVisible();
  await whatsNewButton(page).hover();
  await expect(whatsNewPanel(page).getByRole('link').first()).toBeVisible();
}

test('after Log On the menu, the header and the content frame paint before any part that waits, and every part still comes', async ({
  page,
}) => {
  await page.addInitScript(record);
  // Code the warm-up fetches is not the shell's: Log On comes after it, as after a user's typing.
  await submitLogin(page, 'admin', undefined, { afterWarmUp: true });
  await expect(header(page)).toBeVisible();
  const seen = await order(page);
  expectMenuFirst(seen);
  // The parts came, each after the menu's frame.
  await expectPartsCame(page);
  const after = await order(page);
  for (const part of ['frame-workspace', 'legacy-frame', 'dialog']) expect(after.firstSeen[part], part).toBeGreaterThan(after.menuFrame);
  const calls = after.resources.filter((entry) => /notice\/popup|whatisnew\.json|visionone\/promotion/.test(entry.name));
  expect(calls.length).toBeGreaterThanOrEqual(3);
  expectNoShiftAfter(after);
});

test('a reload of a signed-in page paints the menu first too', async ({ page }) => {
  await login(page, 'admin');
  await expect(header(page)).toBeVisible();
  // The sign-in's own start-up pop-up first: it notes itself in the session storage when it shows,
  // which must not happen after the storage is cleared below.
  await expect(page.getByTestId('promotion-body')).toBeVisible();
  await page.addInitScript(record);
  // A new browser session's reload: the start-up pop-up comes again.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  const seen = await order(page);
  expectMenuFirst(seen);
  await expectPartsCame(page);
  expectNoShiftAfter(await order(page));
});
