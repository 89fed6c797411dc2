/**
 * Deep links survive sign-in: a signed-out visit to a console url comes back to it after signing in
 * by password, authenticator code or emergency code; when the account may not open it, the
 * refusal page for that url explains why; for a hostile return target or a path no route names, the
 * first route the account may open. An account with nothing to
 * open is told so on the login page, though the UI-server's logoff answers a bare `302 /login`: the
 * console keeps the reason itself, and no url can make the page say it. A framed legacy page whose
 * session expires (the frame sent to /login, no message from the page) leads to a top-level
 * sign-in, never to a console inside the console, and back to the framed page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { currentTotp, mailCount, mailedCode } from './support/mailbox';
import { loginFailure } from './support/signin';
import { legacyFrame, withoutStartupPopups } from './support/shell';
import { text } from './support/shell-chrome';

const DEEP_LINK = '/inbound-protection/virus-filter?policy=7';
const DEEP_LINK_FRAME = '/uiserver/legacy/inbound-protection/virus-filter';
const MFA_EMAIL = 'mfa@globex.example.com';

// The MFA account's codes are single-use and its emergency mails are rate-limited: one test at a time.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

/** The login page's return target, as the console reads it. */
function returnTargetOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get('return');
}

async function fill(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('User name', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
}

/** Visits the deep link signed out and checks that the login page carries it. */
async function visitSignedOut(page: Page, link = DEEP_LINK): Promise<void> {
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(returnTargetOf(page)).toBe(link);
  await expect(page.getByRole('button', { name: 'Log On', exact: true })).toBeVisible();
}

/** The console shows the deep link's page with its query, and the frame got the query too. */
async function expectOnDeepLink(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === DEEP_LINK);
  const inside = page.frameLocator('iframe[data-testid="legacy-frame"]');
  await expect(inside.locator('[data-testid="legacy-path"]')).toHaveText(DEEP_LINK_FRAME);
  await expect(inside.locator('[data-testid="legacy-query"]')).toHaveText('policy=7');
}

test('password sign-in, after a wrong password first, lands on the deep link with its query', async ({ page }) => {
  await visitSignedOut(page);
  await fill(page, 'admin', 'Wrong@2026');
  await expect(loginFailure(page)).toBeVisible();
  expect(returnTargetOf(page)).toBe(DEEP_LINK);
  await fill(page, 'admin');
  await expectOnDeepLink(page);
});

test('a framed page no route names (the url fragment) survives sign-in too', async ({ page }) => {
  const link = '/logs/audit-log#/uiserver/legacy/logs/audit-log/detail/7?tab=2';
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(returnTargetOf(page)).toBe(link);
  await fill(page, 'admin');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === '/logs/audit-log#/uiserver/legacy/logs/audit-log/detail/7?tab=2');
  const inside = page.frameLocator('iframe[data-testid="legacy-frame"]');
  await expect(inside.locator('[data-testid="legacy-path"]')).toHaveText('/uiserver/legacy/logs/audit-log/detail/7');
  await expect(inside.locator('[data-testid="legacy-query"]')).toHaveText('tab=2');
});

test('authenticator-code sign-in lands on the deep link', async ({ page }) => {
  await visitSignedOut(page);
  await fill(page, 'mfa');
  const dialog = page.getByRole('dialog', { name: 'Multi-factor authentication' });
  await expect(dialog).toBeVisible();
  // A wrong code first: the target must outlive a failed attempt inside the dialog too.
  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('mfa-totp-form-failure')).toBeVisible();
  let code = await currentTotp();
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  // Each code is accepted once: another test file may have just used this one; then take the next.
  const landed = await page
    .waitForURL((url) => url.pathname !== '/login', { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!landed) {
    await expect.poll(() => currentTotp(), { timeout: 35_000 }).not.toBe(code);
    code = await currentTotp();
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
  }
  await expectOnDeepLink(page);
});

test('emergency-code sign-in lands on the deep link', async ({ page }) => {
  await visitSignedOut(page);
  const before = mailCount(MFA_EMAIL);
  await fill(page, 'mfa');
  const mfa = page.getByRole('dialog', { name: 'Multi-factor authentication' });
  await mfa.getByRole('button', { name: "Don't have your phone?" }).click();
  const dialog = page.getByRole('dialog', { name: 'Emergency code' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Emergency code').fill(await mailedCode(MFA_EMAIL, before));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expectOnDeepLink(page);
});

test('an account that may not open the target is shown the refusal for that url, as typing it does', async ({ page }) => {
  await visitSignedOut(page, '/administration/policy-address-group?id=3');
  await fill(page, 'reports');
  await expect(page).toHaveURL((url) => url.pathname === '/administration/policy-address-group' && url.search === '?id=3');
  await expect(page.getByTestId('not-allowed')).toBeVisible();
  await expect(legacyFrame(page)).toHaveCount(0);
});

for (const [name, target] of [
  ['a foreign', 'https://evil.example/phish'],
  ['a protocol-relative', '//evil.example/phish'],
  ['a backslash', '/\\evil.example/phish'],
  ['an encoded protocol-relative', '/%2F%2Fevil.example/phish'],
  ['a UI-server', '/uiserver/logoff'],
] as const) {
  test(`${name} return target lands on the first allowed route`, async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== 'localhost') foreign.push(request.url());
    });
    await page.goto(`/login?${new URLSearchParams({ return: target }).toString()}`);
    await fill(page, 'admin');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(page.getByTestId('side-menu')).toBeVisible();
    expect(foreign).toEqual([]);
  });
}

