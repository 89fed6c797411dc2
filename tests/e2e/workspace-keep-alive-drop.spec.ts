/**
 * How many legacy pages stay alive, and what drops them all: `/console-config.json` sets the number;
 * a language change, signing out and releasing an assumed account each leave only the page on
 * screen (or none), loaded afresh. (A theme change is in workspace-keep-alive.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { withoutStartupPopups } from './support/shell';
import { accountButton, dialog, text } from './support/shell-chrome';
import { frameSlots, openFromMenu, shownFrame, slotOf } from './support/workspace';

const PAGES = ['/logs/audit-log', '/logs/policy-events', '/logs/mail-tracking'] as const;

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

/** Opens a page from the menu and waits until its frame shows it. */
async function open(page: Page, route: string): Promise<void> {
  await openFromMenu(page, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(`/uiserver/legacy${route}`);
}

/** The dashboard (the landing page) and two more pages: three kept frames. */
async function keepThree(page: Page): Promise<void> {
  await expect(slotOf(page, '/dashboard')).toHaveCount(1);
  await open(page, PAGES[0]);
  await open(page, PAGES[1]);
  await expect(frameSlots(page)).toHaveCount(3);
}

test('console-config.json sets how many pages stay alive', async ({ page }) => {
  await page.route('**/console-config.json', (route) => route.fulfill({ json: { frames: { keepAlive: 2 } } }));
  await loginAndLand(page, 'admin', '/dashboard');
  await expect(slotOf(page, '/dashboard')).toHaveCount(1);
  await open(page, PAGES[0]);
  await expect(frameSlots(page)).toHaveCount(2);
  await open(page, PAGES[1]);
  await expect(frameSlots(page)).toHaveCount(2);
  await expect(slotOf(page, '/dashboard')).toHaveCount(0);
  await open(page, PAGES[2]);
  await expect(frameSlots(page)).toHaveCount(2);
  await expect(slotOf(page, PAGES[0])).toHaveCount(0);
  await expect(slotOf(page, PAGES[1])).toHaveCount(1);
});

test('a malformed keep-alive setting is ignored: five pages stay alive', async ({ page }) => {
  await page.route('**/console-config.json', (route) => route.fulfill({ json: { frames: { keepAlive: -3 } } }));
  await loginAndLand(page, 'admin', '/dashboard');
  await keepThree(page);
});

test('a language change drops the kept pages; the page on screen comes back in the new language', async ({ page }) => {
  // An account no other test signs in as: the language is stored with the account.
  await loginAndLand(page, 'nsuser@@acme', '/dashboard');
  await keepThree(page);
  await accountButton(page).click();
  await page.getByTestId('menu-language').click();
  await dialog(page)
    .getByRole('radio', { name: text('en', 'language.ja') })
    .check();
  await dialog(page)
    .getByRole('button', { name: text('en', 'language.save') })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(frameSlots(page)).toHaveCount(1);
  await expect(slotOf(page, PAGES[1])).toHaveCount(1);
  await expect(shownFrame(page).locator('html')).toHaveAttribute('lang', 'ja');

  // Back to English, so the account is as it was.
  await accountButton(page).click();
  await page.getByTestId('menu-language').click();
  await dialog(page)
    .getByRole('radio', { name: text('ja', 'language.en') })
    .check();
  await dialog(page)
    .getByRole('button', { name: text('ja', 'language.save') })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('signing out drops every kept page: signed in again, only the landing page is loaded', async ({ page }) => {
  await loginAndLand(page, 'admin', '/dashboard');
  await keepThree(page);
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: text('en', 'shell.logOff'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(frameSlots(page)).toHaveCount(0);
  await loginAndLand(page, 'admin', '/dashboard');
  await expect(slotOf(page, '/dashboard')).toHaveCount(1);
  await expect(frameSlots(page)).toHaveCount(1);
});

test('releasing an assumed account drops every kept page', async ({ page }) => {
  await loginAndLand(page, 'super', '/dashboard');
  await keepThree(page);
  await accountButton(page).click();
  await page.getByTestId('menu-release').click();
  await expect(page.getByTestId('account-avatar-pair')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(slotOf(page, '/dashboard')).toHaveCount(1);
  await expect(frameSlots(page)).toHaveCount(1);
});
