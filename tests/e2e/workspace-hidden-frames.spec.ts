/**
 * A kept page hidden behind the page on screen stays laid out (so showing it again is cheap) but is
 * out of reach: inert and aria-hidden, so Tab never enters it and assistive technology does not see
 * it, and a click where it lies reaches the page on screen.
 */
import { expect, test, type Frame, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { openFromMenu, shownFrame, slotOf } from './support/workspace';

const AUDIT = '/logs/audit-log';
const EVENTS = '/logs/policy-events';

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'admin', '/dashboard');
});

/** Opens a page from the menu and waits until its frame shows it. */
async function open(page: Page, route: string): Promise<void> {
  await openFromMenu(page, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(`/uiserver/legacy${route}`);
}

/** The frame (browsing context) showing the legacy page of `route`. */
function frameOf(page: Page, route: string): Frame {
  const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === `/uiserver/legacy${route}`);
  if (!frame) throw new Error(`no frame of ${route}`);
  return frame;
}

/**
 * The audit log on screen and the policy events kept hidden. The hidden frame was opened later, so
 * it lies on top of the one on screen: a click at any point of the page is a click where it lies.
 */
async function auditShownEventsKeptOnTop(page: Page): Promise<void> {
  await open(page, AUDIT);
  await open(page, EVENTS);
  await open(page, AUDIT);
  const order = await page
    .locator('[data-testid="frame-workspace"] > [data-route]')
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-route')));
  expect(order.indexOf(EVENTS)).toBeGreaterThan(order.indexOf(AUDIT));
}

test('a hidden kept page is inert and aria-hidden, laid out behind the page on screen', async ({ page }) => {
  await auditShownEventsKeptOnTop(page);
  const hidden = slotOf(page, EVENTS);
  await expect(hidden).toHaveAttribute('inert', '');
  await expect(hidden).toHaveAttribute('aria-hidden', 'true');
  await expect(hidden).toBeHidden();
  await expect(slotOf(page, AUDIT)).not.toHaveAttribute('inert');
  await expect(slotOf(page, AUDIT)).not.toHaveAttribute('aria-hidden');
  // Hidden, not taken out of layout: it keeps the size of the page area.
  const [shownBox, hiddenBox] = await Promise.all([slotOf(page, AUDIT).boundingBox(), hidden.boundingBox()]);
  expect(hiddenBox).toEqual(shownBox);
  expect(hiddenBox?.height).toBeGreaterThan(300);
});

test('assistive technology sees only the page on screen', async ({ page }) => {
  await auditShownEventsKeptOnTop(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Accessibility.enable');
  const named = async (frame: Frame): Promise<string[]> => {
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const children = frameTree.childFrames ?? [];
    const id = children.find((child) => child.frame.url === frame.url())?.frame.id;
    const { nodes } = await cdp.send('Accessibility.getFullAXTree', { frameId: id });
    return nodes.filter((node) => !node.ignored && node.role?.value === 'heading').map((node) => String(node.name?.value ?? ''));
  };
  // The page on screen is in the accessibility tree; the hidden one has nothing a reader would see.
  expect(await named(frameOf(page, AUDIT))).toContain('Audit log');
  expect(await named(frameOf(page, EVENTS))).toEqual([]);
  // Nor is its frame element: the one frame the console's own tree exposes is the page on screen.
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const frames = nodes.filter((node) => !node.ignored && node.role?.value === 'Iframe').map((node) => String(node.name?.value ?? ''));
  expect(frames).toHaveLength(1);
  expect(frames[0]).toContain('Audit Log');
});

test('Tab never enters the hidden kept page, and does go through the page on screen', async ({ page }) => {
  await auditShownEventsKeptOnTop(page);
  // From the start of the page area on, as the skip link leads there.
  await page.locator('main#main').focus();
  const visited: string[] = [];
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const slot = await page.evaluate(() =>
      document.activeElement instanceof HTMLIFrameElement
        ? (document.activeElement.closest('[data-route]')?.getAttribute('data-route') ?? '?')
        : null,
    );
    if (slot === null) visited.push('console');
    else {
      const inside = await frameOf(page, slot).evaluate(
        () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName,
      );
      visited.push(`${slot} ${inside}`);
    }
  }
  expect(visited).toContain(`${AUDIT} standin-note`);
  expect(visited.filter((place) => place.startsWith(EVENTS))).toEqual([]);
  expect(await frameOf(page, EVENTS).evaluate(() => document.hasFocus())).toBe(false);
});

test('a click where the hidden page lies reaches the page on screen', async ({ page }) => {
  await auditShownEventsKeptOnTop(page);
  const clicksIn = (frame: Frame) => frame.evaluate(() => (window as unknown as { clicks?: number }).clicks ?? 0);
  for (const frame of [frameOf(page, AUDIT), frameOf(page, EVENTS)]) {
    await frame.evaluate(() => {
      const counted = window as unknown as { clicks: number };
      counted.clicks = 0;
      document.addEventListener('mousedown', () => (counted.clicks += 1), true);
    });
  }
  // A real pointer at the note field of the page on screen, not a click handed to an element.
  const field = await shownFrame(page).getByTestId('standin-note').boundingBox();
  if (!field) throw new Error('the note field is not laid out');
  await page.mouse.click(field.x + field.width / 2, field.y + field.height / 2);
  await page.keyboard.type('typed here');
  await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('typed here');
  expect(await clicksIn(frameOf(page, AUDIT))).toBe(1);
  expect(await clicksIn(frameOf(page, EVENTS))).toBe(0);
  expect(
    await frameOf(page, EVENTS).evaluate(() => (document.querySelector('[data-testid="standin-note"]') as HTMLInputElement).value),
  ).toBe('');
});
