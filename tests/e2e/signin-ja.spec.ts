/**
 * Sign-in in Japanese: the stored language choice (i18nextLng=ja) gives the login page,
 * its messages, its footer links and the reset dialog in Japanese, and a full sign-in works; without
 * its Japanese texts the page shows the English ones.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ja'));
});

test('the login page in Japanese: required warnings, a wrong password, then jpadmin signs in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle('ログオン - クラウドメールセキュリティ');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link').first()).toHaveAttribute('href', /\/ja\/legal$/);

  const logOn = page.getByRole('button', { name: 'ログオン', exact: true });
  await logOn.click();
  await expect(page.getByText('ユーザー名を入力してください。')).toBeVisible();
  await expect(page.getByText('パスワードを入力してください。')).toBeVisible();

  await page.getByLabel('ユーザー名', { exact: true }).fill('jpadmin');
  await page.getByLabel('パスワード', { exact: true }).fill('Wrong@2026');
  await logOn.click();
  await expect(page.getByTestId('login-failure')).toHaveText('ユーザー名またはパスワードが正しくありません。');

  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
  await logOn.click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('the reset dialog in Japanese: its labels, the email rule and the rule ticks', async ({ page }) => {
  await page.route('**/uiserver/api/v1/account/verificationcode*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 0, data: { prefix: 'JPAB' } }) }),
  );
  await page.goto('/login');
  await page.getByRole('button', { name: 'パスワードをお忘れですか？' }).click();
  const dialog = page.getByRole('dialog', { name: 'パスワードのリセット' });
  await dialog.getByLabel('ユーザー名', { exact: true }).fill('jpadmin');
  await dialog.getByLabel('メールアドレス').fill('jpadmin@globex');
  await dialog.getByLabel('メールアドレス').blur();
  await expect(dialog.getByText('正しいメールアドレスを入力してください。')).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill('jpadmin@globex.example.com');
  await dialog.getByRole('button', { name: '確認コードを送信' }).click();
  await expect(dialog.getByTestId('reset-resend')).toHaveText(/^(119|120) 秒後に再送信できます$/);
  await expect(dialog.getByTestId('password-rules')).toContainText('8〜32文字');
});

test('the error page in Japanese', async ({ page }) => {
  await page.goto('/error?code=E1009');
  await expect(page.getByTestId('error-message')).toHaveText('ライセンスの有効期限が切れています。管理者にお問い合わせください。');
  await expect(page).toHaveTitle(/^.+ - クラウドメールセキュリティ$/);
});

test('without the Japanese translation file the login page falls back to English; a key Japanese lacks shows English', async ({ page }) => {
  const en = JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales/en/translation.json'), 'utf8')) as {
    login: Record<string, unknown>;
  };
  // One run where the Japanese file is missing, then one where it lacks the Log On label.
  await page.route('**/locales/ja/translation.json', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log On', exact: true })).toBeVisible();
  await expect(page.getByLabel('User name', { exact: true })).toBeVisible();

  await page.unroute('**/locales/ja/translation.json');
  await page.route('**/locales/ja/translation.json', async (route) => {
    const ja = (await (await route.fetch()).json()) as { login: Record<string, unknown> };
    delete ja.login.submit;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(ja) });
  });
  await page.reload();
  await expect(page.getByLabel('ユーザー名', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: String(en.login.submit), exact: true })).toBeVisible();
});
