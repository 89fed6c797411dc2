/**
 * Log off everywhere: pages of one browser context are the console's tabs. Logging off in one takes
 * every signed-in tab to the login page, which says why; signing in again in any tab brings the
 * waiting tabs back to their pages with no second sign-in. Plain login pages and malformed channel
 * messages change nothing.
 */
import { expect, test } from '@playwright/test';
import { login } from './support/auth';
import { fillLogin } from './support/signin';
import { accountButton } from './support/shell-chrome';
import { accountChanged, loggedOffElsewhere, logOff, openFramedPage, openTabs } from './support/tabs';
import { consoleUrl, shownFrame } from './support/workspace';

const AUDIT_LOG = '/logs/audit-log';
const AUDIT_LOG_FRAME = '/uiserver/legacy/logs/audit-log';

test('log off in A: B leaves its framed page for the login page saying why, and a sign-in in A brings it back', async ({ browser }) => {
  const { context, tabs } = await openTabs(browser, 3);
  const [a, b, plain] = tabs as [(typeof tabs)[0], (typeof tabs)[0], (typeof tabs)[0]];
  await login(a, 'admin');
  await openFramedPage(b, `${AUDIT_LOG}?tab=2`, AUDIT_LOG_FRAME);
  // A third tab on the plain login page: it shows no account and is left alone.
  await plain.goto('/login');
  await expect(plain.getByLabel(/^User name/)).toBeVisible();

  await logOff(a);
  await expect(a).toHaveURL((url) => url.pathname === '/login');
  await expect(loggedOffElsewhere(b)).toHaveText('You logged off in another tab.');
  expect(new URL(b.url()).pathname).toBe('/login');
  expect(new URL(b.url()).searchParams.get('return')).toBe(`${AUDIT_LOG}?tab=2`);
  // A full page load: the frames and the shell are gone.
  await expect(b.locator('iframe')).toHaveCount(0);
  await expect(accountButton(b)).toHaveCount(0);
  // The tab that logged off says nothing of another tab; the plain login page stays as it was.
  await expect(loggedOffElsewhere(a)).toHaveCount(0);
  expect(plain.url()).toMatch(/\/login$/);
  await expect(loggedOffElsewhere(plain)).toHaveCount(0);

  // Signing in again in A: B returns to its page, signed in, without its form being touched.
  await fillLogin(a, 'admin');
  await a.getByRole('button', { name: 'Log On', exact: true }).click();
  await expect(b).toHaveURL((url) => url.pathname === AUDIT_LOG && url.searchParams.get('tab') === '2');
  await expect(shownFrame(b).locator('[data-testid="legacy-path"]')).toHaveText(AUDIT_LOG_FRAME);
  await expect(accountButton(b)).toBeVisible();
  await expect(accountChanged(b)).toHaveCount(0);
  // The plain login page did not follow.
  expect(new URL(plain.url()).pathname).toBe('/login');
  await context.close();
});

test('in Japanese, the login page of the other tab says it in Japanese', async ({ browser }) => {
  const { context, tabs } = await openTabs(browser, 2);
  const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
  await login(a, 'admin');
  await openFramedPage(b, AUDIT_LOG, AUDIT_LOG_FRAME);
  // The language this browser keeps: the login page B opens next is in it.
  await b.evaluate(() => window.localStorage.setItem('i18nextLng', 'ja'));
  await logOff(a);
  await expect(loggedOffElsewhere(b)).toHaveText('別のタブでログオフしました。');
  await expect(b.locator('html')).toHaveAttribute('lang', 'ja');
  await context.close();
});

test('a no-access sign-out elsewhere signs the tab out too; a tab on another signed-out page stays', async ({ browser }) => {
  const { context, tabs } = await openTabs(browser, 2);
  const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
  await login(a, 'admin');
  await b.goto('/dashboard');
  await expect(accountButton(b)).toBeVisible();
  // B's watch of the other tabs loads just after its shell shows, in one boundary with the
  // new-version prompt's live region: once that is there, B hears the channel.
  await expect(b.getByTestId('new-version-live')).toBeAttached();
  // A on a page without the signed-in screens (the error page), sending what a no-access sign-out sends.
  await a.goto('/error?code=500');
  await expect(a.getByRole('heading').first()).toBeVisible();
  const before = consoleUrl(a);
  await a.evaluate(() => {
    const channel = new BroadcastChannel('console-tabs');
    channel.postMessage({ type: 'signed-out', version: 1, reason: 'no-access' });
    channel.close();
  });
  await expect(loggedOffElsewhere(b)).toBeVisible();
  expect(new URL(b.url()).searchParams.get('return')).toBe('/dashboard');
  expect(consoleUrl(a)).toBe(before);
  await context.close();
});

test('malformed channel messages change nothing; a well-formed one still acts', async ({ browser }) => {
  const { context, tabs } = await openTabs(browser, 2);
  const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
  await login(a, 'admin');
  await openFramedPage(b, AUDIT_LOG, AUDIT_LOG_FRAME);
  await a.evaluate(() => {
    const channel = new BroadcastChannel('console-tabs');
    const garbage: unknown[] = [
      'signed-out',
      null,
      42,
      { type: 'signed-out' },
      { type: 'signed-out', version: 2, reason: 'logged-off' },
      { type: 'signed-out', version: 1, reason: 'bored' },
      { type: 'signed-out', version: 1, reason: 'logged-off', extra: '<script>' },
      { type: 'account', version: 1, account: { id: '', name: 'x' } },
      { type: 'account', version: 1, account: { id: '1003' } },
      { type: 'signed-in', version: 1, account: 'reports' },
      { type: 'SIGNED-OUT', version: 1, reason: 'logged-off' },
    ];
    for (const message of garbage) channel.postMessage(message);
    // The storage fallback's key, with values that are not its messages.
    for (const value of ['{not json', '"signed-out"', JSON.stringify({ data: { type: 'signed-out' } })]) {
      window.localStorage.setItem('console-tabs', value);
      window.localStorage.removeItem('console-tabs');
    }
    channel.close();
  });
  // Give the messages time to arrive and be checked.
  await b.waitForTimeout(500);
  expect(new URL(b.url()).pathname).toBe(AUDIT_LOG);
  await expect(accountChanged(b)).toHaveCount(0);
  await expect(shownFrame(b).locator('[data-testid="legacy-path"]')).toHaveText(AUDIT_LOG_FRAME);

  // B still listens: a well-formed message from the same sender acts.
  await a.evaluate(() => {
    const channel = new BroadcastChannel('console-tabs');
    channel.postMessage({ type: 'account', version: 1, account: { id: '1003', name: 'Rita Reports' } });
    channel.close();
  });
  await expect(accountChanged(b)).toBeVisible();
  await context.close();
});
