/**
 * Each lazily loaded part fails alone (src/components/lazy-part): a part whose code cannot be loaded
 * (offline, or its chunk gone after a deploy) says so in its own place with Retry, or, for a dialog,
 * in the notice at the foot of the window with Retry. The shell stays: the header, the side menu and
 * the framed page, with what was typed in it. Retry loads the part once its code can be fetched again,
 * with no reload. In en and ja, light and dark.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { seriousViolations } from './support/axe';
import { sideMenu, withoutStartupPopups } from './support/shell';
import { accountButton, header, text, useLanguage, useTheme } from './support/shell-chrome';
import { logOff, shownFrame } from './support/workspace';

const LOOKS = [
  { language: 'en', theme: 'light', account: 'admin' },
  { language: 'ja', theme: 'dark', account: 'lingua' },
] as const;

const MENU_LIST = /\/assets\/AccountMenuList-[\w-]+\.js(\?.*)?$/;
const LANGUAGE_DIALOG = /\/assets\/LanguageDialog-[\w-]+\.js(\?.*)?$/;

/** A legacy page on screen with a note typed in it. */
async function pageWithInput(page: Page, typed: string): Promise<void> {
  await page.goto('/logs/audit-log?standin=top-later&after=600000');
  await shownFrame(page).locator('#top-later-note').fill(typed);
}

/** The shell is all there: header, side menu, and the framed page with what was typed. */
async function shellStays(page: Page, typed: string): Promise<void> {
  await expect(header(page)).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();
  await expect(shownFrame(page).locator('#top-later-note')).toHaveValue(typed);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
}

/**
 * The code can be fetched again: the part loads, by Retry or by itself once the watch finds the
 * service answering (the failure was told to it as a call that met no reply), whichever comes
 * first, and the notice goes, with no reload of the console.
 */
async function comesBack(page: Page, failed: Locator, code: RegExp, language: 'en' | 'ja'): Promise<void> {
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await page.unroute(code);
  await failed
    .getByRole('button', { name: text(language, 'parts.retry') })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(failed).toHaveCount(0);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

for (const look of LOOKS) {
  test.describe(`${look.language}, ${look.theme}`, () => {
    test.beforeEach(async ({ page }) => {
      await loginAndLand(page, look.account, '/dashboard');
      if (look.language !== 'en') await useLanguage(page, look.language);
      if (look.theme !== 'light') await useTheme(page, look.theme);
    });

    test('a menu whose code cannot load says so at the foot of the window, with Retry; the shell and the typed page stay', async ({
      page,
    }) => {
      const typed = `typed in ${look.language}`;
      // The menu's list fails from the start: its early fetch and the ask both meet no reply.
      await page.route(MENU_LIST, (route) => route.abort('connectionrefused'));
      await pageWithInput(page, typed);

      await accountButton(page).click();
      const failed = page.getByTestId('account-menu-list-load-failed');
      await expect(failed).toBeVisible();
      await expect(failed).toHaveAttribute('role', 'alert');
      await expect(failed.locator('p')).toHaveText(text(look.language, 'parts.loadFailed'));
      await shellStays(page, typed);
      // Below the header: its search field, clock and menus stay usable.
      const notice = (await failed.boundingBox())!;
      const bar = (await header(page).boundingBox())!;
      expect(notice.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`menu-failed-${look.language}-${look.theme}.png`) });

      await comesBack(page, failed, MENU_LIST, look.language);
      // The failed menu closed; it opens as usual when next asked.
      await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
      await accountButton(page).click();
      await expect(page.getByRole('menuitem', { name: text(look.language, 'accountMenu.language') })).toBeVisible();
      await page.keyboard.press('Escape');
      await shellStays(page, typed);
    });

    test('a dialog whose code cannot load says so at the foot of the window, with Retry; Retry opens it', async ({ page }) => {
      const typed = `kept in ${look.language}`;
      await page.route(LANGUAGE_DIALOG, (route) => route.abort('connectionrefused'));
      await pageWithInput(page, typed);

      await accountButton(page).click();
      await page.getByRole('menuitem', { name: text(look.language, 'accountMenu.language') }).click();
      const failed = page.getByTestId('language-dialog-load-failed');
      await expect(failed).toBeVisible();
      await expect(failed.locator('p')).toHaveText(text(look.language, 'parts.loadFailed'));
      await shellStays(page, typed);
      // Below the header: its search field, clock and menus stay usable.
      const notice = (await failed.boundingBox())!;
      const bar = (await header(page).boundingBox())!;
      expect(notice.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(await seriousViolations(page)).toEqual([]);

      await comesBack(page, failed, LANGUAGE_DIALOG, look.language);
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await shellStays(page, typed);
    });
  });
}

const SCREEN = /\/assets\/ManualLicenseCheck-[\w-]+\.js(\?.*)?$/;
const MANUAL_CHECK = '/administration/license/manual_check';

