/**
 * Nothing typed in a legacy page is lost without asking: the keep-alive keeps a page with input
 * beyond its limit and asks before closing one beyond the room for them; a theme change leaves such
 * a page as it is (stale, said so) and refreshes it once saved; log off asks, naming the pages; a
 * rich-text editor counts too (its own beforeunload is never run to find out), and so does the
 * browser's own prompt when the tab is closed. In en and ja. Screenshots of the dialogs and the stale notice are kept.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { accountButton, text, useLanguage, useTheme } from './support/shell-chrome';
import { FRAME_MESSAGE_TAG } from './support/tags';
import { closeTabAnswered, frameSlots, keepDialog, leaveDialog, logOff, openFromMenu, shownFrame, slotOf } from './support/workspace';

const PAGES = ['/logs/audit-log', '/logs/policy-events', '/logs/mail-tracking', '/logs/url-click-tracking', '/quarantine/query'] as const;

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

/** At most `keepAlive` pages stay alive (the room for pages with input comes on top). */
async function keepAlive(page: Page, keepAlive: number): Promise<void> {
  await page.route('**/console-config.json', (route) => route.fulfill({ json: { frames: { keepAlive } } }));
}

async function open(page: Page, route: string): Promise<void> {
  await openFromMenu(page, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(`/uiserver/legacy${route}`);
}

/** Types into the note of the page on screen, and waits until the console has read it. */
async function typeNote(page: Page, note: string): Promise<void> {
  await shownFrame(page).getByTestId('standin-note').fill(note);
  // The page is read a moment after the typing settles.
  await page.waitForTimeout(400);
}

const noteIn = (page: Page, route: string) =>
  page.frameLocator(`[data-testid="frame-workspace"] > [data-route="${route}"] iframe`).getByTestId('standin-note');

test('typed input survives more pages than the keep-alive limit; a page without input goes in its place', async ({ page }) => {
  await keepAlive(page, 2);
  await loginAndLand(page, 'admin', '/dashboard');
  await open(page, PAGES[0]);
  await typeNote(page, 'half-way through');
  for (const route of PAGES.slice(1, 4)) await open(page, route);
  // The limit is 2: the page on screen and the audit log with its input; the others went.
  await expect(frameSlots(page)).toHaveCount(2);
  await expect(slotOf(page, PAGES[0])).toHaveCount(1);
  await expect(slotOf(page, '/dashboard')).toHaveCount(0);
  await open(page, PAGES[0]);
  await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('half-way through');
});

test('beyond the room for pages with input the user is asked: go to the page, or discard its input', async ({ page }, testInfo) => {
  await keepAlive(page, 1);
  await loginAndLand(page, 'admin', '/dashboard');
  // One page kept by the limit, three more for their input: four pages with input fit.
  for (const route of PAGES.slice(0, 4)) {
    await open(page, route);
    await typeNote(page, `note in ${route}`);
  }
  await expect(frameSlots(page)).toHaveCount(4);
  await expect(keepDialog(page)).toHaveCount(0);

  await open(page, PAGES[4]);
  const asked = keepDialog(page);
  await expect(asked).toBeVisible();
  await expect(asked).toContainText(text('en', 'unsaved.keepBody', { page: 'Audit Log' }));
  await page.screenshot({ path: testInfo.outputPath('unsaved-keep-en-light.png') });
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  // Nothing was dropped unasked.
  await expect(frameSlots(page)).toHaveCount(5);

  await asked.getByRole('button', { name: text('en', 'unsaved.goTo', { page: 'Audit Log' }) }).click();
  await expect(page).toHaveURL((url) => url.pathname === PAGES[0]);
  await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue(`note in ${PAGES[0]}`);
  await expect(keepDialog(page)).toHaveCount(0);
  // The page just opened held nothing: it went instead.
  await expect(slotOf(page, PAGES[4])).toHaveCount(0);
  await expect(frameSlots(page)).toHaveCount(4);

  await open(page, PAGES[4]);
  await expect(keepDialog(page)).toContainText(text('en', 'unsaved.keepBody', { page: 'Policy Events' }));
  await keepDialog(page)
    .getByRole('button', { name: text('en', 'unsaved.discardPage', { page: 'Policy Events' }) })
    .click();
  await expect(keepDialog(page)).toHaveCount(0);
  await expect(slotOf(page, PAGES[1])).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === PAGES[4]);
});

