/**
 * The console in Chromium through nginx over https: sign-in (with Secure cookies, since the
 * UI-server trusts nginx's X-Forwarded-Proto), the side menu, a legacy page in its frame, a reload
 * of a deep client route (nginx's index.html fallback) and a state-changing API call with its XSRF
 * token. None of it may trip the deployment's Content-Security-Policy or Permissions-Policy.
 */
import { expect, test, type Page } from '@playwright/test';
import { consoleCsp } from '../../server/http/security-headers';
import { loginAndLand } from '../e2e/support/auth';
import { legacyFrame, sideMenu, sideMenuTop, withoutStartupPopups } from '../e2e/support/shell';
import { text } from '../e2e/support/shell-chrome';

/** Console messages in which Chromium reports a refused resource or a policy it could not parse. */
function policyComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy|Refused to/i.test(message.text())) complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(`page error: ${error.message}`));
  return complaints;
}

test('signs in over https: Secure http-only session cookie, the side menu renders', async ({ page, context }) => {
  const complaints = policyComplaints(page);
  const present = page.waitForResponse((response) => new URL(response.url()).pathname === '/uiserver/api/v1/account/present');
  await loginAndLand(page, 'admin', '/dashboard');
  expect((await present).status()).toBe(200);

  const cookies = await context.cookies();
  const sid = cookies.find((cookie) => cookie.name === 'sid');
  expect(sid, 'the session cookie').toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  expect(
    cookies.find((cookie) => cookie.name === 'XSRF-TOKEN'),
    'the XSRF cookie',
  ).toMatchObject({ secure: true, httpOnly: false });

  await expect(sideMenu(page)).toBeVisible();
  const top = await sideMenuTop(page);
  expect(top).toEqual(expect.arrayContaining(['/dashboard', '/inbound-protection', '/logs', '/administration']));
  expect(complaints).toEqual([]);
});

test('a legacy page loads in its frame through the proxy, under the same policy', async ({ page }) => {
  const complaints = policyComplaints(page);
  await loginAndLand(page, 'admin', '/dashboard');
  const framed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/uiserver/legacy/inbound-protection/virus-filter',
  );
  await page.goto('/inbound-protection/virus-filter?policy=7');
  await expect(legacyFrame(page)).toBeVisible();
  const inside = page.frameLocator('iframe[data-testid="legacy-frame"]');
  await expect(inside.locator('[data-testid="legacy-path"]')).toHaveText('/uiserver/legacy/inbound-protection/virus-filter');
  await expect(inside.locator('[data-testid="legacy-query"]')).toHaveText('policy=7');

  const reply = await framed;
  expect(reply.status()).toBe(200);
  expect(await reply.headerValue('content-security-policy')).toBe(consoleCsp());
  // The page's external script ran (it reports the page's help link to the shell).
  await expect(page.getByTestId('online-help')).toHaveAttribute('href', /\/uiserver\/legacy\/inbound-protection\/virus-filter$/);
  expect(complaints).toEqual([]);
});

test('a reload of a deep client route loads the console again (index.html fallback)', async ({ page }) => {
  const complaints = policyComplaints(page);
  await loginAndLand(page, 'admin', '/dashboard');
  await page.goto('/logs/audit-log?from=deploy');
  const inside = page.frameLocator('iframe[data-testid="legacy-frame"]');
  await expect(inside.locator('[data-testid="legacy-path"]')).toHaveText('/uiserver/legacy/logs/audit-log');

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(await reloaded?.headerValue('cache-control')).toBe('no-cache');
  const csp = (await reloaded?.headerValue('content-security-policy')) ?? '';
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
  expect(csp).toBe(consoleCsp(nonce));
  expect(await page.locator('meta[property="csp-nonce"]').evaluate((meta: HTMLMetaElement) => meta.nonce)).toBe(nonce);
  await expect(page).toHaveURL((url) => url.pathname === '/logs/audit-log' && url.search === '?from=deploy');
  await expect(sideMenu(page)).toBeVisible();
  await expect(inside.locator('[data-testid="legacy-query"]')).toHaveText('from=deploy');
  expect(complaints).toEqual([]);
});

test('a state-changing API call passes the XSRF check through the proxy, then sign-out', async ({ page }) => {
  const complaints = policyComplaints(page);
  await withoutStartupPopups(page);
  await loginAndLand(page, 'renewal', '/dashboard');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-color-mode', 'light');

  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/uiserver/api/v1/account/theme',
  );
  await page.getByRole('button', { name: text('en', 'theme.switchTo', { theme: text('en', 'theme.dark') }) }).click();
  expect((await saved).status()).toBe(200);
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
  const stored = await page.request.get('/uiserver/api/v1/account/theme', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect((await stored.json()).data.curTheme).toBe('dark');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log off', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const after = await page.request.get('/uiserver/api/v1/account/theme', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(after.status()).toBe(401);
  expect(complaints).toEqual([]);
});
