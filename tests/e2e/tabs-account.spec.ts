/**
 * Tabs that agree on the account: a sign-in as another account, an assume-as (the legacy
 * account-management page) or a release in one tab covers every tab that shows another account
 * with a notice naming both, until it is reloaded into the current one; nothing behind the notice
 * takes a click or a key. A tab that heard nothing catches up when it becomes visible.
 */
import { expect, test, type Page } from '@playwright/test';
import { login } from './support/auth';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/accounts';
import { accountButton, text, useLanguage, useTheme } from './support/shell-chrome';
import { accountChanged, bringToFront, deafToOtherTabs, openFramedPage, openTabs } from './support/tabs';
import { shownFrame } from './support/workspace';

const AUDIT_LOG = '/logs/audit-log';
const AUDIT_LOG_FRAME = '/uiserver/legacy/logs/audit-log';
const ACCOUNT_MANAGEMENT = '/administration/account-management';

/** In the account-management stand-in of `page`: assume the account with id `accountId` (a support session: reason and ticket). */
async function assume(page: Page, accountId: string): Promise<void> {
  await openFramedPage(page, ACCOUNT_MANAGEMENT, '/uiserver/legacy/administration/account-management');
  const frame = shownFrame(page);
  await frame.getByTestId('standin-assume-account').selectOption(accountId);
  await frame.getByTestId('standin-assume-reason').fill('Checking the audit log');
  await frame.getByTestId('standin-assume-ticket').fill('SR-tabs');
  await frame.getByTestId('standin-assume').click();
}

/**
 * A click where B's frame shows its first item link, and key presses: neither reaches the frame
 * (its url stays the list's) nor the shell behind the notice.
 */
async function expectNothingReachesTheFrame(b: Page): Promise<void> {
  const frameElement = b.locator('iframe[data-testid="legacy-frame"]');
  const link = shownFrame(b).getByTestId('standin-detail-link').first();
  const box = await link.boundingBox();
  if (box === null) throw new Error('the frame shows no item link');
  await b.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Keys reach nothing behind the notice: the focus is on the notice or nowhere in the page.
  for (let press = 0; press < 3; press += 1) {
    await b.keyboard.press('Tab');
    const focus = await b.evaluate(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) return 'none';
      return document.querySelector('[data-testid="account-changed"]')?.contains(active) ? 'notice' : active.outerHTML.slice(0, 80);
    });
    expect(['notice', 'none']).toContain(focus);
  }
  await b.waitForTimeout(300);
  await expect(shownFrame(b).locator('[data-testid="legacy-path"]')).toHaveText(AUDIT_LOG_FRAME);
  expect(new URL(b.url()).pathname).toBe(AUDIT_LOG);
  // The content is inert: the frame element cannot take focus either.
  expect(await frameElement.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
}

test('signing in as another account in A covers B at once, naming both accounts; Reload opens the new one', async ({ browser }) => {
  const { context, tabs } = await openTabs(browser, 2);
  const [a, b] = tabs as [Page, Page];
  await login(a, 'admin');
  await openFramedPage(b, AUDIT_LOG, AUDIT_LOG_FRAME);
  await login(a, 'reports');

  const notice = accountChanged(b);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This tab shows Alex Admin, but the session in this browser now belongs to Rita Reports.');
  await expect(b.getByRole('alertdialog', { name: 'This tab shows another account' })).toBeVisible();
  // Keyboard first: the notice's one button has the focus.
  await expect(b.getByTestId('account-changed-reload')).toBeFocused();
  await expectNothingReachesTheFrame(b);
  expect(await seriousViolations(b)).toEqual([]);

  await b.getByTestId('account-changed-reload').click();
  await expect(accountButton(b)).toHaveAccessibleName(/Rita Reports/);
  await expect(accountChanged(b)).toHaveCount(0);
  await context.close();
});

