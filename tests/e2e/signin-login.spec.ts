/**
 * The login page and every login result code against the reference server's demo
 * accounts; outcomes no demo account gives (a failing mfa/status, a redirect off the origin) come
 * from stand-in replies.
 */
import { expect, test } from '@playwright/test';
import { API, fillLogin, logOn, loginFailure, stubCall, watchCsp, xmlReply } from './support/signin';

test('shows title, intro link, both fields, Log On, Forgot password and a footer with this year and the en links', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log On' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', /\/en\/products\/email-security\/getting-started$/);
  await expect(page.getByLabel('User name', { exact: true })).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Log On', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  await expect(footer.getByRole('link', { name: 'Legal Policies & Privacy' })).toHaveAttribute('href', 'https://www.example.com/en/legal');
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'https://www.example.com/en/contact');
  await expect(footer.getByRole('link', { name: 'Product Website' })).toHaveAttribute(
    'href',
    'https://www.example.com/en/products/email-security',
  );
});

test('raises no CSP violation or console error, through a failed login and the reset dialog', async ({ page }) => {
  const problems = await watchCsp(page);
  await logOn(page, 'admin', 'wrong-password');
  await expect(loginFailure(page)).toHaveText('The user name or password is incorrect.');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await problems()).toEqual([]);
});

test('asks for both fields as warnings, without calling the server', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/uiserver/api/')) calls.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  await expect(page.getByText('Enter your user name.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('User name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('User name', { exact: true }).fill('admin');
  await expect(page.getByText('Enter your user name.')).toBeHidden();
  expect(calls).toEqual([]);
});

test('a wrong password is an invalid login, and stays on the page', async ({ page }) => {
  await logOn(page, 'admin', 'Wrong@2026');
  await expect(loginFailure(page)).toHaveText('The user name or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
});

test('past the failed sign-in limit the server answers 429 and the page says so, in en and ja', async ({ page }) => {
  // A name of its own (unknown names are limited like accounts), so no other test meets the limit.
  const name = `guess-target-${Date.now()}`;
  await page.goto('/login');
  // The XSRF cookie comes with the UI-server's replies (not with the console's pages on a contract server).
  await page.request.get(`${API}/withoutauth/starcloudversioninfo`);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  let status = 0;
  for (let i = 0; i < 20 && status !== 429; i++) {
    const reply = await page.request.post(`${API}/mfa/status`, {
      form: { accountname: name, password: 'Wrong@2026' },
      headers: { 'x-xsrf-token': xsrf, 'x-requested-with': 'XMLHttpRequest' },
    });
    status = reply.status();
  }
  expect(status).toBe(429);
  await logOn(page, name, 'Wrong@2026');
  await expect(loginFailure(page)).toHaveText('Too many failed attempts to log on. Wait a few minutes, then try again.');
  await expect(page).toHaveURL(/\/login$/);

  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ja'));
  await page.goto('/login');
  await page.getByLabel('ユーザー名', { exact: true }).fill(name);
  await page.getByLabel('パスワード', { exact: true }).fill('Wrong@2026');
  await page.getByRole('button', { name: 'ログオン', exact: true }).click();
  await expect(loginFailure(page)).toHaveText('ログオンの失敗が多すぎます。数分待ってからもう一度お試しください。');
});

test.describe('login result codes', () => {
  for (const [user, message] of [
    ['disabled', 'This account is disabled. Contact your administrator.'],
    ['badlicense', 'The licence of this account is not valid. Contact your administrator.'],
    ['dirauth', 'This account must log on through directory authentication (key: tenant-acme01).'],
    ['authoff', 'Logging on with a password is disabled for this account.'],
    ['blockedip', 'Administrators cannot log on from this IP address.'],
  ] as const) {
    test(`${user}: ${message}`, async ({ page }) => {
      await logOn(page, user);
      await expect(loginFailure(page)).toHaveText(message);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('301 follows the redirect header: redirect → /error?code=E52407', async ({ page }) => {
    await logOn(page, 'redirect');
    await expect(page).toHaveURL((url) => url.pathname === '/error' && url.searchParams.get('code') === 'E52407');
    await expect(page.getByTestId('error-message')).toHaveText(
      'Single sign-on for the root account is being set up. Please try again later.',
    );
  });

  test('301 to another origin is not followed', async ({ page }) => {
    await stubCall(page, 'login', { xml: xmlReply('301'), headers: { 'x-redirect': 'https://evil.example.com/phish' } });
    await logOn(page, 'admin');
    await expect(loginFailure(page)).toHaveText('Unable to authenticate (error code 301).');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('any other code: unable to authenticate, with the code', async ({ page }) => {
    await stubCall(page, 'login', { xml: xmlReply('12345') });
    await logOn(page, 'admin');
    await expect(loginFailure(page)).toHaveText('Unable to authenticate (error code 12345).');
  });

  test('HTTP 401 without an MFA code kind is an invalid login, and does not navigate', async ({ page }) => {
    await stubCall(page, 'login', { status: 401, xml: xmlReply('401') });
    await logOn(page, 'admin');
    await expect(loginFailure(page)).toHaveText('The user name or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('mfa/status failures', () => {
  test('another errorcode: the request failed', async ({ page }) => {
    await stubCall(page, 'mfa/status', { xml: xmlReply('500') });
    await logOn(page, 'admin');
    await expect(loginFailure(page)).toHaveText('The request failed. Please try again.');
  });

  test('HTTP 401: invalid login', async ({ page }) => {
    await stubCall(page, 'mfa/status', { status: 401, xml: xmlReply('401') });
    await logOn(page, 'admin');
    await expect(loginFailure(page)).toHaveText('The user name or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('another status: unable to authenticate', async ({ page }) => {
    await stubCall(page, 'mfa/status', { status: 503, xml: xmlReply('503') });
    await logOn(page, 'admin');
    await expect(loginFailure(page)).toHaveText('Unable to authenticate (error 503). Please try again later.');
  });
});

test('name@@namespace signs in to the tenant namespace', async ({ page }) => {
  const forms: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/login')) forms.push(request.postData() ?? '');
  });
  await logOn(page, 'nsuser@@acme');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  expect(new URLSearchParams(forms[0]).get('accountname')).toBe('nsuser');
  expect(new URLSearchParams(forms[0]).get('namespace')).toBe('acme');
});

test('a successful login with a redirect header goes there (same origin)', async ({ page }) => {
  await stubCall(page, 'login', { xml: xmlReply('0'), headers: { 'x-redirect': '/error?code=E1014' } });
  await stubCall(page, 'account/theme', { json: { code: 0, data: { curTheme: 'light' } } });
  await logOn(page, 'admin');
  await expect(page).toHaveURL((url) => url.pathname === '/error' && url.searchParams.get('code') === 'E1014');
});

test('after login the saved theme is applied (reports saved dark)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
  await fillLogin(page, 'reports');
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('errorcode=52404 says login is blocked by the product upgrade', async ({ page }) => {
  await page.goto('/login?errorcode=52404');
  await expect(page.getByTestId('login-upgrade-blocked')).toHaveText(
    'Logging on is blocked while the product is being upgraded. Please try again later.',
  );
});
