/**
 * The account menu and who gets which item: which items each kind of
 * account gets and where each goes, the avatar pair while assuming, release of the assumed account,
 * and the language dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { legacyFrame, withoutStartupPopups } from './support/shell';
import { accountButton, dialog, isApi, stubOutsideSites, text, useLanguage } from './support/shell-chrome';

const ITEMS = [
  'menu-profile',
  'menu-language',
  'menu-mfa',
  'menu-change-password',
  'menu-release',
  'menu-back-to-partner',
  'menu-log-off',
] as const;

async function openMenu(page: Page): Promise<void> {
  await accountButton(page).click();
  await expect(page.getByTestId('menu-log-off')).toBeVisible();
}

async function menuItems(page: Page): Promise<string[]> {
  await openMenu(page);
  const shown: string[] = [];
  for (const id of ITEMS) if ((await page.getByTestId(id).count()) > 0) shown.push(id);
  await page.keyboard.press('Escape');
  return shown;
}

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

test('a local administrator: profile, language, MFA, change password, log off', async ({ page }) => {
  await loginAndLand(page, 'sub', '/dashboard');
  expect(await menuItems(page)).toEqual(['menu-profile', 'menu-language', 'menu-mfa', 'menu-change-password', 'menu-log-off']);
  await expect(accountButton(page)).toHaveAccessibleName(text('en', 'accountMenu.label', { name: 'Sue Sub' }));
  await expect(page.getByTestId('account-avatar')).toHaveAttribute('data-initials', 'SS');
  await expect(page.getByTestId('account-avatar-pair')).toHaveCount(0);

  for (const [item, path] of [
    ['menu-profile', '/profile'],
    ['menu-mfa', '/mfa-configuration'],
    ['menu-change-password', '/change-password'],
  ] as const) {
    await openMenu(page);
    await page.getByTestId(item).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(legacyFrame(page)).toHaveAttribute('src', new RegExp(`/uiserver/legacy/account${path}$`));
  }
});

test('an SSO administrator has neither MFA nor change password', async ({ page }) => {
  await loginAndLand(page, 'sso', '/dashboard');
  expect(await menuItems(page)).toEqual(['menu-profile', 'menu-language', 'menu-log-off']);
});

test('the super administrator assuming an account: avatar pair, release goes back to / with its own session', async ({ page }) => {
  await loginAndLand(page, 'super', '/dashboard');
  await expect(page.getByTestId('account-avatar-pair')).toBeVisible();
  await expect(accountButton(page)).toHaveAccessibleName(
    text('en', 'accountMenu.labelAssuming', { name: 'acme-admin', previous: 'supervisor' }),
  );
  expect(await menuItems(page)).toEqual([
    'menu-profile',
    'menu-language',
    'menu-mfa',
    'menu-change-password',
    'menu-release',
    'menu-log-off',
  ]);
  await openMenu(page);
  await expect(page.getByText(text('en', 'accountMenu.assumedBy', { name: 'supervisor' }), { exact: true })).toBeVisible();

  const release = page.waitForRequest((request) => isApi(request, 'GET', 'account/assumeas/release'));
  const home = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/');
  await page.getByTestId('menu-release').click();
  await release;
  await home;
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  // The session was fetched again: nobody is assumed any more.
  await expect(page.getByTestId('account-avatar')).toBeVisible();
  await expect(page.getByTestId('account-avatar-pair')).toHaveCount(0);
  expect(await menuItems(page)).not.toContain('menu-release');
});

test('a failed release says so and stays', async ({ page }) => {
  await page.route('**/account/assumeas/release', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/xml',
      body: '<response><errorinfo><errorcode>17</errorcode><errorinfo>nope</errorinfo></errorinfo><resultinfo/></response>',
    }),
  );
  await loginAndLand(page, 'super', '/dashboard');
  await openMenu(page);
  await page.getByTestId('menu-release').click();
  await expect(page.getByTestId('release-failed-dialog')).toContainText('17');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('a CLP partner: back to the partner console (CLP wording) and password at the partner home', async ({ page }) => {
  await stubOutsideSites(page);
  await loginAndLand(page, 'clp', '/dashboard');
  expect(await menuItems(page)).toEqual(['menu-profile', 'menu-language', 'menu-change-password', 'menu-back-to-partner', 'menu-log-off']);
  await openMenu(page);
  await expect(page.getByTestId('menu-back-to-partner')).toHaveText(text('en', 'accountMenu.backToClp'));
  await page.getByTestId('menu-change-password').click();
  await expect(page).toHaveURL('https://clp.example.com/home');

  await page.goBack();
  await expect(accountButton(page)).toBeVisible();
  await openMenu(page);
  await page.getByTestId('menu-back-to-partner').click();
  await expect(page).toHaveURL('https://clp.example.com/home');
});