test.describe('an account with nothing to open', () => {
  test('is signed out and told so on the login page, in English, once', async ({ page }) => {
    await page.goto('/login');
    await fill(page, 'noaccess');
    // The logoff's redirect carries nothing: the sentence comes from the console's own note.
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    await expect(page.getByTestId('login-no-access')).toHaveText(
      'You have been logged off: your account has no page it may open. Contact your administrator.',
    );
    await page.screenshot({ path: test.info().outputPath('no-access-en.png') });
    expect(
      await new AxeBuilder({ page }).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')),
    ).toEqual([]);
    // Said once: a reload is a plain login page.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log On', exact: true })).toBeVisible();
    await expect(page.getByTestId('login-no-access')).toHaveCount(0);
    // Signed out for real.
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('button', { name: 'Log On', exact: true })).toBeVisible();
    await expect(page.getByTestId('login-no-access')).toHaveCount(0);
  });

  test('is told so in Japanese', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ja'));
    await page.goto('/login');
    await page.getByLabel('ユーザー名', { exact: true }).fill('noaccess');
    await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログオン', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    await expect(page.getByTestId('login-no-access')).toHaveText(
      'このアカウントで開けるページがないため、ログオフしました。管理者にお問い合わせください。',
    );
    await page.screenshot({ path: test.info().outputPath('no-access-ja.png') });
  });

  test('a url cannot make the login page say a reason', async ({ page }) => {
    for (const url of [
      '/login?reason=no-access',
      '/login?reason=session-expired&return=%2Fdashboard',
      '/login?reason=no-access&message=%3Cb%3Eforged%3C%2Fb%3E',
      '/login?reason=%3Cb%3Ehi%3C%2Fb%3E',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('button', { name: 'Log On', exact: true }), url).toBeVisible();
      await expect(page.getByTestId('login-no-access'), url).toHaveCount(0);
      await expect(page.getByTestId('login-session-expired'), url).toHaveCount(0);
      await expect(page.getByText('forged'), url).toHaveCount(0);
    }
  });
});

test('a session that ends while the console is in use: the console stays, its sign-in dialog says so in Japanese, and signing in there resumes the page', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ja'));
  await page.goto(DEEP_LINK);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && returnTargetOf(page) === DEEP_LINK);
  // A first visit signed out is no ended session: nothing is said.
  await expect(page.getByRole('button', { name: 'ログオン', exact: true })).toBeVisible();
  await expect(page.getByTestId('login-session-expired')).toHaveCount(0);
  await page.getByLabel('ユーザー名', { exact: true }).fill('admin');
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログオン', exact: true }).click();
  await expectOnDeepLink(page);
  // The session ends elsewhere; the next call the console makes (saving the theme) meets a 401.
  await context.clearCookies({ name: 'sid' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('ja', 'theme.switchTo', { theme: text('ja', 'theme.dark') }) })
    .click();
  const dialog = page.getByRole('dialog', { name: text('ja', 'session.coverTitle') });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === DEEP_LINK);
  await expect(dialog.getByLabel('ユーザー名', { exact: true })).toHaveValue('admin');
  await dialog.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'ログオン', exact: true }).click();
  await expect(page.getByTestId('session-cover')).toHaveCount(0);
  await expectOnDeepLink(page);
});

test.describe('a session that expires inside a frame', () => {
  /** Signs in through the deep link and returns the framed stand-in's frame. */
  async function openFramedPage(page: Page) {
    await visitSignedOut(page);
    await fill(page, 'admin');
    await expectOnDeepLink(page);
    const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === DEEP_LINK_FRAME);
    if (!frame) throw new Error('no legacy frame');
    return frame;
  }

  /**
   * Runs `trigger`, which makes the frame meet the expired session, and checks that the console
   * stays where it was, covered by its sign-in dialog, and that no console renders inside the frame
   * (sent to the login page, it tells the top instead): a recorder in every frame notes in the
   * tab's session storage if the console's root there ever gets content.
   */
  async function expectCovered(page: Page, trigger: () => Promise<unknown>): Promise<void> {
    await page.addInitScript(() => {
      if (window.top === window) return;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver(() => sessionStorage.setItem('consoleRenderedInFrame', 'yes')).observe(root, {
          childList: true,
          subtree: true,
        });
      });
    });
    await trigger();
    await expect(page.getByRole('dialog', { name: text('en', 'session.coverTitle') })).toBeVisible();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === DEEP_LINK);
    // The frame is kept under the cover, out of reach.
    await expect(legacyFrame(page)).toHaveCount(1);
    await expect(page.locator('[inert][aria-hidden="true"] iframe[data-testid="legacy-frame"]')).toHaveCount(1);
    // Time enough for a console inside the frame to have rendered, were it to.
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => sessionStorage.getItem('consoleRenderedInFrame'))).toBeNull();
  }

  test('the session cookie cleared, then the frame reloaded: covered, signed in again in place, and the framed page back', async ({
    page,
    context,
  }) => {
    const frame = await openFramedPage(page);
    await context.clearCookies({ name: 'sid' });
    await expectCovered(page, () => frame.evaluate(() => window.location.reload()).catch(() => undefined));
    await page.screenshot({ path: test.info().outputPath('expired-session-sign-in.png') });
    await fill(page, 'admin');
    await expectOnDeepLink(page);
  });

  test('signed off from another page, then a navigation inside the frame: covered, and back to the page it was on', async ({
    page,
    context,
  }) => {
    const frame = await openFramedPage(page);
    const other = await context.newPage();
    await other.goto('/uiserver/logoff');
    await other.close();
    await expectCovered(page, () =>
      frame
        .evaluate(() => {
          window.location.href = '/uiserver/legacy/inbound-protection/virus-filter?policy=8';
        })
        .catch(() => undefined),
    );
    await fill(page, 'admin');
    await expectOnDeepLink(page);
  });
});