test('ja, dark: the keep-alive question in Japanese', async ({ page }, testInfo) => {
  await keepAlive(page, 1);
  await loginAndLand(page, 'admin', '/dashboard');
  await useLanguage(page, 'ja');
  await useTheme(page, 'dark');
  for (const route of PAGES.slice(0, 4)) {
    await open(page, route);
    await typeNote(page, '途中まで入力');
  }
  await open(page, PAGES[4]);
  await expect(keepDialog(page)).toContainText(text('ja', 'unsaved.keepBody', { page: '監査ログ' }));
  await expect(keepDialog(page).getByRole('button', { name: text('ja', 'unsaved.goTo', { page: '監査ログ' }) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('unsaved-keep-ja-dark.png') });
});

test('a theme change keeps the pages with input as they are, says so, and refreshes them once saved or let go', async ({
  page,
}, testInfo) => {
  // An account whose theme no other test switches: the theme is kept with the account.
  await loginAndLand(page, 'sub', '/dashboard');
  await open(page, PAGES[1]);
  await typeNote(page, 'kept behind');
  await open(page, PAGES[0]);
  await typeNote(page, 'on screen');
  await page.getByRole('button', { name: text('en', 'theme.switchTo', { theme: text('en', 'theme.dark') }) }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');

  // The dashboard, which held nothing, went; both pages with input stay, unreloaded.
  await expect(slotOf(page, '/dashboard')).toHaveCount(0);
  await expect(frameSlots(page)).toHaveCount(2);
  await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('on screen');
  await expect(noteIn(page, PAGES[1])).toHaveValue('kept behind');
  const stale = page.getByTestId('frame-stale');
  await expect(stale).toContainText(text('en', 'unsaved.staleTheme', { page: 'Audit Log' }));
  await page.screenshot({ path: testInfo.outputPath('unsaved-stale-en-dark.png') });

  // Saved: the page loads its next document in the new theme, and is stale no more.
  await shownFrame(page).getByTestId('standin-save').click();
  await expect(shownFrame(page).getByTestId('standin-saved')).toHaveText('Saved: on screen');
  await expect(shownFrame(page).locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(stale).toHaveCount(0);

  // Let go: the other page comes back afresh in the new theme.
  await open(page, PAGES[1]);
  await expect(stale).toBeVisible();
  await stale.getByRole('button', { name: text('en', 'unsaved.refreshNow') }).click();
  await expect(shownFrame(page).locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('');
  await expect(stale).toHaveCount(0);

  // The account's theme as it was, for the tests after this one.
  await page.getByRole('button', { name: text('en', 'theme.switchTo', { theme: text('en', 'theme.light') }) }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
});

test('log off asks, naming the pages with input: Stay keeps everything, Discard and log off logs off', async ({ page }, testInfo) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await open(page, PAGES[0]);
  await typeNote(page, 'not saved yet');
  await open(page, PAGES[1]);
  await typeNote(page, 'nor this');
  await open(page, PAGES[2]);

  await logOff(page);
  const asked = leaveDialog(page);
  await expect(asked).toBeVisible();
  await expect(asked.getByRole('listitem')).toHaveText([/Audit Log/, /Policy Events/]);
  await page.screenshot({ path: testInfo.outputPath('unsaved-leave-en-light.png') });
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  await asked.getByRole('button', { name: text('en', 'unsaved.stay') }).click();
  await expect(asked).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === PAGES[2]);

  // Going to a page from the question shows it, its input there.
  await logOff(page);
  await leaveDialog(page)
    .getByRole('button', { name: text('en', 'unsaved.goTo', { page: 'Policy Events' }) })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === PAGES[1]);
  await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('nor this');

  await logOff(page);
  await leaveDialog(page)
    .getByRole('button', { name: text('en', 'unsaved.discardAndLogOff') })
    .click();
  // No second prompt from the browser on the way out.
  page.on('dialog', (prompt) => {
    throw new Error(`unexpected ${prompt.type()} prompt`);
  });
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('log off with no input goes at once', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await open(page, PAGES[0]);
  await logOff(page);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('ja: the log-off question names the page in Japanese', async ({ page }, testInfo) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await useLanguage(page, 'ja');
  await open(page, PAGES[0]);
  await typeNote(page, '未保存');
  await logOff(page, 'ja');
  await expect(leaveDialog(page)).toContainText(text('ja', 'unsaved.leaveBody_other'));
  await expect(leaveDialog(page).getByRole('listitem')).toHaveText([/監査ログ/]);
  await page.screenshot({ path: testInfo.outputPath('unsaved-leave-ja.png') });
  await leaveDialog(page)
    .getByRole('button', { name: text('ja', 'unsaved.stay') })
    .click();
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('a page that guards itself with beforeunload counts; closing the tab brings the browser’s own prompt', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log?standin=guard');
  const editor = shownFrame(page).locator('#guard-editor');
  await editor.click();
  await page.keyboard.type(' And more.');
  await page.waitForTimeout(400);

  await logOff(page);
  await expect(leaveDialog(page).getByRole('listitem')).toHaveText([/Audit Log/]);
  await leaveDialog(page)
    .getByRole('button', { name: text('en', 'unsaved.stay') })
    .click();

  expect(await closeTabAnswered(page)).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
});

test('an editor whose typed text is taken out again asks no more: what counts is what differs from before the typing', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log?standin=guard');
  await shownFrame(page).locator('#guard-editor').click();
  await page.keyboard.type(' And more.');
  for (let n = 0; n < ' And more.'.length; n += 1) await page.keyboard.press('Backspace');
  await expect(shownFrame(page).locator('#guard-editor')).toHaveText('Text as served.');
  await logOff(page);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test.describe('the page’s own word', { tag: FRAME_MESSAGE_TAG }, () => {
  test('a page saying it holds unsaved input is asked about; one saying its typing is kept is not', async ({ page }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    await page.goto('/logs/audit-log?standin=dirty');
    await shownFrame(page).locator('#say-dirty').click();
    await logOff(page);
    await expect(leaveDialog(page).getByRole('listitem')).toHaveText([/Audit Log/]);
    await leaveDialog(page)
      .getByRole('button', { name: text('en', 'unsaved.stay') })
      .click();

    // Typing in its note: the page says it keeps a draft, which the console takes over the field's change.
    await page.goto('/logs/audit-log?standin=dirty');
    await typeNote(page, 'kept as a draft by the page');
    await logOff(page);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});

test('releasing an assumed account asks first, before anything changes on the server', async ({ page }) => {
  await loginAndLand(page, 'super', '/dashboard');
  await open(page, PAGES[0]);
  await typeNote(page, 'for the assumed account');
  const releases: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/account/assumeas/release')) releases.push(request.url());
  });
  await accountButton(page).click();
  await page.getByTestId('menu-release').click();
  await expect(leaveDialog(page).getByRole('listitem')).toHaveText([/Audit Log/]);
  await leaveDialog(page)
    .getByRole('button', { name: text('en', 'unsaved.stay') })
    .click();
  expect(releases).toEqual([]);
  await expect(page.getByTestId('account-avatar-pair')).toHaveCount(1);
  await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('for the assumed account');

  await accountButton(page).click();
  await page.getByTestId('menu-release').click();
  await leaveDialog(page)
    .getByRole('button', { name: text('en', 'unsaved.discardAndRelease') })
    .click();
  await expect(page.getByTestId('account-avatar-pair')).toHaveCount(0);
  expect(releases).toHaveLength(1);
});

test('the new-version Reload asks first; let go, it reloads where the user was', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await open(page, PAGES[0]);
  await typeNote(page, 'before the new version');
  await expect(page.getByTestId('new-version-live')).toBeAttached();
  // A new version deployed: the tab finds it when shown again.
  await page.route('**/version.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ version: 'ffffffffffff0002' }),
      headers: { 'cache-control': 'no-store' },
    }),
  );
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
  const reload = page.getByTestId('new-version-prompt').getByRole('button', { name: text('en', 'newVersion.reload'), exact: true });
  await reload.click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page)
    .getByRole('button', { name: text('en', 'unsaved.stay') })
    .click();
  await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('before the new version');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await withoutStartupPopups(page);
  const reloaded = page.waitForEvent('load');
  await reload.click();
  await leaveDialog(page)
    .getByRole('button', { name: text('en', 'unsaved.discardAndReload') })
    .click();
  await reloaded;
  await expect(page).toHaveURL((url) => url.pathname === PAGES[0]);
  await expect(shownFrame(page).getByTestId('standin-note')).toHaveValue('');
});

/**
 * Input the page's own script hides from a plain look at its controls (the `editors` stand-in): each
 * kind, typed by the user, makes Log off ask; nothing of the page's own code is run to find out.
 */
const HIDDEN_INPUT: readonly (readonly [string, (page: Page) => Promise<void>])[] = [
  [
    'a code editor that moves each typed key out of its text area',
    async (page) => {
      await shownFrame(page).locator('#code-input').click();
      await page.keyboard.type('let x = 1;');
      await expect(shownFrame(page).getByTestId('code-view')).toHaveText('let x = 1;');
      await expect(shownFrame(page).locator('#code-input')).toHaveValue('');
    },
  ],
  [
    'a field inside an open shadow root',
    async (page) => {
      await shownFrame(page).locator('#shadow-input').click();
      await page.keyboard.type('ops@acme.example.com');
    },
  ],
  [
    'a rich-text editor in a frame of its own',
    async (page) => {
      await shownFrame(page).frameLocator('#nested-editor').locator('#rich-editor').click();
      await page.keyboard.type(' Thanks.');
    },
  ],
  [
    'a box the page ticked as it loaded, cleared by the user',
    async (page) => {
      await expect(shownFrame(page).locator('#script-box')).toBeChecked();
      await shownFrame(page).locator('#script-box').click();
    },
  ],
  [
    'a form whose reset the page cancels',
    async (page) => {
      await shownFrame(page).locator('#reset-field').fill('Block newsletters');
      await shownFrame(page).locator('#reset-button').click();
      await expect(shownFrame(page).locator('#reset-field')).toHaveValue('Block newsletters');
    },
  ],
];

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  for (const [kind, act] of HIDDEN_INPUT) {
    test(`${language}, ${theme}: ${kind} holds input: log off asks, and Stay keeps it`, async ({ page }) => {
      await loginAndLand(page, 'admin', '/dashboard');
      await useLanguage(page, language);
      await useTheme(page, theme);
      await page.goto('/logs/audit-log?standin=editors');
      await expect(shownFrame(page).frameLocator('#nested-editor').locator('#rich-editor')).toBeVisible();
      await act(page);
      await page.waitForTimeout(400);
      await logOff(page, language);
      await expect(leaveDialog(page).getByRole('listitem')).toHaveText([new RegExp(text(language, 'page.logs.auditLog'))]);
      await leaveDialog(page)
        .getByRole('button', { name: text(language, 'unsaved.stay') })
        .click();
      await expect(leaveDialog(page)).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');
    });
  }
}

test('the same page untouched, and a code editor typed in and emptied by the user, log off at once', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log?standin=editors');
  await expect(shownFrame(page).frameLocator('#nested-editor').locator('#rich-editor')).toBeVisible();
  // A field typed in and emptied again by the user.
  await shownFrame(page).locator('#reset-field').fill('x');
  await shownFrame(page).locator('#reset-field').fill('');
  await page.waitForTimeout(400);
  await logOff(page);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
