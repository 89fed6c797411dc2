/**
 * Settings follow across tabs: two pages of one browser context (one session, one storage, one
 * BroadcastChannel). A theme change, a language change and a new favourite made in tab A show in tab
 * B without B being reloaded, B's legacy pages come back in the new theme or language, and B saves
 * nothing to the server itself.
 */
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { favouriteRoutes, favouritesGroup, openPalette, pageStar, palette } from './support/palette';
import { accountButton, dialog, isApi, text } from './support/shell-chrome';
import { withoutStartupPopups } from './support/shell';
import { shownFrame } from './support/workspace';

const FRAMED = '/inbound-protection/virus-filter';

/** Tab B beside the signed-in tab A, open at `path`, marked so that a reload would show. */
async function secondTab(context: BrowserContext, path: string): Promise<Page> {
  const b = await context.newPage();
  await withoutStartupPopups(b);
  await b.goto(path);
  await expect(b.locator('nav[data-testid="side-menu"]')).toBeVisible();
  await b.evaluate(() => Object.assign(window, { keptSinceLoad: true }));
  return b;
}

async function notReloaded(b: Page): Promise<void> {
  expect(await b.evaluate(() => (window as unknown as { keptSinceLoad?: boolean }).keptSinceLoad)).toBe(true);
}

/** Requests of a tab that match, as they happen. */
function requestsOf(tab: Page, match: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  tab.on('request', (request) => {
    if (match(request)) seen.push(request);
  });
  return seen;
}

const themeButton = (tab: Page, to: 'light' | 'dark') =>
  tab.getByRole('button', { name: text('en', 'theme.switchTo', { theme: text('en', `theme.${to}`) }) });

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

test('a theme change in A repaints B at once and reloads its legacy page in the saved theme; B saves nothing', async ({
  page: a,
  context,
}) => {
  test.slow();
  await loginAndLand(a, 'clp', '/dashboard');
  const b = await secondTab(context, FRAMED);
  await expect(shownFrame(b).locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(b.locator('html')).toHaveAttribute('data-color-mode', 'light');
  const bSaves = requestsOf(b, (request) => isApi(request, 'PUT', 'account/theme'));

  const saved = a.waitForResponse((response) => isApi(response.request(), 'PUT', 'account/theme'));
  await themeButton(a, 'dark').click();
  await expect(b.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  expect((await saved).status()).toBe(200);
  // The legacy page reads the server's theme: it reloads in it once A's save is done.
  await expect(shownFrame(b).locator('html')).toHaveAttribute('data-theme', 'dark');
  // B's own switch now offers the way back, as after its own change.
  await expect(themeButton(b, 'light')).toBeVisible();
  await notReloaded(b);

  // And back, from B this time: A follows, and each tab saved exactly its own change.
  const back = b.waitForResponse((response) => isApi(response.request(), 'PUT', 'account/theme'));
  await themeButton(b, 'light').click();
  await expect(a.locator('html')).toHaveAttribute('data-color-mode', 'light');
  expect((await back).request().postDataJSON()).toEqual({ theme: 'light' });
  await expect(shownFrame(b).locator('html')).toHaveAttribute('data-theme', 'light');
  expect(bSaves).toHaveLength(1);
  await expect(a.locator('html')).toHaveAttribute('data-color-mode', 'light');
});

test('a language saved in A shows in B without a reload, its legacy page in the new locale; B saves nothing', async ({
  page: a,
  context,
}) => {
  // Two changes, each reloading B's legacy page: longer than most tests on a busy machine.
  test.slow();
  // Her own account: the saved language is the server's, shared by every test signed in as it.
  await loginAndLand(a, 'lingua', '/dashboard');
  const b = await secondTab(context, FRAMED);
  await expect(shownFrame(b).locator('html')).toHaveAttribute('lang', 'en');
  const bResets = requestsOf(b, (request) => isApi(request, 'PUT', 'adminui/resetlocale'));

  await accountButton(a).click();
  await a.getByTestId('menu-language').click();
  await dialog(a)
    .getByRole('radio', { name: text('en', 'language.ja') })
    .check();
  await dialog(a)
    .getByRole('button', { name: text('en', 'language.save') })
    .click();

  await expect(b.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(accountButton(b)).toHaveAccessibleName(text('ja', 'accountMenu.label', { name: 'Lena Lingua' }));
  await expect(shownFrame(b).locator('html')).toHaveAttribute('lang', 'ja');
  await notReloaded(b);
  expect(await b.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('ja');
  expect(bResets).toHaveLength(0);

  // Back to English from A (now in Japanese), so the account's server locale is as it was.
  await expect(a.locator('html')).toHaveAttribute('lang', 'ja');
  await accountButton(a).click();
  await a.getByTestId('menu-language').click();
  await dialog(a)
    .getByRole('radio', { name: text('ja', 'language.en') })
    .check();
  await dialog(a)
    .getByRole('button', { name: text('ja', 'language.save') })
    .click();
  await expect(b.locator('html')).toHaveAttribute('lang', 'en');
  await expect(shownFrame(b).locator('html')).toHaveAttribute('lang', 'en');
  await notReloaded(b);
  expect(bResets).toHaveLength(0);
});

test('a favourite starred in A shows in B’s side menu and palette, and B’s own star keeps it', async ({ page: a, context }) => {
  await loginAndLand(a, 'inbound', '/dashboard');
  const b = await secondTab(context, '/dashboard');
  expect(await favouriteRoutes(b)).toEqual([]);

  await a.goto(FRAMED);
  await expect(pageStar(a)).toBeVisible();
  await pageStar(a).click();
  await expect(pageStar(a)).toHaveAttribute('aria-pressed', 'true');

  await expect(favouritesGroup(b)).toBeVisible();
  expect(await favouriteRoutes(b)).toEqual([FRAMED]);
  // A's visit is among B's recent pages too.
  await openPalette(b);
  const recents = palette(b).getByRole('group', { name: text('en', 'palette.recents') });
  await expect(recents.locator(`[data-route="${FRAMED}"]`)).toHaveCount(1);
  await b.keyboard.press('Escape');
  await notReloaded(b);

  // B stars the dashboard: built on A's list, not over it, and A follows.
  await pageStar(b).click();
  await expect(pageStar(b)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => favouriteRoutes(a)).toEqual([FRAMED, '/dashboard']);
  expect(await favouriteRoutes(b)).toEqual([FRAMED, '/dashboard']);
});
