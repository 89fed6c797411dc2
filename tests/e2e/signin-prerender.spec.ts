/**
 * The login page prerendered when the console is built (login.html): the form paints from the page
 * before any of the console's scripts has run, in the user's language and theme, and the live page
 * takes it over without losing what the user did meanwhile. The console's entry script is held back
 * here (a gate on its request) to make "before the page is live" last as long as a test needs.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { sideMenu } from './support/shell';

const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
// Beside the React root until the live page's first commit replaces it.
const PRERENDERED = '#root + [data-prerendered]';

/** Holds the console's entry script back until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function storePreferences(page: Page, language: 'en' | 'ja', theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(
    ([lng, value]) => {
      window.localStorage.setItem('i18nextLng', lng);
      window.localStorage.setItem('theme', value);
    },
    [language, theme] as const,
  );
}

test('/login carries the form in every language; other pages do not', async ({ request }) => {
  const login = await (await request.get('/login')).text();
  for (const language of ['en', 'ja']) {
    for (const reason of ['', 'no-access', 'session-expired', 'logged-off-elsewhere']) {
      expect(login).toContain(`<template data-prerender-lang="${language}" data-prerender-reason="${reason}">`);
    }
  }
  expect(login).toContain('<h1 class="');
  expect(login).not.toContain('__CSP_NONCE__');
  expect(login).not.toMatch(/\sstyle="/);
  const other = await (await request.get('/dashboard')).text();
  expect(other).not.toContain('<template');
  expect(other).toContain('/assets/first-paint-');
});

for (const [language, theme, heading, background] of [
  ['en', 'light', 'Log On', 'rgb(246, 248, 250)'],
  ['ja', 'dark', 'ログオン', 'rgb(1, 4, 9)'],
] as const) {
  test(`the form paints before the scripts run, in ${language} and ${theme}, and looks the same once live`, async ({ page }) => {
    await storePreferences(page, language, theme);
    const release = await holdEntryScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    await expect(page.locator(PRERENDERED)).toHaveAttribute('data-prerendered', language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
    const pageBackground = () =>
      page
        .locator('div:has(> main)')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await pageBackground()).toBe(background);
    const before = await title.boundingBox();
    const shot = await page.screenshot();

    release();
    await expect(page.locator(PRERENDERED)).toHaveCount(0);
    await expect(title).toBeVisible();
    expect(await pageBackground()).toBe(background);
    expect(await title.boundingBox()).toEqual(before);
    // The live page is pixel for pixel the prerendered one (no caret: nothing has the focus).
    expect(await page.screenshot()).toEqual(shot);
  });
}

test('text typed, the focus and the selection before the page is live are kept', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const user = page.getByLabel('User name', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await user.fill('admin');
  await password.fill(DEMO_PASSWORD);
  await password.evaluate((field: HTMLInputElement) => field.setSelectionRange(1, 3));
  await expect(page.locator(PRERENDERED)).toHaveCount(1);

  release();
  await expect(page.locator(PRERENDERED)).toHaveCount(0);
  await expect(user).toHaveValue('admin');
  await expect(password).toHaveValue(DEMO_PASSWORD);
  await expect(password).toBeFocused();
  expect(await password.evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd])).toEqual([1, 3]);
  // The values are the live form's own: its checks see them, and Log On signs in.
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  await expect(sideMenu(page)).toBeVisible();
});

test('typing on while the live page first renders loses no key', async ({ page }) => {
  // The first render yields to input (src/main.tsx): keys typed while it runs land in the
  // prerendered field, which the live page reads again when it is committed (LoginPage.test.tsx
  // holds that step exactly; here a user types through the whole start at 4x CPU throttling).
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const user = page.getByLabel('User name', { exact: true });
  await user.click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  release();
  let typed = '';
  while ((await page.locator(PRERENDERED).count()) > 0) {
    expect(typed.length, 'the page went live while the user typed').toBeLessThan(240);
    await page.keyboard.type('01234');
    typed += '01234';
  }
  await page.keyboard.type('56789');
  typed += '56789';
  await expect(user).toHaveValue(typed);
  await expect(user).toBeFocused();
});

test('Log On pressed before the page is live signs in once it is, with nothing put in the url', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('User name', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.locator(`${PRERENDERED} form[data-submit-held]`)).toHaveCount(1);
  const url = new URL(page.url());
  expect([url.pathname, url.search]).toEqual(['/login', '']);

  release();
  await expect(sideMenu(page)).toBeVisible();
  expect(urls.filter((url) => url.includes(DEMO_PASSWORD) || url.includes('password='))).toEqual([]);
});

test('Log On pressed down before the page is live and released after it signs in (the button was replaced in between)', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('User name', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const box = await page.getByRole('button', { name: 'Log On', exact: true }).boundingBox();
  if (!box) throw new Error('the prerendered Log On button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect(page.locator(PRERENDERED)).toHaveCount(0);
  await page.mouse.up();
  await expect(sideMenu(page)).toBeVisible();
});

test('a held Log On with an empty field shows the form’s own warning instead of signing in', async ({ page }) => {
  // The username was left for the button, so its migration check runs; nothing signs in.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/uiserver/api/') && !request.url().includes('/migration/status')) calls.push(request.url());
  });
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('User name', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  release();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('User name', { exact: true })).toHaveValue('admin');
  expect(calls).toEqual([]);
});

test('Forgot password pressed before the page is live opens its dialog once it is', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('User name', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('User name', { exact: true })).toHaveValue('admin');
});

test('a username left before the page is live gets the check leaving it starts: a migrated company goes to its new console', async ({
  page,
}) => {
  const newConsole = 'https://portal.platform.example.com';
  await page.route(`${newConsole}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>new console</title>' }),
  );
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('User name', { exact: true }).fill('mig-cust-done');
  await page.getByLabel('Password', { exact: true }).focus();
  release();
  await expect(page).toHaveURL(`${newConsole}/login?c=1021`);
});

test('a query that adds to the first screen gets no prerendered form: the live page shows it whole', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/login?errorcode=52404', { waitUntil: 'commit' });
  // The first-paint script has run (it sets the theme) and left the page to the live one.
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByTestId('login-upgrade-blocked')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log On' })).toBeVisible();
});

for (const [language, heading, sentence] of [
  ['en', 'Log On', 'has no page it may open'],
  ['ja', 'ログオン', null],
] as const) {
  test(`a reason the console kept for the login page is said by the prerendered page, in ${language}, and by the live one after it`, async ({
    page,
  }) => {
    // An account with no page it may open is signed out at once, through the UI-server's logoff, and
    // the console keeps the reason for the login page. The entry script is held on the way there.
    await storePreferences(page, language, 'light');
    await page.goto('/login');
    await page.locator('#login_username').fill('noaccess');
    await page.locator('#login_password').fill(DEMO_PASSWORD);
    const release = await holdEntryScript(page);
    await page.locator('#login_password').press('Enter');
    // Arrived, though not loaded: the held entry script keeps the load event back.
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '', { waitUntil: 'commit' });
    const prerendered = page.locator(PRERENDERED);
    await expect(prerendered).toHaveAttribute('data-prerendered', language);
    await expect(prerendered.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const said = prerendered.getByTestId('login-no-access');
    await expect(said).toBeVisible();
    const text = await said.textContent();
    if (sentence !== null) expect(text).toContain(sentence);
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    // The live page says the same, once.
    await expect(page.getByTestId('login-no-access')).toHaveText(text ?? '');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