test('in Japanese and dark, the notice names both accounts, takes the focus and axe finds nothing serious', async ({ browser }) => {
  const { context, tabs } = await openTabs(browser, 2);
  const [a, b] = tabs as [Page, Page];
  await login(a, 'admin');
  await openFramedPage(b, AUDIT_LOG, AUDIT_LOG_FRAME);
  await useLanguage(b, 'ja');
  await useTheme(b, 'dark');
  // The language is the browser's: A's login page is in Japanese too.
  await a.goto('/login');
  await a.getByLabel(new RegExp(`^${text('ja', 'login.username')}`)).fill('reports');
  await a.getByLabel(new RegExp(`^${text('ja', 'login.password')}`)).fill(DEMO_PASSWORD);
  await a.getByRole('button', { name: text('ja', 'login.submit'), exact: true }).click();

  const notice = accountChanged(b);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(text('ja', 'accountChanged.body', { shown: 'Alex Admin', now: 'Rita Reports' }));
  await expect(b.getByRole('alertdialog', { name: text('ja', 'accountChanged.title') })).toBeVisible();
  await expect(b.getByTestId('account-changed-reload')).toHaveText(text('ja', 'accountChanged.reload', { now: 'Rita Reports' }));
  await expect(b.getByTestId('account-changed-reload')).toBeFocused();
  await expect(b.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  expect(await seriousViolations(b)).toEqual([]);
  await context.close();
});

test('assume-as in A covers B, whose frame takes no click until it reloads', async ({ browser }) => {
  const { context, tabs } = await openTabs(browser, 2);
  const [a, b] = tabs as [Page, Page];
  await login(a, 'super');
  await openFramedPage(b, AUDIT_LOG, AUDIT_LOG_FRAME);

  await assume(a, '1001');
  // A's top window goes to the console's root and starts as the assumed account.
  await expect(accountButton(a)).toHaveAccessibleName(/Alex Admin/);
  await expect(accountChanged(a)).toHaveCount(0);
  const notice = accountChanged(b);
  await expect(notice).toContainText('This tab shows acme-admin (assumed by supervisor)');
  await expect(notice).toContainText('now belongs to Alex Admin (assumed by supervisor)');
  await expectNothingReachesTheFrame(b);
  await b.getByTestId('account-changed-reload').press('Enter');
  await expect(accountButton(b)).toHaveAccessibleName(/Alex Admin/);
  await expect(accountChanged(b)).toHaveCount(0);
  await context.close();
});

test('release in A covers B, which still names the assumed account, until it reloads', async ({ browser }) => {
  const { context, tabs } = await openTabs(browser, 2);
  const [a, b] = tabs as [Page, Page];
  // The demo super administrator signs in already assuming acme-admin.
  await login(a, 'super');
  await openFramedPage(b, AUDIT_LOG, AUDIT_LOG_FRAME);
  await accountButton(a).click();
  await a.getByTestId('menu-release').click();
  // The same account id, but nobody assumes it any more: the session is the administrator's own.
  await expect(accountChanged(b)).toContainText('This tab shows acme-admin (assumed by supervisor)');
  await expect(accountChanged(b)).toContainText('now belongs to acme-admin.');
  await expectNothingReachesTheFrame(b);
  await b.getByTestId('account-changed-reload').click();
  await expect(accountButton(b)).toHaveAttribute('data-assuming', 'false');
  await expect(accountChanged(b)).toHaveCount(0);
  await context.close();
});

test('a tab that heard nothing catches up when it becomes visible', async ({ browser }) => {
  const { context, tabs } = await openTabs(browser, 2);
  const [a, b] = tabs as [Page, Page];
  await deafToOtherTabs(b);
  await login(a, 'super');
  await openFramedPage(b, AUDIT_LOG, AUDIT_LOG_FRAME);
  const presentCalls: string[] = [];
  b.on('request', (request) => {
    if (request.url().includes('/uiserver/api/v1/account/present')) presentCalls.push(request.url());
  });

  await assume(a, '1002');
  await expect(accountButton(a)).toHaveAccessibleName(/Ina Inbound/);
  await b.waitForTimeout(500);
  // Deaf: it still shows the account it had.
  await expect(accountChanged(b)).toHaveCount(0);

  await bringToFront(b);
  await expect(accountChanged(b)).toContainText('now belongs to Ina Inbound');
  // One call, and no second within the interval however often the tab comes back.
  await bringToFront(b);
  await bringToFront(b);
  await b.waitForTimeout(300);
  expect(presentCalls).toHaveLength(1);
  await context.close();
});

test('the same account starting in another tab leaves a tab as it is', async ({ browser }) => {
  const { context, tabs } = await openTabs(browser, 2);
  const [a, b] = tabs as [Page, Page];
  await login(a, 'admin');
  await openFramedPage(b, AUDIT_LOG, AUDIT_LOG_FRAME);
  await a.reload();
  await expect(accountButton(a)).toBeVisible();
  await b.waitForTimeout(500);
  await expect(accountChanged(b)).toHaveCount(0);
  await shownFrame(b).getByTestId('standin-detail-link').first().click();
  await expect(shownFrame(b).locator('[data-testid="legacy-path"]')).toHaveText(`${AUDIT_LOG_FRAME}/detail/1`);
  await context.close();
});
