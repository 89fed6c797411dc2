/**
 * An expired session keeps the work: with two tabs of one browser signed in, the session ends the
 * way a real server ends it (its cookie is gone), a framed page meets it, and both tabs are covered
 * by the sign-in dialog, nothing of the shell reachable behind it. Signing in again (password,
 * authenticator code or emailed emergency code) uncovers both in place: the frame that met the
 * expiry loads its own page again, a kept frame keeps its typed text and scroll. Signing in as
 * another account reloads both tabs into it.
 */
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { login } from './support/auth';
import { seriousViolations } from './support/axe';
import { currentTotp, mailCount, mailedCode } from './support/mailbox';
import { withoutStartupPopups } from './support/shell';
import { openFromMenu, shownFrame } from './support/workspace';

const AUDIT = '/logs/audit-log';
const EVENTS = '/logs/policy-events';
const MFA_EMAIL = 'mfa@globex.example.com';

// The server accepts each authenticator code once, and the MFA account's mails are counted: one at a time.
test.describe.configure({ mode: 'serial' });

const cover = (page: Page): Locator => page.getByRole('dialog', { name: 'Your session has ended' });

async function openPage(page: Page, route: string): Promise<void> {
  await openFromMenu(page, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
  await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText(`/uiserver/legacy${route}`);
}

/** A second tab of the same browser, on `path` of the signed-in console. */
async function secondTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await withoutStartupPopups(page);
  await page.goto(path);
  await expect(page.locator('nav[data-testid="side-menu"]')).toBeVisible();
  return page;
}

async function accountId(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('accountInfo') ?? '{}') as { account?: { account_id?: string } }).account?.account_id,
  );
}

/**
 * Tab A keeps the audit log with typed text, scrolled down, and shows the policy events; the session
 * cookie goes, and saving on the policy events page meets the expiry (the server sends the frame to
 * the login page). Both tabs are covered.
 */
async function expireInFrame(a: Page, b: Page): Promise<void> {
  await openPage(a, AUDIT);
  await shownFrame(a).getByTestId('standin-note').fill('half-typed');
  await shownFrame(a)
    .locator('body')
    .evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await openPage(a, EVENTS);
  await a.context().clearCookies({ name: 'sid' });
  await shownFrame(a).getByTestId('standin-save').click();
  await expect(cover(a)).toBeVisible();
  await expect(cover(b)).toBeVisible();
  // The console did not leave, and its url still names the page the frame was on.
  await expect(a).toHaveURL((url) => url.pathname === EVENTS);
}

/** Both tabs uncovered, in place: the frame that met the expiry shows its page afresh, the kept one its text and scroll. */
async function resumedInPlace(a: Page, b: Page): Promise<void> {
  await expect(a.getByTestId('session-cover')).toHaveCount(0);
  await expect(b.getByTestId('session-cover')).toHaveCount(0);
  await expect(a).toHaveURL((url) => url.pathname === EVENTS);
  await expect(shownFrame(a).getByTestId('legacy-path')).toHaveText(`/uiserver/legacy${EVENTS}`);
  await openFromMenu(a, AUDIT);
  await expect(shownFrame(a).getByTestId('standin-note')).toHaveValue('half-typed');
  const scrolled = await shownFrame(a)
    .locator('body')
    .evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
}

/** From the MFA dialog: the emergency code, read from the mail sent after the first `before`. */
async function verifyEmergencyCode(page: Page, before: number): Promise<void> {
  await page.getByRole('dialog', { name: 'Multi-factor authentication' }).getByRole('button', { name: "Don't have your phone?" }).click();
  const emergency = page.getByRole('dialog', { name: 'Emergency code' });
  await emergency.getByRole('textbox', { name: /^Emergency code/ }).fill(await mailedCode(MFA_EMAIL, before));
  await emergency.getByRole('button', { name: 'Verify' }).click();
}

/** The MFA account signed in on the login page by an emailed emergency code, landing on the dashboard. */
async function signInByEmergencyCode(page: Page): Promise<void> {
  const before = mailCount(MFA_EMAIL);
  await page.goto('/login');
  await page.getByLabel('User name', { exact: true }).fill('mfa');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  await verifyEmergencyCode(page, before);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
}

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

