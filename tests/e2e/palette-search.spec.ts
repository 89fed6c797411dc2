/**
 * The command palette: Ctrl+K (Cmd+K) opens it from the shell and from inside a legacy frame; it
 * lists only the pages the account may open, each with its place; a Japanese query and a typo find
 * their page; Enter opens it as a menu click would (url, frame and side menu follow); Escape closes
 * it and gives the focus back. Everything here is done with the keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { activeOption, openPalette, optionRoutes, pageBar, pageStar, palette, paletteInput, paletteOptions } from './support/palette';
import { accountButton, text } from './support/shell-chrome';
import { sideMenu, withoutStartupPopups } from './support/shell';
import { shownFrame } from './support/workspace';

const AUDIT_FRAME = '/uiserver/legacy/logs/audit-log';
const auditFrame = (page: Page) => page.frames().find((frame) => new URL(frame.url()).pathname === AUDIT_FRAME);

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

test('Ctrl+K opens the palette over the shell with every page and its place; Escape closes it and gives the focus back', async ({
  page,
}) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await accountButton(page).focus();
  await openPalette(page);
  await expect(palette(page)).toHaveAttribute('aria-label', text('en', 'palette.title'));
  const virusScan = palette(page).locator('[role="option"][data-route="/inbound-protection/virus-filter"]');
  await paletteInput(page).fill('virus scan');
  // Named as it shows: the page's name, then its place.
  await expect(virusScan).toHaveAccessibleName(
    text('en', 'palette.option', { page: text('en', 'page.inboundProtection.virusFilter'), place: text('en', 'nav.inboundProtection') }),
  );
  await expect(paletteInput(page)).toHaveAttribute('aria-activedescendant', (await activeOption(page).getAttribute('id')) ?? 'none');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(accountButton(page)).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  // Cmd+K, as on macOS.
  await openPalette(page, 'Meta+K');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
});

test('Ctrl+K inside a legacy frame opens the palette; Escape returns the focus into the frame', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log');
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(AUDIT_FRAME);
  await auditFrame(page)?.evaluate(() => document.querySelector<HTMLInputElement>('[data-testid="standin-note"]')?.focus());
  await openPalette(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  expect(await auditFrame(page)?.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('standin-note');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('legacy-frame');
});

test('the header button opens the palette for the pointer, shows the shortcut, and takes the focus back on Escape', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  // Named with all it shows, the shortcut too.
  const button = page.getByRole('banner').getByRole('button', { name: `${text('en', 'palette.findPage')} Ctrl+K`, exact: true });
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  await expect(button).toContainText('Ctrl+K');
  await button.click();
  await expect(paletteInput(page)).toBeFocused();
  await page.keyboard.type('audit log');
  await expect(activeOption(page)).toHaveAttribute('data-route', '/logs/audit-log');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  // In Japanese, the button is named in Japanese.
  await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'ja'));
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: `${text('ja', 'palette.findPage')} Ctrl+K`, exact: true }),
  ).toBeVisible();
});

test('a Japanese query finds its page while the console is in English; Enter opens it and the side menu follows', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await openPalette(page);
  await page.keyboard.type('監査');
  await expect(activeOption(page)).toHaveAttribute('data-route', '/logs/audit-log');
  // The result reads in the console's language.
  await expect(activeOption(page)).toContainText(text('en', 'page.logs.auditLog'));
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(AUDIT_FRAME);
  await expect(sideMenu(page).locator('a[data-route="/logs/audit-log"]')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#main')).toBeFocused();
  await expect(pageBar(page)).toContainText(text('en', 'page.logs.auditLog'));
});

test('a typo and words out of order find their page; arrows choose among the results', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await openPalette(page);
  await page.keyboard.type('scna vrius');
  const routes = await optionRoutes(page);
  expect(routes).toContain('/inbound-protection/virus-filter');
  expect(routes).toContain('/outbound-protection/virus-filter');
  await expect(activeOption(page)).toHaveAttribute('data-route', routes[0] ?? '');
  await page.keyboard.press('ArrowDown');
  await expect(activeOption(page)).toHaveAttribute('data-route', routes[1] ?? '');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  // Up from the first result wraps to the last.
  await expect(activeOption(page)).toHaveAttribute('data-route', routes.at(-1) ?? '');
  await paletteInput(page).fill('');
  await page.keyboard.type('zzqxj');
  await expect(paletteOptions(page)).toHaveCount(0);
  await expect(palette(page)).toContainText(text('en', 'palette.noMatch', { query: 'zzqxj' }));
});

test('in Japanese the results read in Japanese and an English query still finds its page', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'ja'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(sideMenu(page)).toBeVisible();
  await openPalette(page);
  await page.keyboard.type('audit log');
  await expect(activeOption(page)).toHaveAttribute('data-route', '/logs/audit-log');
  await expect(activeOption(page)).toHaveAccessibleName(
    text('ja', 'palette.option', { page: text('ja', 'page.logs.auditLog'), place: text('ja', 'nav.logs') }),
  );
});

test('a reports-only account never sees an administration page', async ({ page }) => {
  await loginAndLand(page, 'reports', '/dashboard');
  await openPalette(page);
  const listed = await optionRoutes(page);
  expect(listed.length).toBeGreaterThan(2);
  for (const route of listed)
    expect(route).toMatch(/^\/(dashboard|reports)(\/|$)|^\/(profile|service-agreement|change-password|mfa-configuration)$/);
  for (const query of ['administration', 'admin', '管理', 'license', 'audit log']) {
    await paletteInput(page).fill(query);
    await expect(palette(page).getByRole('status')).toHaveText(/\d/);
    expect((await optionRoutes(page)).filter((route) => route.startsWith('/administration') || route.startsWith('/logs'))).toEqual([]);
  }
});

test('keyboard only: open, choose, open the page, star it from the palette, close', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await openPalette(page);
  await page.keyboard.type('approved senders');
  await expect(activeOption(page)).toHaveAttribute('data-route', '/inbound-protection/sender-filter/approved');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/inbound-protection/sender-filter/approved');
  await expect(pageStar(page)).toHaveAttribute('aria-pressed', 'false');
  await openPalette(page);
  await page.keyboard.type('approved senders');
  await page.keyboard.press('Alt+F');
  await expect(activeOption(page)).toHaveAccessibleName(/Favourites$/);
  await page.keyboard.press('Escape');
  await expect(pageStar(page)).toHaveAttribute('aria-pressed', 'true');
  // The star in the page header is a button on the Tab path.
  await pageStar(page).focus();
  await page.keyboard.press('Enter');
  await expect(pageStar(page)).toHaveAttribute('aria-pressed', 'false');
});
