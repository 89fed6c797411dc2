/**
 * Company migration at sign-in with the reference server's four migration accounts and
 * the SSO variant, and the error page's migration dialog. The new console is another
 * origin: its pages are answered here so the test can see the browser arrive.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { logOn } from './support/signin';

const V1 = 'https://portal.platform.example.com';

async function standInForNewConsole(page: Page): Promise<void> {
  await page.route(`${V1}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>new console</title><h1>New console</h1>' }),
  );
}

test('customer in progress: /error?code=52405 with the url base64-encoded, the migration dialog, no logo; Continue goes there', async ({
  page,
}) => {
  await standInForNewConsole(page);
  await logOn(page, 'mig-cust-progress');
  await expect(page).toHaveURL((url) => url.pathname === '/error' && url.searchParams.get('code') === '52405');
  const encoded = new URL(page.url()).searchParams.get('redirect_v1_url') ?? '';
  expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(`${V1}/migrate?c=1019`);
  expect(new URL(page.url()).searchParams.get('sso')).toBeNull();

  const dialog = page.getByRole('dialog', { name: 'Account migration' });
  await expect(dialog).toContainText('Your company is moving to the new console. Continue there to keep managing your email protection.');
  await expect(page.getByTestId('error-logo')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${V1}/migrate?c=1019`);
});

test('customer in progress with SSO: sso=1 and the SSO wording', async ({ page }) => {
  await logOn(page, 'mig-cust-sso');
  await expect(page).toHaveURL((url) => url.pathname === '/error' && url.searchParams.get('sso') === '1');
  await expect(page.getByRole('dialog', { name: 'Account migration' })).toContainText('log on with your single sign-on account');
});

test('customer completed: leaving the username field already goes to the new console', async ({ page }) => {
  await standInForNewConsole(page);
  await page.goto('/login');
  await page.getByLabel('User name', { exact: true }).fill('mig-cust-done');
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(page).toHaveURL(`${V1}/login?c=1021`);
});

test('non-customer completed: nothing at blur, the new console at login', async ({ page }) => {
  await standInForNewConsole(page);
  const checks: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/migration/status')) checks.push(response.url());
  });
  await page.goto('/login');
  await page.getByLabel('User name', { exact: true }).fill('mig-noncust-done');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await expect.poll(() => checks.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  await expect(page).toHaveURL(`${V1}/login?c=1022`);
});

test('non-customer in progress: the upgrade-block message and Log On disabled, at blur and at login, until the username changes', async ({
  page,
}) => {
  const blocked = page.getByTestId('login-upgrade-blocked');
  const logOnButton = page.getByRole('button', { name: 'Log On', exact: true });

  // At login: Enter in the password field submits without the username's blur check having answered.
  await page.goto('/login');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('User name', { exact: true }).fill('mig-noncust-progress');
  await page.getByLabel('User name', { exact: true }).press('Enter');
  await expect(blocked).toHaveText('Logging on is blocked while the product is being upgraded. Please try again later.');
  await expect(logOnButton).toBeDisabled();
  await page.getByLabel('User name', { exact: true }).fill('admin');
  await expect(logOnButton).toBeEnabled();
  await expect(blocked).toHaveCount(0);

  // At blur: leaving the username field already says so.
  await page.getByLabel('User name', { exact: true }).fill('mig-noncust-progress');
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(blocked).toBeVisible();
  await expect(logOnButton).toBeDisabled();
});

test('52405 whose url is not a web address: the generic message with the logo, no dialog', async ({ page }) => {
  await page.goto(`/error?code=52405&redirect_v1_url=${Buffer.from('javascript:alert(1)').toString('base64')}`);
  await expect(page.getByTestId('error-message')).toHaveText(
    'Logging on failed (error code 52405). Contact your administrator if this continues.',
  );
  await expect(page.getByTestId('error-logo')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
