/**
 * A new version deployed under an open tab. The deployment is played with page.route, never by
 * touching dist/: the old build's files (everything under /assets/ the tab has not loaded yet)
 * answer 404 and /version.json names another version. Then a part that fails to load, or the tab
 * becoming visible, offers "A new version of the console is available" with Reload, which keeps
 * the url and the session. A real network failure (same version) and a version file that is
 * missing, unreachable or garbage keep today's messages and break nothing.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { seriousViolations } from './support/axe';
import { openPalette, palette } from './support/palette';
import { text, useLanguage, useTheme } from './support/shell-chrome';
import { sideMenu, withoutStartupPopups } from './support/shell';

const NEW_VERSION = 'ffffffffffff0001';
const PAGE = '/logs/audit-log';

const prompt = (page: Page) => page.getByTestId('new-version-prompt');
const reloadButton = (page: Page) => prompt(page).getByRole('button', { name: text('en', 'newVersion.reload'), exact: true });
const paletteFailure = (page: Page) => page.getByTestId('palette-load-failed');

/** What /version.json answers in a case: a reply, or an aborted request (unreachable). */
type VersionFileCase = { status: number; contentType: string; body: string } | 'unreachable';

async function serveVersionFile(page: Page, reply: VersionFileCase): Promise<void> {
  await page.route('**/version.json', (route: Route) =>
    reply === 'unreachable' ? route.abort('failed') : route.fulfill({ ...reply, headers: { 'cache-control': 'no-store' } }),
  );
}
const versionFile = (version: string): VersionFileCase => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ version }),
});

/** The version watch is in memory: its prompt's live region renders once the watch has started, beside the signed-in screen. */
async function watchLoaded(page: Page): Promise<void> {
  await expect(sideMenu(page)).toBeVisible();
  await expect(page.getByTestId('new-version-live')).toBeAttached();
}

/** Signed in on `path`, with the version watch in memory. */
async function signedIn(page: Page, path = PAGE): Promise<void> {
  await withoutStartupPopups(page);
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto(path);
  await watchLoaded(page);
}

/** The deployment: every file of the old build the tab has not loaded yet is gone. */
async function replaceBuild(page: Page, version: VersionFileCase = versionFile(NEW_VERSION)): Promise<void> {
  await page.route('**/assets/**', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404 Not Found</h1>' }));
  await serveVersionFile(page, version);
}

/** The browser's signal of a tab shown again after it was hidden. */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/** Counts the tab's requests for /version.json. */
function countVersionRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/version.json') count += 1;
  });
  return () => count;
}

test('a chunk replaced by a new build: Ctrl+K offers Reload instead of the connection message, and Reload keeps the url and the session', async ({
  page,
}) => {
  await signedIn(page, `${PAGE}?from=e2e`);
  const url = page.url();
  await replaceBuild(page);

  await page.keyboard.press('Control+K');
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page)).toContainText(text('en', 'newVersion.available'));
  // Announced politely, and the palette's connection message never shows.
  await expect(page.getByRole('status').filter({ has: prompt(page) })).toHaveCount(1);
  await expect(paletteFailure(page)).toHaveCount(0);
  await expect(palette(page)).toHaveCount(0);
  // Pressed again: still the prompt, still no connection message.
  await page.keyboard.press('Control+K');
  await expect(prompt(page)).toBeVisible();
  await expect(paletteFailure(page)).toHaveCount(0);

  // The new build is what the server has now.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await withoutStartupPopups(page);
  await reloadButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
  await expect(sideMenu(page)).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  await openPalette(page);
});

for (const [name, reply] of [
  ['the same version (a network failure)', 'same'],
  ['no version file (404)', { status: 404, contentType: 'text/plain', body: 'Not Found' }],
  ['an unreachable version file', 'unreachable'],
  ['an HTML page instead of the version file', { status: 200, contentType: 'text/html', body: '<!doctype html><title>console</title>' }],
  ['a garbage version file', { status: 200, contentType: 'application/json', body: '{"version": ' }],
  ['a version file of another shape', { status: 200, contentType: 'application/json', body: '{"build": 42}' }],
] as const) {
  test(`the palette failing to load with ${name} keeps the connection message and no prompt`, async ({ page }) => {
    await signedIn(page);
    // Only the palette's own file fails, as a dropped connection does.
    await page.route('**/assets/CommandPalette-*', (route) => route.abort('failed'));
    if (reply !== 'same') await serveVersionFile(page, reply);
    const versionRequests = countVersionRequests(page);
    await page.keyboard.press('Control+K');
    await expect(paletteFailure(page)).toContainText(text('en', 'palette.loadFailed'));
    expect(versionRequests()).toBeGreaterThan(0);
    await expect(prompt(page)).toHaveCount(0);
    // The shell goes on working.
    await page
      .getByRole('link', { name: text('en', 'nav.dashboard') })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });
}

