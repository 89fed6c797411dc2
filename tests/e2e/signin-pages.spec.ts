/**
 * The public pages: the error page for every error code, the email
 * confirmation result, the unsupported-browser page and the first-run region page.
 */
import { expect, test } from '@playwright/test';
import { logOn } from './support/signin';

test.describe('/error', () => {
  for (const [code, message] of [
    ['E1006', 'Single sign-on is disabled for this account.'],
    ['E1008', 'No valid account was found to log on with.'],
    ['E1011', 'No valid account was found to log on with.'],
    ['E1007', 'The signature of the sign-on response could not be verified.'],
    ['E1010', 'The signature of the sign-on response could not be verified.'],
    ['E1009', 'The licence has expired. Contact your administrator.'],
    ['E1014', 'The sign-on response has no valid claim.'],
    ['4403', 'Administrators cannot log on from this IP address.'],
    ['E52406', 'Logging on is blocked while the product is being upgraded. Please try again later.'],
    ['E52407', 'Single sign-on for the root account is being set up. Please try again later.'],
    ['52404', 'Logging on is blocked while the product is being upgraded. Please try again later.'],
    ['E7777', 'Logging on failed (error code E7777). Contact your administrator if this continues.'],
  ] as const) {
    test(`code=${code}`, async ({ page }) => {
      await page.goto(`/error?code=${code}`);
      await expect(page.getByTestId('error-message')).toHaveText(message);
      await expect(page.getByTestId('error-logo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Unable to log on' })).toBeVisible();
      await expect(page).toHaveTitle('Unable to log on - Cloud Email Security');
    });
  }

  test('errorcode works as code, and Back to log on goes to /login', async ({ page }) => {
    await page.goto('/error?errorcode=E1009');
    await expect(page.getByTestId('error-message')).toHaveText('The licence has expired. Contact your administrator.');
    await page.getByRole('link', { name: 'Back to log on' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('errorcode at the entry page is forwarded to /error?code', async ({ page }) => {
    await page.goto('/?errorcode=E1006');
    await expect(page).toHaveURL((url) => url.pathname === '/error' && url.searchParams.get('code') === 'E1006');
    await expect(page.getByTestId('error-message')).toHaveText('Single sign-on is disabled for this account.');
  });
});

test.describe('/profile/email-confirmation', () => {
  test('without a code: success, and Close goes to / when the tab cannot be closed', async ({ page }) => {
    await page.goto('/profile/email-confirmation');
    await expect(page.getByTestId('email-confirmation-message')).toHaveText(
      'Your email address has been confirmed. You can close this page.',
    );
    await page.getByRole('button', { name: 'Close' }).click();
    // / is the entry page; signed out, it goes on to /login.
    await expect(page).toHaveURL((url) => url.pathname === '/login' || url.pathname === '/');
  });

  test('Close closes a window a script opened', async ({ page }) => {
    await page.goto('/login');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => {
        window.open('/profile/email-confirmation', '_blank');
      }),
    ]);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Close' }).click();
    await closed;
  });

  test('code 4403: the disabled-IP message', async ({ page }) => {
    await page.goto('/profile/email-confirmation?code=4403');
    await expect(page.getByTestId('email-confirmation-message')).toHaveText(
      'The email address cannot be confirmed from this IP address: it is not allowed to reach the console.',
    );
  });

  test('another code: the expiry message; Go back follows a same-origin url', async ({ page }) => {
    await page.goto('/profile/email-confirmation?code=1202&url=%2Ferror%3Fcode%3DE1009');
    await expect(page.getByTestId('email-confirmation-message')).toHaveText(
      'The confirmation link has expired. Ask for a new confirmation email.',
    );
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/error' && url.searchParams.get('code') === 'E1009');
  });

  test('Go back to another host goes to / instead', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://evil.example.com')) outside.push(request.url());
    });
    await page.goto('/profile/email-confirmation?code=1&url=https%3A%2F%2Fevil.example.com%2Fprofile');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' || url.pathname === '/');
    expect(outside).toEqual([]);
  });
});

test('/browser_not_support lists three browsers to download and a help link', async ({ page }) => {
  await page.goto('/browser_not_support');
  await expect(page.getByRole('heading', { level: 1, name: 'This browser is not supported' })).toBeVisible();
  const browsers = page.locator('a[data-browser]');
  await expect(browsers).toHaveCount(3);
  await expect(browsers.nth(0)).toHaveAttribute('href', 'https://www.google.com/chrome/');
  await expect(browsers.nth(1)).toHaveAttribute('href', 'https://www.microsoft.com/edge/download');
  await expect(browsers.nth(2)).toHaveAttribute('href', 'https://www.mozilla.org/firefox/new/');
  await expect(page.getByRole('link', { name: 'Which browsers are supported?' })).toHaveAttribute(
    'href',
    'https://docs.example.com/en/email-security/help',
  );
});

test.describe('/init', () => {
  // Signs in as nsuser@@acme and posts its own site (US) back, so no account's region changes.
  test.describe.configure({ mode: 'serial' });

  test('regions in their order, unknown last under its code; required after blur; Save confirms, then posts and goes on', async ({
    page,
  }) => {
    await logOn(page, 'nsuser@@acme');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/init');
    const select = page.getByLabel('Data region');
    await expect(select.locator('option')).toHaveText([
      'Choose a region',
      'United States',
      'Europe, Middle East and Africa',
      'Australia and New Zealand',
      'Japan',
      'Singapore',
      'India',
      'United Arab Emirates',
      'XX',
    ]);
    await expect(page.getByTestId('region-note')).toContainText('The region cannot be changed once saved.');
    await expect(page.getByRole('link', { name: 'Learn more about data regions' })).toHaveAttribute('href', /docs\.example\.com\/en\//);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await select.focus();
    await select.blur();
    await expect(page.getByText('Choose a region.')).toBeVisible();

    await select.selectOption('US');
    await expect(save).toBeEnabled();
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Save the data region?' });
    await expect(dialog.getByTestId('region-chosen')).toHaveText('Your data region: United States');
    await expect(dialog).toContainText('The region cannot be changed once saved.');

    const posted = page.waitForRequest((request) => request.url().endsWith('/uiserver/account/site') && request.method() === 'POST');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const form = new URLSearchParams((await posted).postData() ?? '');
    expect(form.get('data_site')).toBe('US');
    expect(form.get('language')).toBe('en');
    expect(form.get('timezone')).toBe(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
    await expect(page).not.toHaveURL(/\/init/);
  });

  test('a refused save says so and stays', async ({ page }) => {
    await page.route('**/uiserver/account/site', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 400, message: 'unknown data_site' }) }),
    );
    await logOn(page, 'nsuser@@acme');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/init');
    await page.getByLabel('Data region').selectOption('XX');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Save the data region?' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('region-failure')).toHaveText(
      'The region could not be saved. The server answered with an error (HTTP 400).',
    );
    await expect(page).toHaveURL(/\/init$/);
  });

  test('signed out, the page sends the browser to /login', async ({ page }) => {
    await page.goto('/init');
    // Like every 401, with the page as return target (honoured only for a route the account may open).
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('return') === '/init');
  });
});
