/**
 * The forgot-password dialog against the reference server: the full reset with a
 * mailed code (read from the server's mailbox), the live rule ticks, every failure. The account is `provision`, which no other test
 * signs in as; its password is put back to the demo password at the end. Outcomes the server cannot
 * be made to give on demand (an expired code, the rate limits) come from stand-in replies.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { mailCount, mailedCode } from './support/mailbox';
import { logOn, stubCall } from './support/signin';

const USER = 'provision';
const EMAIL = 'provision@globex.example.com';
const NEW_PASSWORD = 'Reset#2026x';

// The full reset changes the account's password: nothing else may sign in as it meanwhile.
test.describe.configure({ mode: 'serial' });

function dialogOf(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Reset password' });
}

async function openFromLink(page: Page): Promise<Locator> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function requestCode(dialog: Locator, username = USER, email = EMAIL): Promise<void> {
  await dialog.getByLabel('User name', { exact: true }).fill(username);
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send verification code' }).click();
}

async function ruleStates(dialog: Locator): Promise<Record<string, string | null>> {
  const items = dialog.getByTestId('password-rules').locator('li');
  const pairs = await items.evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('data-rule') ?? '', node.getAttribute('data-met')]),
  );
  return Object.fromEntries(pairs);
}

/** Resets `USER`'s password through the dialog opened from the query, with a mailed code. */
async function resetThroughQuery(page: Page, password: string): Promise<void> {
  const before = mailCount(EMAIL);
  await page.goto(`/login?event=forgot_password&username=${USER}&email=${encodeURIComponent(EMAIL)}`);
  const dialog = dialogOf(page);
  await expect(dialog.getByLabel('User name', { exact: true })).toHaveValue(USER);
  await expect(dialog.getByLabel('Email address')).toHaveValue(EMAIL);
  await dialog.getByRole('button', { name: 'Send verification code' }).click();
  await dialog.getByLabel('Verification code').fill(await mailedCode(EMAIL, before));
  await dialog.getByLabel('New password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm new password').fill(password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();
}

test('the full reset: send waits for a valid email, the code, six live ticks, the match, 1208, done; the new password signs in', async ({
  browser,
  page,
}) => {
  const dialog = await openFromLink(page);
  const send = dialog.getByRole('button', { name: 'Send verification code' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('User name', { exact: true }).fill(USER);
  await dialog.getByLabel('Email address').fill('provision@globex');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Email address').blur();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  const before = mailCount(EMAIL);
  await dialog.getByLabel('Email address').fill(EMAIL);
  await expect(send).toBeEnabled();
  await send.click();

  // The read-only prefix before the code box, and the resend link counting down from 120 s.
  const code = await mailedCode(EMAIL, before);
  await expect(dialog.getByTestId('reset-code-prefix')).toHaveValue(/^[A-Z]{4}$/);
  await expect(dialog.getByTestId('reset-code-prefix')).toHaveAttribute('readonly', '');
  await expect(dialog.getByTestId('reset-resend')).toBeDisabled();
  await expect(dialog.getByTestId('reset-resend')).toHaveText(/^Resend code in (1[01][0-9]|120) s$/);
  await expect(dialog.getByLabel('User name', { exact: true })).toBeDisabled();

  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(code);
  const newPassword = dialog.getByLabel('New password', { exact: true });
  await newPassword.fill('abc');
  expect(await ruleStates(dialog)).toEqual({
    length: 'false',
    lowercase: 'true',
    uppercase: 'false',
    digit: 'false',
    special: 'false',
    noEdgeSpace: 'true',
  });
  await newPassword.fill(' Abcdefg1!');
  expect(await ruleStates(dialog)).toEqual({
    length: 'true',
    lowercase: 'true',
    uppercase: 'true',
    digit: 'true',
    special: 'true',
    noEdgeSpace: 'false',
  });
  await newPassword.fill(DEMO_PASSWORD);
  expect(Object.values(await ruleStates(dialog))).toEqual(Array(6).fill('true'));
  await dialog.getByLabel('Confirm new password').fill('Demo@2025');
  await dialog.getByLabel('Confirm new password').blur();
  await expect(dialog.getByText('The passwords do not match.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await expect(submit).toBeEnabled();

  // The current password again is refused (1208).
  await submit.click();
  await expect(page.getByTestId('reset-failure')).toHaveText('The new password must differ from your previous password.');

  await newPassword.fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByTestId('reset-done')).toContainText('Password changed');
  await expect(page.getByTestId('reset-done')).toContainText('Your password has been reset. Log on with your new password.');
  // The footer's Close (the header has its own close icon of the same name).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialogOf(page)).toHaveCount(0);

  // Reopened, the dialog starts afresh.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialogOf(page).getByLabel('Email address')).toHaveValue('');
  await page.keyboard.press('Escape');

  try {
    await logOn(page, USER, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
  } finally {
    // Put the demo password back (whatever happened above), through the dialog the query opens
    // prefilled. A page of its own, signed out: the signed-in page may still be navigating.
    const restore = await browser.newPage();
    try {
      await resetThroughQuery(restore, DEMO_PASSWORD);
    } finally {
      await restore.close();
    }
  }
});

test('an unknown username or email (706)', async ({ page }) => {
  const dialog = await openFromLink(page);
  await requestCode(dialog, USER, 'someone-else@example.com');
  await expect(page.getByTestId('reset-failure')).toHaveText('The user name or email address is not valid.');
});

test('a missing username is asked for when sending', async ({ page }) => {
  const dialog = await openFromLink(page);
  // The dialog opens on its first field, not on its close button.
  await expect(dialog.getByLabel('User name', { exact: true })).toBeFocused();
  await dialog.getByLabel('Email address').fill(EMAIL);
  await dialog.getByRole('button', { name: 'Send verification code' }).click();
  await expect(dialog.getByText('Enter your user name.')).toBeVisible();
});

test('too many code requests (429), and a refused request', async ({ page }) => {
  await stubCall(page, 'account/verificationcode', { status: 429, json: { code: 429, message: 'slow down' } });
  const dialog = await openFromLink(page);
  await requestCode(dialog);
  await expect(page.getByTestId('reset-failure')).toHaveText('Too many verification codes were requested. Please try again later.');
  await page.unroute('**/uiserver/api/v1/account/verificationcode*');
  await stubCall(page, 'account/verificationcode', { json: { code: 5, message: 'no' } });
  await dialog.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByTestId('reset-failure')).toHaveText('The request failed. Please try again.');
});

test('a wrong verification code is refused (1201) by the server', async ({ page }) => {
  // The code request is stood in for (the server limits codes per account); the reset itself is real.
  await stubCall(page, 'account/verificationcode', { json: { code: 0, data: { prefix: 'ABCD' } } });
  const dialog = await openFromLink(page);
  await requestCode(dialog);
  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('reset-failure')).toHaveText('The verification code is not valid.');
});

test.describe('reset failures the server gives only after a wait or many tries', () => {
  for (const [status, body, message] of [
    [400, { code: 1202, message: 'expired' }, 'The verification code has expired. Request a new one.'],
    [400, { code: 400, message: 'bad' }, 'The request failed. Please try again.'],
    [404, { code: 404, message: 'no such user' }, 'The user name or email address is not valid.'],
    [429, { code: 429, message: 'too many' }, 'Too many attempts. Request a new verification code and try again.'],
    [500, { code: 500, message: 'down' }, 'The request failed. Please try again.'],
  ] as const) {
    test(`${status} ${body.code}: ${message}`, async ({ page }) => {
      await stubCall(page, 'account/verificationcode', { json: { code: 0, data: { prefix: 'ABCD' } } });
      await stubCall(page, 'account/password', { status, json: body });
      const dialog = await openFromLink(page);
      await requestCode(dialog);
      await dialog.getByLabel('Verification code').fill('123456');
      await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByTestId('reset-failure')).toHaveText(message);
    });
  }
});

test('resend waits 120 seconds, then sends a new code and waits again', async ({ page }) => {
  await page.clock.install();
  await stubCall(page, 'account/verificationcode', { json: { code: 0, data: { prefix: 'WXYZ' } } });
  const dialog = await openFromLink(page);
  await requestCode(dialog);
  const resend = dialog.getByTestId('reset-resend');
  await expect(resend).toHaveText('Resend code in 120 s');
  await page.clock.runFor(60_000);
  await expect(resend).toHaveText('Resend code in 60 s');
  await expect(resend).toBeDisabled();
  await page.clock.runFor(60_000);
  await expect(resend).toHaveText('Resend code');
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByTestId('reset-resent')).toHaveText('A new verification code was sent.');
  await expect(resend).toHaveText('Resend code in 120 s');
  await expect(resend).toBeDisabled();
});

test('event=reset-password at the entry page is forwarded to /login, which opens the dialog prefilled', async ({ page }) => {
  await page.goto(`/?event=reset-password&username=${USER}&email=${encodeURIComponent(EMAIL)}`);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('event') === 'reset-password');
  await expect(dialogOf(page).getByLabel('Email address')).toHaveValue(EMAIL);
});
