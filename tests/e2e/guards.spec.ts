/**
 * Route guards, not-found, redirects and the entry page.
 * Hidden routes are typed into the address bar: the guard, not the menu, must stop them.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand, submitLogin } from './support/auth';
import { legacyFrame, notAllowed, notFound, sideMenu, withoutStartupPopups } from './support/shell';

async function expectNotAllowed(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const guard = notAllowed(page);
  await expect(guard).toBeVisible();
  // The heading names the kind of refusal: a missing permission, or a page not available for this account.
  const heading = guard.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^(No permission|Page not available)$/);
  // A title and a description: more text than the heading alone.
  const text = (await guard.innerText()).replace(await heading.innerText(), '').trim();
  expect(text.length, 'the not-allowed page has a description').toBeGreaterThan(0);
  // The address stays where the user typed it; the guard does not redirect.
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(legacyFrame(page)).toHaveCount(0);
}

test.describe('hidden routes typed in the address bar show the not-allowed page', () => {
  const cases: [user: string, landing: string, path: string, why: string][] = [
    ['reports', '/dashboard', '/administration/license/manual_check', 'neither MANUAL_LICENSE_CHECK nor super'],
    ['inbound', '/dashboard', '/outbound-protection/virus-filter', 'inbound-only account'],
    ['sub', '/dashboard', '/administration/admin-federate-server', 'parent 100032 has no Logon Methods'],
    ['admin', '/dashboard', '/administration/license-information', 'local account with a local licence'],
    ['inbound', '/dashboard', '/quarantine/digest-rule', 'no QT_DIGEST'],
    ['sso', '/dashboard', '/change-password', 'SSO accounts have no change password'],
    ['clp', '/dashboard', '/administration/account-login-setting', 'neither licence owner nor super'],
  ];
  for (const [user, landing, path, why] of cases) {
    test(`${user} → ${path} (${why})`, async ({ page }) => {
      await loginAndLand(page, user, landing);
      await expectNotAllowed(page, path);
    });
  }
});

test.describe('allowed routes typed in the address bar open (controls for the cases above)', () => {
  const cases: [user: string, path: string][] = [
    ['super', '/administration/license-information'],
    ['clp', '/administration/license-information'],
    ['admin', '/outbound-protection/virus-filter'],
    ['admin', '/administration/admin-federate-server'],
  ];
  for (const [user, path] of cases) {
    test(`${user} → ${path}`, async ({ page }) => {
      await loginAndLand(page, user, '/dashboard');
      await page.goto(path);
      await expect(legacyFrame(page)).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(notAllowed(page)).toHaveCount(0);
    });
  }
});

test.describe('unknown paths show the not-found page with a help link', () => {
  async function expectNotFound(page: Page): Promise<void> {
    await page.goto('/no/such/page');
    const page404 = notFound(page);
    await expect(page404).toBeVisible();
    await expect(page404.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const links = page404.getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    expect(
      hrefs.some((href) => href.length > 0),
      'a help link with a target',
    ).toBe(true);
    await expect(page).toHaveURL((url) => url.pathname === '/no/such/page');
  }

  test('signed out: the page fills the window, no sign-in asked for', async ({ page }) => {
    await expectNotFound(page);
    await expect(notFound(page)).toHaveAttribute('data-full-window', 'true');
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(page).toHaveTitle('Page not found - Cloud Email Security');
  });

  test('signed in: the page sits inside the shell, the menu still there to go on from', async ({ page }) => {
    // No start-up pop-up may sit over the menu when it is clicked.
    await withoutStartupPopups(page);
    await loginAndLand(page, 'admin', '/dashboard');
    await expectNotFound(page);
    await expect(sideMenu(page)).toBeVisible();
    await expect(notFound(page)).not.toHaveAttribute('data-full-window');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page).toHaveTitle('Page not found - Cloud Email Security');

    // A link from a page (not a typed url) to an unknown path: the same, and the menu leads on.
    await sideMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(notFound(page)).toHaveCount(0);
    await page.evaluate("window.history.pushState({}, '', '/still/no/page'); window.dispatchEvent(new PopStateEvent('popstate'))");
    await expect(notFound(page)).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();
  });
});

test.describe('the signed-in layout explains an account that does not load', () => {
  // The reference server always serves the account; only a broken UI-server answers like this.
  const answerAccount = (page: Page, status: number) =>
    page.route('**/account/present*', (route) => route.fulfill({ status, contentType: 'text/plain', body: 'unavailable' }));

  test('a server error shows the account-load page with a retry', async ({ page }) => {
    await answerAccount(page, 500);
    await page.goto('/dashboard');
    const failure = page.getByTestId('account-load-error');
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('heading', { name: 'Your account could not be loaded' })).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(notFound(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  test('a 404 from the server shows the not-found page the app hands the layout', async ({ page }) => {
    await answerAccount(page, 404);
    await page.goto('/dashboard');
    await expect(notFound(page).getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('account-load-error')).toHaveCount(0);
  });
});

test.describe('redirects', () => {
  test('/protection/inbound → /inbound-protection → its first visible child', async ({ page }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    await page.goto('/protection/inbound');
    await expect(page).toHaveURL((url) => url.pathname === '/inbound-protection/recipient-filter');
    await expect(legacyFrame(page)).toBeVisible();
  });

  test('/protection/outbound → /outbound-protection → its first visible child', async ({ page }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    await page.goto('/protection/outbound');
    await expect(page).toHaveURL((url) => url.pathname === '/outbound-protection/transport-layer-security');
    await expect(legacyFrame(page)).toBeVisible();
  });

  test('a parent route lands on the first child the user may see (sso: no TLS_SETTINGS)', async ({ page }) => {
    await loginAndLand(page, 'sso', '/dashboard');
    await page.goto('/outbound-protection');
    await expect(page).toHaveURL((url) => url.pathname === '/outbound-protection/virus-filter');
  });
});

test.describe('entry page /', () => {
  test('signed in: admin goes to /dashboard', async ({ page }) => {
    await loginAndLand(page, 'admin', '/dashboard');
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(sideMenu(page)).toBeVisible();
  });

  test('signed in: an account without dashboard goes to its first route (domains → /domains)', async ({ page }) => {
    await loginAndLand(page, 'domains', '/domains');
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/domains');
  });

  test('signed out: goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('button', { name: 'Log On', exact: true })).toBeVisible();
  });

  test('signed out: a protected route goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});

test('noaccess: login ends at /uiserver/logoff, then /login', async ({ page }) => {
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(new URL(request.url()).pathname);
  });
  await submitLogin(page, 'noaccess');
  await expect.poll(() => navigations.includes('/uiserver/logoff'), { message: 'navigated to /uiserver/logoff' }).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Log On', exact: true })).toBeVisible();
  // Signed off for real: the session is gone.
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