test('a frame meeting the expiry covers both tabs; nothing behind is reachable; the password signs in and both resume in place', async ({
  page: a,
  context,
}) => {
  await login(a, 'admin');
  const b = await secondTab(context, '/dashboard');
  await expireInFrame(a, b);

  // The shell is inert and hidden: Tab stays inside the dialog, in both tabs.
  for (const tab of [a, b]) {
    await expect(tab.locator('[inert][aria-hidden="true"] header').first()).toBeAttached();
    let reachedDialog = false;
    for (let press = 0; press < 8; press += 1) {
      await tab.keyboard.press('Tab');
      // Inside the dialog, or past its last control out to the browser's own (the document's body then).
      const where = await tab.evaluate(() =>
        document.activeElement === document.body
          ? 'outside the page'
          : document.activeElement?.closest('[data-testid="session-cover"]')
            ? 'dialog'
            : 'shell',
      );
      expect(where).not.toBe('shell');
      if (where === 'dialog') reachedDialog = true;
    }
    expect(reachedDialog).toBe(true);
  }

  const dialog = cover(a);
  await expect(dialog.getByLabel('User name', { exact: true })).toHaveValue('admin');
  expect(await seriousViolations(a)).toEqual([]);
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill('wrong password');
  await dialog.getByRole('button', { name: 'Log On' }).click();
  await expect(a.getByTestId('resign-failure')).toHaveText('The user name or password is incorrect.');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log On' }).click();
  await resumedInPlace(a, b);
});

test('the authenticator code signs in again in the dialog', async ({ page: a, context }) => {
  // Signed in with an emailed code first, so the authenticator code of this half-minute is still unused.
  await signInByEmergencyCode(a);
  const b = await secondTab(context, '/dashboard');
  await expireInFrame(a, b);

  await cover(a).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await cover(a).getByRole('button', { name: 'Log On' }).click();
  const mfa = a.getByRole('dialog', { name: 'Multi-factor authentication' });
  await expect(mfa).toBeVisible();
  await mfa.getByLabel('Verification code').fill(await currentTotp());
  await mfa.getByRole('button', { name: 'Verify' }).click();
  await resumedInPlace(a, b);
});

test('the emailed emergency code signs in again in the dialog', async ({ page: a, context }) => {
  await signInByEmergencyCode(a);
  const b = await secondTab(context, '/dashboard');
  await expireInFrame(a, b);

  const before = mailCount(MFA_EMAIL);
  await expect(cover(a).getByLabel('User name', { exact: true })).toHaveValue('mfa');
  await cover(a).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await cover(a).getByRole('button', { name: 'Log On' }).click();
  await verifyEmergencyCode(a, before);
  await resumedInPlace(a, b);
});

test('signing in as another account reloads both tabs into it', async ({ page: a, context }) => {
  await login(a, 'admin');
  const b = await secondTab(context, '/dashboard');
  const admin = await accountId(a);
  await expireInFrame(a, b);

  await cover(a).getByLabel('User name', { exact: true }).fill('inbound');
  await cover(a).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await cover(a).getByRole('button', { name: 'Log On' }).click();
  for (const tab of [a, b]) {
    await expect.poll(() => accountId(tab).catch(() => undefined)).not.toBe(admin);
    await expect(tab.locator('nav[data-testid="side-menu"]')).toBeVisible();
    await expect(tab.getByTestId('session-cover')).toHaveCount(0);
    // Loaded afresh: no frame of the account it showed is left.
    await expect(tab.locator('[data-testid="frame-workspace"] > [data-route="/logs/audit-log"]')).toHaveCount(0);
  }
  expect(await accountId(a)).toBeDefined();
});

test('a cover whose sign-in form cannot load says the session ended; logging on in another tab carries this one on in place', async ({
  page: a,
  context,
}, testInfo) => {
  await login(a, 'admin');
  // A new document of the console whose login page's chunk (which brings the cover's sign-in form) is refused.
  await a.route(/\/assets\/LoginPage-[\w-]+\.js(\?.*)?$/, (route) => route.abort('connectionrefused'));
  await a.goto('/dashboard');
  await expect(a.locator('nav[data-testid="side-menu"]')).toBeVisible();
  await openPage(a, AUDIT);
  await shownFrame(a).getByTestId('standin-note').fill('half-typed');
  await openPage(a, EVENTS);
  await a.context().clearCookies({ name: 'sid' });
  await shownFrame(a).getByTestId('standin-save').click();

  const failed = a.getByTestId('session-cover').getByTestId('re-sign-in-form-load-failed');
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed).toContainText('Your session has ended. You can also log on again in another tab of the console');
  expect(await seriousViolations(a)).toEqual([]);
  await a.screenshot({ path: testInfo.outputPath('cover-form-failed-en-light.png') });

  // Another tab of the browser logs on: this one is uncovered where it was, its typed text kept.
  const b = await context.newPage();
  await withoutStartupPopups(b);
  await login(b, 'admin');
  await expect(a.getByTestId('session-cover')).toHaveCount(0, { timeout: 20_000 });
  await expect(a).toHaveURL((url) => url.pathname === EVENTS);
  await openFromMenu(a, AUDIT);
  await expect(shownFrame(a).getByTestId('standin-note')).toHaveValue('half-typed');
});