test('an LMP partner gets the LMP wording, in en and ja', async ({ page }) => {
  await loginAndLand(page, 'lmp', '/dashboard');
  await openMenu(page);
  await expect(page.getByTestId('menu-back-to-partner')).toHaveText(text('en', 'accountMenu.backToLmp'));
  await page.keyboard.press('Escape');
  await useLanguage(page, 'ja');
  await openMenu(page);
  await expect(page.getByTestId('menu-back-to-partner')).toHaveText(text('ja', 'accountMenu.backToLmp'));
  await expect(page.getByTestId('menu-log-off')).toHaveText(text('ja', 'shell.logOff'));
});

test('language: Cancel keeps it; Save stores it, resets the server locale and switches to ja in place', async ({ page }) => {
  await loginAndLand(page, 'linkv1', '/dashboard');
  await openMenu(page);
  await page.getByTestId('menu-language').click();
  const languageDialog = dialog(page);
  await expect(languageDialog).toBeVisible();
  await expect(languageDialog.getByRole('radio', { name: text('en', 'language.en') })).toBeChecked();
  await languageDialog.getByRole('radio', { name: text('en', 'language.ja') }).check();
  await languageDialog.getByRole('button', { name: text('en', 'language.cancel') }).click();
  await expect(languageDialog).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await openMenu(page);
  await page.getByTestId('menu-language').click();
  await dialog(page)
    .getByRole('radio', { name: text('en', 'language.ja') })
    .check();
  const reset = page.waitForRequest((request) => isApi(request, 'PUT', 'adminui/resetlocale'));
  // The console switches in place, as the other tabs do: a legacy page's unsaved input survives it.
  await page.evaluate(() => ((window as unknown as { shellMark: string }).shellMark = 'before'));
  await dialog(page)
    .getByRole('button', { name: text('en', 'language.save') })
    .click();
  expect((await reset).postData()).toBe('<locale>ja</locale>');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(dialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { shellMark?: string }).shellMark)).toBe('before');
  expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('ja');
  await expect(accountButton(page)).toHaveAccessibleName(text('ja', 'accountMenu.label', { name: 'Lina Link' }));

  // And back to English, through the Japanese dialog.
  await openMenu(page);
  await page.getByTestId('menu-language').click();
  await expect(dialog(page).getByRole('radio', { name: text('ja', 'language.ja') })).toBeChecked();
  await dialog(page)
    .getByRole('radio', { name: text('ja', 'language.en') })
    .check();
  await dialog(page)
    .getByRole('button', { name: text('ja', 'language.save') })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('log off forgets the promotion dismissal and ends at the UI-server log off', async ({ page }) => {
  await loginAndLand(page, 'sub', '/dashboard');
  await page.evaluate(() => window.localStorage.setItem('promotion_poped', '1008'));
  await openMenu(page);
  const logoff = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/uiserver/logoff');
  await page.getByTestId('menu-log-off').click();
  await logoff;
  await page.goto('/login');
  expect(await page.evaluate(() => window.localStorage.getItem('promotion_poped'))).toBe('');
});