for (const look of LOOKS) {
  test(`${look.language}, ${look.theme}: a native screen whose code cannot load says so in its place, with Retry, and Retry shows it`, async ({
    page,
  }) => {
    await page.route(SCREEN, (route) => route.abort('connectionrefused'));
    await loginAndLand(page, 'support', MANUAL_CHECK);
    if (look.language !== 'en') await useLanguage(page, look.language);
    if (look.theme !== 'light') await useTheme(page, look.theme);

    const failed = page.getByTestId('manual-license-check-load-failed');
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute('role', 'alert');
    await expect(failed.locator('p')).toHaveText(text(look.language, 'parts.loadFailed'));
    // In the page's place: the header and the side menu stay, and no error page takes the shell.
    await expect(page.locator('#main')).toContainText(text(look.language, 'parts.loadFailed'));
    await expect(header(page)).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`screen-failed-${look.language}-${look.theme}.png`) });

    await comesBack(page, failed, SCREEN, look.language);
    await expect(page.locator('#license-search_companyId')).toBeVisible();
  });
}

test('a menu and a dialog whose code failed load when asked for again, once it can be fetched: no Retry needed, and the notice goes', async ({
  page,
}) => {
  await loginAndLand(page, 'admin', '/dashboard');
  const typed = 'asked again';
  await page.route(MENU_LIST, (route) => route.abort('connectionrefused'));
  await pageWithInput(page, typed);
  await accountButton(page).click();
  const listFailed = page.getByTestId('account-menu-list-load-failed');
  await expect(listFailed).toBeVisible();
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
  // The watch's own reload (once the service is seen answering) has come and gone by now, failing too:
  // only a new ask loads it from here.
  await page.waitForTimeout(1_500);
  await page.unroute(MENU_LIST);
  await page.route(LANGUAGE_DIALOG, (route) => route.abort('connectionrefused'));
  await accountButton(page).click();
  const language = page.getByRole('menuitem', { name: text('en', 'accountMenu.language') });
  await expect(language).toBeVisible();
  await expect(listFailed).toHaveCount(0);

  await language.click();
  const dialogFailed = page.getByTestId('language-dialog-load-failed');
  await expect(dialogFailed).toBeVisible();
  await page.waitForTimeout(1_500);
  await page.unroute(LANGUAGE_DIALOG);
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: text('en', 'accountMenu.language') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(dialogFailed).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shellStays(page, typed);
});

const DIALOGS = /\/assets\/UnsavedInputDialog-[\w-]+\.js(\?.*)?$/;

test('Log off when the question about typed input cannot load: the browser’s own prompt asks instead; Stay keeps the page and its text, Leave logs off', async ({
  page,
}) => {
  // The questions' code is fetched once the shell is idle: it fails from the start.
  await page.route(DIALOGS, (route) => route.abort('connectionrefused'));
  await loginAndLand(page, 'admin', '/dashboard');
  const typed = 'not lost to a missing dialog';
  await pageWithInput(page, typed);

  let prompt = page.waitForEvent('dialog');
  await logOff(page);
  let asked = await prompt;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await expect(page.getByTestId('leave-dialog-load-failed')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log');
  await shellStays(page, typed);

  // Asked again, it tries the question's code once more (still failing), and the browser asks again.
  prompt = page.waitForEvent('dialog');
  await logOff(page);
  asked = await prompt;
  await asked.accept();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

const READING = /\/assets\/unsaved-input-[\w-]+\.js(\?.*)?$/;

// Found by the browser walk: a failed chunk's step took the reading of the pages' input with it, and
// the next Log off left a typed note behind unasked.
test('Log off when the reading of the pages’ input cannot load: the page counts as holding input, and the user is asked', async ({
  page,
}) => {
  // The reading's code is fetched as the workspace starts: it fails from the start, the question's does not.
  await page.route(READING, (route) => route.abort('connectionrefused'));
  await loginAndLand(page, 'admin', '/dashboard');
  const typed = 'not lost to a missing reading';
  await pageWithInput(page, typed);

  await logOff(page);
  const asked = page.getByRole('dialog').filter({ has: page.getByTestId('unsaved-leave-dialog') });
  await expect(asked).toBeVisible({ timeout: 15_000 });
  await asked.getByRole('button', { name: text('en', 'unsaved.stay') }).click();
  await expect(asked).toHaveCount(0);
  await shellStays(page, typed);

  await logOff(page);
  await asked.getByRole('button', { name: text('en', 'unsaved.discardAndLogOff') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

const NOTICES = /\/assets\/ServiceNotices-[\w-]+\.js(\?.*)?$/;

// Found by the browser walk: the notices hold every other part's failure notice, and their own failure
// was silent (a menu or dialog failing after it said nothing at all).
for (const look of LOOKS) {
  test(`${look.language}, ${look.theme}: the notices' own code that cannot load says so above the header, with Retry, and Retry brings them`, async ({
    page,
  }, testInfo) => {
    await page.route(NOTICES, (route) => route.abort('connectionrefused'));
    await loginAndLand(page, look.account, '/dashboard');
    if (look.language !== 'en') await useLanguage(page, look.language);
    if (look.theme !== 'light') await useTheme(page, look.theme);
    const failed = page.getByTestId('service-notices-load-failed');
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed).toContainText(text(look.language, 'parts.loadFailed'));
    await expect(failed).toContainText(text(look.language, 'parts.noticesFailed'));
    await expect(header(page)).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`notices-failed-${look.language}-${look.theme}.png`) });

    await page.unroute(NOTICES);
    await failed.getByRole('button', { name: text(look.language, 'parts.retry') }).click();
    await expect(page.getByTestId('service-notices')).toBeAttached();
    await expect(failed).toHaveCount(0);
  });
}
