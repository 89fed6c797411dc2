/**
 * Layout: side menu widths, header height, the Administration panel's
 * persisted open state, sign-out through the account menu.
 * The start-up pop-ups are answered "nothing to show" so that no modal sits over the shell.
 */
import { expect, test, type Locator } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { adminPanel, sideMenu, withoutStartupPopups } from './support/shell';
import { bellButton, bellPanel } from './support/shell-chrome';

const width = async (locator: Locator): Promise<number | null> => (await locator.boundingBox())?.width ?? null;

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'admin', '/dashboard');
  await expect(sideMenu(page)).toBeVisible();
});

test('side menu: 208 expanded, 64 collapsed, 208 again', async ({ page }) => {
  const menu = sideMenu(page);
  await expect(menu).toHaveAttribute('aria-label', 'Main navigation');
  await expect.poll(() => width(menu)).toBe(208);

  await page.getByRole('button', { name: 'Collapse menu', exact: true }).click();
  await expect.poll(() => width(menu)).toBe(64);
  await expect(page.getByRole('button', { name: 'Expand menu', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Expand menu', exact: true }).click();
  await expect.poll(() => width(menu)).toBe(208);
  await expect(page.getByRole('button', { name: 'Collapse menu', exact: true })).toBeVisible();
});

test('header is 48px high', async ({ page }) => {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect.poll(async () => (await header.boundingBox())?.height ?? null).toBe(48);
});

test('Administration panel: closed by default, 270 wide when open, open state survives reloads', async ({ page }) => {
  const showPanel = page.getByRole('button', { name: 'Show the Administration panel', exact: true });
  const hidePanel = page.getByRole('button', { name: 'Hide the Administration panel', exact: true });
  const stored = () => page.evaluate(() => window.localStorage.getItem('sideMenuOpen'));

  // First visit: nothing stored, panel closed.
  expect([null, 'false']).toContain(await stored());
  await page.goto('/administration/policy-address-group');
  const panel = adminPanel(page);
  await expect(panel).toBeAttached();
  await expect(panel).toHaveAttribute('aria-label', 'Administration');
  await expect(showPanel).toBeVisible();
  await expect(hidePanel).toHaveCount(0);
  expect((await width(panel)) ?? 0, 'a closed panel is narrower than an open one').toBeLessThan(270);

  // Open it.
  await showPanel.click();
  await expect(hidePanel).toBeVisible();
  await expect.poll(() => width(panel)).toBe(270);
  await expect.poll(stored).toBe('true');

  // Still open after a reload.
  await page.reload();
  await expect(hidePanel).toBeVisible();
  await expect.poll(() => width(adminPanel(page))).toBe(270);

  // Hide it: closed after a reload.
  await hidePanel.click();
  await expect(showPanel).toBeVisible();
  await expect.poll(stored).toBe('false');
  await page.reload();
  await expect(showPanel).toBeVisible();
  await expect(hidePanel).toHaveCount(0);
  expect((await width(adminPanel(page))) ?? 0).toBeLessThan(270);
});

test('sign-out through the account menu returns to /login; /dashboard then redirects to /login', async ({ page }) => {
  await page.getByRole('button', { name: /, account menu$/ }).click();
  const logOff = page.getByRole('menuitem', { name: 'Log off', exact: true });
  await expect(logOff).toBeVisible();
  const logoff = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/uiserver/logoff');
  await logOff.click();
  await logoff;
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test.describe('a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the side menu starts collapsed and every control of the header is in reach', async ({ page }) => {
    await expect.poll(() => width(sideMenu(page))).toBe(64);
    await expect(page.getByRole('button', { name: 'Expand menu', exact: true })).toBeVisible();

    const header = page.getByRole('banner');
    // The clock is the first thing a narrow bar gives up.
    await expect(page.getByTestId('header-clock')).toBeHidden();
    await expect(header.getByRole('link', { name: 'Cloud Email Security' })).toBeInViewport({ ratio: 1 });
    const controls = await header.getByRole('button').all();
    expect(controls.length, 'find a page, what is new, notifications, theme, account').toBeGreaterThanOrEqual(5);
    for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: /, account menu$/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Log off', exact: true })).toBeInViewport({ ratio: 1 });
  });

  test('the open Administration panel lies over the page instead of squeezing it', async ({ page }) => {
    await page.evaluate("window.localStorage.setItem('sideMenuOpen', 'true')");
    await page.goto('/administration/policy-address-group');
    const panel = adminPanel(page);
    await expect(page.getByRole('button', { name: 'Hide the Administration panel', exact: true })).toBeVisible();
    await expect.poll(() => width(panel)).toBe(270);
    await expect.poll(() => width(page.locator('main'))).toBe(390 - 64);
    await expect(panel.getByRole('link', { name: 'Address Groups', exact: true })).toBeInViewport({ ratio: 1 });

    // The header's menus still open above it.
    await page.getByRole('button', { name: /, account menu$/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Log off', exact: true })).toBeVisible();
    const logOffBox = await page.getByRole('menuitem', { name: 'Log off', exact: true }).boundingBox();
    expect(logOffBox).not.toBeNull();
    const onTop = await page.evaluate(
      `document.elementFromPoint(${(logOffBox?.x ?? 0) + 20}, ${(logOffBox?.y ?? 0) + 8})?.closest('[role=menuitem]') !== null`,
    );
    expect(onTop, 'the account menu is not covered by the panel').toBe(true);
  });

  test("the bell's panel spans the window instead of hanging off its left edge", async ({ page }) => {
    await bellButton(page).click();
    await expect(bellPanel(page)).toBeVisible();
    await expect(bellPanel(page)).toBeInViewport({ ratio: 1 });
    await expect.poll(() => width(bellPanel(page))).toBe(390 - 16);
  });

  test('the menu expands on request to its full width', async ({ page }) => {
    await page.getByRole('button', { name: 'Expand menu', exact: true }).click();
    await expect.poll(() => width(sideMenu(page))).toBe(208);
  });
});