test('a tab shown again looks at the version file (at most every few minutes) and offers Reload when it names another version', async ({
  page,
}) => {
  await signedIn(page);
  const versionRequests = countVersionRequests(page);
  await serveVersionFile(page, versionFile(NEW_VERSION));
  // Nothing is asked while the tab stays in view.
  await page.waitForTimeout(300);
  expect(versionRequests()).toBe(0);
  await hideAndShow(page);
  await expect(prompt(page)).toBeVisible();
  expect(versionRequests()).toBe(1);
  await hideAndShow(page);
  await page.waitForTimeout(300);
  expect(versionRequests()).toBe(1);
});

test('a tab shown again with the same version, or with a garbage version file, shows no prompt and asks again only minutes later', async ({
  page,
}) => {
  await signedIn(page);
  const versionRequests = countVersionRequests(page);
  await hideAndShow(page);
  await expect.poll(versionRequests).toBe(1);
  await page.unroute('**/version.json');
  await serveVersionFile(page, { status: 200, contentType: 'application/json', body: 'garbage' });
  await hideAndShow(page);
  await page.waitForTimeout(300);
  expect(versionRequests()).toBe(1);
  await expect(prompt(page)).toHaveCount(0);
  await openPalette(page);
});

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the prompt in ${language}, ${theme}: labelled, axe-clean, Reload reachable by keyboard`, async ({ page }) => {
      await signedIn(page);
      await useLanguage(page, language);
      await useTheme(page, theme);
      await watchLoaded(page);
      await serveVersionFile(page, versionFile(NEW_VERSION));
      await hideAndShow(page);
      await expect(prompt(page)).toHaveAccessibleName(text(language, 'newVersion.label'));
      await expect(prompt(page)).toContainText(text(language, 'newVersion.available'));
      const reload = prompt(page).getByRole('button', { name: text(language, 'newVersion.reload'), exact: true });
      await reload.focus();
      await expect(reload).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`new-version-${language}-${theme}.png`) });
    });
  }
}

/** Messages on the tabs' channel as `page` hears them, from its other tabs (kept on the page). */
async function listenToChannel(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    Object.assign(window, { heardOnChannel: heard });
    new BroadcastChannel('console-tabs').onmessage = (event: MessageEvent<{ type?: string }>) => heard.push(String(event.data?.type));
  });
  return () => page.evaluate(() => (window as unknown as { heardOnChannel: string[] }).heardOnChannel);
}

/** A second tab of the same browser on PAGE, its tab watch listening (it has announced its account). */
async function secondTab(page: Page): Promise<Page> {
  const heard = await listenToChannel(page);
  const other = await page.context().newPage();
  await withoutStartupPopups(other);
  await other.goto(PAGE);
  await watchLoaded(other);
  await expect.poll(heard).toContain('account');
  return other;
}

test('a new version one tab finds is offered in the others, each having read the version file itself', async ({ page }) => {
  await signedIn(page);
  const other = await secondTab(page);
  const otherLooks = countVersionRequests(other);
  for (const tab of [page, other]) await replaceBuild(tab);
  // Only the first tab becomes visible again; the other hears of it.
  await hideAndShow(page);
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(other)).toBeVisible();
  expect(otherLooks()).toBe(1);
  await expect(reloadButton(other)).toBeEnabled();
});

test('another tab saying so is not enough: with the version file unchanged, no tab offers a reload', async ({ page }) => {
  await signedIn(page);
  const other = await secondTab(page);
  const looked = other.waitForResponse((response) => new URL(response.url()).pathname === '/version.json');
  await page.evaluate(() => new BroadcastChannel('console-tabs').postMessage({ type: 'new-version', version: 1 }));
  await looked;
  // The answer read (a task or two later), the tab still has nothing to offer.
  await other.evaluate(() => new Promise((done) => setTimeout(done, 100)));
  await expect(prompt(other)).toHaveCount(0);
  await expect(prompt(page)).toHaveCount(0);
});
