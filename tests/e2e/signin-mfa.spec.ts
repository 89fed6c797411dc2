/**
 * The MFA step of sign-in (after the MFA status call says MFA is on) and its error codes: the authenticator code, the emergency code
 * by email, their failures, enforced MFA at the entry page. The TOTP is computed from the demo
 * secret and the emergency code read from the server's mailbox (support/mailbox.ts); outcomes the
 * server cannot give on demand (an expired code, the send limit) come from stand-in replies.
 */
import { expect, test, type Page } from '@playwright/test';
import { currentTotp, mailCount, mailedCode } from './support/mailbox';
import { logOn, stubCall, xmlReply } from './support/signin';

const MFA_EMAIL = 'mfa@globex.example.com';

// The server accepts each TOTP once and counts wrong codes per account: these tests take turns.
test.describe.configure({ mode: 'serial' });

async function openMfaDialog(page: Page) {
  await logOn(page, 'mfa');
  const dialog = page.getByRole('dialog', { name: 'Multi-factor authentication' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openEmergencyDialog(page: Page) {
  const mfa = await openMfaDialog(page);
  await mfa.getByRole('button', { name: "Don't have your phone?" }).click();
  const dialog = page.getByRole('dialog', { name: 'Emergency code' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a wrong authenticator code is refused; the right one signs in, stores the account and opens the first route', async ({ page }) => {
  const dialog = await openMfaDialog(page);
  // The dialog opens on the code field, so the code can be typed at once.
  await expect(dialog.getByLabel('Verification code')).toBeFocused();
  const verify = dialog.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await dialog.getByLabel('Verification code').fill('12345');
  await verify.click();
  await expect(page.getByTestId('mfa-totp-form-failure')).toHaveText(
    'The verification code is not valid. Check your authenticator app and try again.',
  );

  await dialog.getByLabel('Verification code').fill(await currentTotp());
  await verify.click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const stored = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('accountInfo') ?? 'null') as { account?: { name?: string } } | null,
  );
  expect(stored?.account?.name).toBe('Mia MFA');
});

test('the emergency code: the email is sent, and its code signs in', async ({ page }) => {
  const before = mailCount(MFA_EMAIL);
  const dialog = await openEmergencyDialog(page);
  await expect(page.getByTestId('mfa-emergency-form-notice')).toHaveText('Email sent. Check your inbox for the emergency code.');
  await expect(dialog.getByLabel('Emergency code')).toBeFocused();
  await dialog.getByLabel('Emergency code').fill(await mailedCode(MFA_EMAIL, before));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('a wrong emergency code is refused (1204)', async ({ page }) => {
  // The send itself is stood in for: the server allows only a few emergency emails per account.
  await stubCall(page, 'mfa/email/emergencycode', { xml: xmlReply('0') });
  const dialog = await openEmergencyDialog(page);
  await dialog.getByLabel('Emergency code').fill('00000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('mfa-emergency-form-failure')).toHaveText('The emergency code is not valid.');
});

test('an expired emergency code (1205)', async ({ page }) => {
  await stubCall(page, 'mfa/email/emergencycode', { xml: xmlReply('0') });
  const dialog = await openEmergencyDialog(page);
  await stubCall(page, 'login', { status: 401, xml: xmlReply('1205') });
  await dialog.getByLabel('Emergency code').fill('12345678');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('mfa-emergency-form-failure')).toHaveText(
    'The emergency code has expired. Send the email again for a new code.',
  );
});

test('the emergency email send limit (1206), and any other send failure', async ({ page }) => {
  await stubCall(page, 'mfa/email/emergencycode', { xml: xmlReply('1206') });
  await openEmergencyDialog(page);
  await expect(page.getByTestId('mfa-emergency-form-notice')).toHaveText(
    'Too many emergency codes were sent. Wait a while before asking for another.',
  );
  await page.unroute('**/uiserver/api/v1/mfa/email/emergencycode*');
  await stubCall(page, 'mfa/email/emergencycode', { status: 500, xml: xmlReply('500') });
  await page.getByRole('button', { name: 'Send the email again' }).click();
  await expect(page.getByTestId('mfa-emergency-form-notice')).toHaveText('The request failed. Please try again.');
});

test('signed in by MFA with no page to open: signed out and told so on the login page', async ({ page }) => {
  await stubCall(page, 'login', { xml: xmlReply('0') });
  const account =
    '<account><account_id>1011</account_id><license_acct_id>1011</license_acct_id><usertype>10</usertype><licensetype>10</licensetype>' +
    '<status>1</status><descendant_level>0</descendant_level><parent_id>0</parent_id><isSSO>0</isSSO><name>Mia MFA</name>' +
    '<email>mfa@globex.example.com</email><is_cobrand_enable>0</is_cobrand_enable><cobrand_id>3</cobrand_id><is_advanced_license>0</is_advanced_license>' +
    '<is_imsx_migration_enabled>0</is_imsx_migration_enabled><license_expire_action_type>0</license_expire_action_type>' +
    '<days_before_expiration>120</days_before_expiration><comp><GUID>g</GUID><name>Globex</name><is_v1eas>0</is_v1eas><site>US</site></comp>' +
    '<extra><home_url></home_url><provision_progress>40</provision_progress></extra></account><perms></perms><features></features>';
  await stubCall(page, 'account/present', { xml: xmlReply('0', account) });
  await stubCall(page, 'account/assumeas/previous', { xml: xmlReply('0') });
  await stubCall(page, 'account/theme', { json: { code: 0, data: { curTheme: 'light' } } });
  const dialog = await openMfaDialog(page);
  await dialog.getByLabel('Verification code').fill('123456');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  // The UI-server's logoff answers a bare 302 /login: the sentence is the console's own note.
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
  await expect(page.getByTestId('login-no-access')).toHaveText(
    'You have been logged off: your account has no page it may open. Contact your administrator.',
  );
});

test('enforced MFA not set up yet: the entry page sends the account to /mfa-configuration', async ({ page }) => {
  await logOn(page, 'mfaenforce');
  await expect(page).toHaveURL((url) => url.pathname === '/mfa-configuration');
});
