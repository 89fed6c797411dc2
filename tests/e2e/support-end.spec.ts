/**
 * The ends of a support session that support-session.spec.ts leaves out (issue 52, docs/support-sessions.md):
 * - the customer turning support access off (Administration › Support Access, behind step-up) ends a
 *   running session in the supporter's tabs, each on the supporter's own page saying the customer ended it;
 * - a customer's page holding typed input: the leave question says it cannot be saved for the customer
 *   and offers to copy it (the clipboard) before the pages are dropped;
 * - a tab whose support bar's code did not load (its chunk refused) still hears `support-ended` and ends;
 * - write mode, raised through step-up, ends by itself at write_until in every tab.
 * Each in en and ja, light and dark, against the reference and the strict server (no dev helper).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { login } from './support/auth';
import { sideMenu, withoutStartupPopups } from './support/shell';
import { text, useLanguage, useTheme, xsrfHeader } from './support/shell-chrome';
import { API } from './support/signin';
import { openTabs } from './support/tabs';
import { variantTags } from './support/tags';
import { leaveDialog, shownFrame } from './support/workspace';

/** The customer whose sessions these tests start; its grant stays on. */
const GRANTED = { user: 'customer-granted', id: '1036', name: 'Gina Granted' } as const;
/**
 * The customer who turns support access off during a session: an account of its own, so that no test
 * running beside this one (support-session.spec.ts starts sessions on customer-granted) meets a grant
 * turned off. Every change of its grant asks for a fresh proof (server/data/demo-data.ts).
 */
const REVOKING = { user: 'customer-revoking', id: '1041', name: 'Rita Revoking' } as const;
type Customer = typeof GRANTED | typeof REVOKING;
const ASSUME_URL = '/uiserver/legacy/administration/account-management/assume';
const SCREEN = '/administration/support-access';

const bar = (page: Page) => page.getByTestId('support-bar');
const stepUpDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('step-up-dialog') });

// Several tabs and browsers in each test: on a busy machine the tests take turns.
test.describe.configure({ timeout: 120_000, mode: 'serial' });

/** As support-agent in `page`, a support session on `customer` (the Assume form's own call), the bar shown. */
async function startSupport(page: Page, ticket: string, customer: Customer = GRANTED): Promise<void> {
  await login(page, 'support-agent');
  const started = await page.request.post(ASSUME_URL, {
    form: { account: customer.id, reason: 'Mail from the CEO is quarantined', ticket },
    headers: await xsrfHeader(page),
  });
  expect(started.status()).toBe(200);
  await page.goto('/dashboard');
  await expect(bar(page)).toBeVisible({ timeout: 20_000 });
}

/** When each tab ended the session (ms since the epoch), by the note it kept for the supporter's page. */
async function endMoments(tabs: Page[]): Promise<number[]> {
  return Promise.all(
    tabs.map(async (tab) => {
      const stored = await tab.evaluate(() => window.sessionStorage.getItem('supportEnded'));
      return (JSON.parse(stored ?? '{}') as { at: number }).at;
    }),
  );
}

/** The customer's grant put back on (30 days), through the contract's call with a proof if asked. */
async function grantAgain(browser: Browser, customer: Customer): Promise<void> {
  await setGrant(browser, customer, { enabled: true, days: 30 });
}

/** The customer's grant set through the contract's call (a proof given when asked), in a browser of their own. */
async function setGrant(browser: Browser, customer: Customer, grant: { enabled: boolean; days?: number }): Promise<void> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await withoutStartupPopups(page);
  await login(page, customer.user);
  const headers = { ...(await xsrfHeader(page)), 'x-requested-with': 'XMLHttpRequest' };
  const put = () => page.request.put(`${API}/account/support-access`, { headers, data: grant });
  let reply = await put();
  if (reply.status() === 401) {
    const asked = (await reply.json()) as { data: { challenge: string } };
    await page.request.post(`${API}/session/reauth`, { headers, data: { challenge: asked.data.challenge, password: DEMO_PASSWORD } });
    reply = await put();
  }
  expect(reply.status()).toBe(200);
  await context.close();
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test.describe(`${language}, ${theme}`, variantTags(language, theme), () => {
    test('the customer turns support access off: the session ends in the supporter’s two tabs within 2 s, each on its own page saying the customer ended it', async ({
      browser,
    }) => {
      const { context, tabs } = await openTabs(browser, 2);
      const [a, b] = tabs as [Page, Page];
      const customer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      try {
        await startSupport(a, `SR-off-${language}`, REVOKING);
        await useLanguage(a, language);
        await useTheme(a, theme);
        await b.goto('/dashboard');
        await expect(bar(b)).toBeVisible({ timeout: 20_000 });

        // The customer, in a browser of their own: Administration › Support Access, Turn off, step-up.
        const rita = await customer.newPage();
        await withoutStartupPopups(rita);
        await login(rita, REVOKING.user);
        await useLanguage(rita, language);
        await rita.goto(SCREEN);
        await rita.getByTestId('support-access-turn-off').click();
        // Behind step-up: this customer's every change asks for a fresh proof.
        await expect(stepUpDialog(rita)).toBeVisible();
        await stepUpDialog(rita).locator('input[name="password"]').fill(DEMO_PASSWORD);
        await stepUpDialog(rita)
          .getByRole('button', { name: text(language, 'stepUp.confirm') })
          .click();
        await expect(rita.getByTestId('support-access-state')).toHaveText(text(language, 'supportAccess.stateOff'), { timeout: 20_000 });

        // The supporter's tabs learn it at their next reading (every 10 s) or call: the first one tells the other.
        for (const tab of [a, b]) {
          await expect(tab.getByTestId('support-ended-note')).toContainText(
            text(language, 'supportSession.ended_customer', { account: REVOKING.name }),
            { timeout: 30_000 },
          );
          expect(new URL(tab.url()).pathname).not.toBe('/login');
          await expect(bar(tab)).toHaveCount(0);
        }
        const moments = await endMoments([a, b]);
        test
          .info()
          .annotations.push({ type: 'ms between the two tabs ending it', description: String(Math.abs(moments[0]! - moments[1]!)) });
        expect(Math.abs(moments[0]! - moments[1]!)).toBeLessThan(2_000);
        await a.screenshot({ path: test.info().outputPath(`support-ended-customer-${language}-${theme}.png`) });
      } finally {
        await context.close();
        await customer.close();
        await grantAgain(browser, REVOKING);
      }
    });

    test('a customer’s page holding typed input: the question says it cannot be saved for the customer and copies it to the clipboard before the pages go', async ({
      page,
    }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await withoutStartupPopups(page);
      await startSupport(page, `SR-copy-${language}`);
      await useLanguage(page, language);
      await useTheme(page, theme);
      await page.goto('/logs/audit-log');
      await expect(shownFrame(page).getByTestId('legacy-path')).toHaveText('/uiserver/legacy/logs/audit-log', { timeout: 20_000 });
      const typed = 'Released message 42 to the CEO; waiting for the sender’s answer.';
      await shownFrame(page).getByTestId('standin-note').fill(typed);
      // The page is read a moment after the typing settles.
      await page.waitForTimeout(400);

      await bar(page).getByTestId('support-release').click();
      const question = leaveDialog(page);
      await expect(question).toBeVisible({ timeout: 20_000 });
      await expect(question).toContainText(text(language, 'supportSession.leaveBody'));
      const copy = question.getByTestId('unsaved-copy');
      await expect(copy).toHaveCount(1);
      await copy.click();
      await expect(question.getByTestId('unsaved-copy-status')).toHaveText(/\S/);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(typed);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: test.info().outputPath(`support-ended-copy-${language}-${theme}.png`) });

      // Then the pages go through the gate, and the tab is on the supporter's own page saying why.
      await question.getByRole('button', { name: text(language, 'supportSession.discardAndLeave') }).click();
      await expect(page.getByTestId('support-ended-note')).toContainText(
        text(language, 'supportSession.ended_supporter', { account: GRANTED.name }),
        { timeout: 30_000 },
      );
      expect(new URL(page.url()).pathname).not.toBe('/login');
    });

    test('write mode, raised through step-up, ends by itself at write_until in both tabs, without a reload', async ({ browser }) => {
      const { context, tabs } = await openTabs(browser, 2);
      const [a, b] = tabs as [Page, Page];
      try {
        await startSupport(a, `SR-write-${language}`);
        await useLanguage(a, language);
        await useTheme(a, theme);
        await b.goto('/dashboard');
        await expect(bar(b)).toBeVisible({ timeout: 20_000 });
        const loads = { count: 0 };
        for (const tab of [a, b]) tab.on('framenavigated', (frame) => frame === tab.mainFrame() && (loads.count += 1));

        // Raise to change in A: minutes and a reason, then a fresh proof (step-up).
        await bar(a).getByTestId('support-elevate').click();
        const elevate = a.getByRole('dialog', { name: text(language, 'supportSession.elevateTitle') });
        await elevate.getByLabel(text(language, 'supportSession.elevateReason')).fill('Release the quarantined mail');
        await a
          .getByRole('button', { name: text(language, 'supportSession.elevateSubmit') })
          .last()
          .click();
        await expect(stepUpDialog(a)).toBeVisible();
        await stepUpDialog(a).locator('input[name="password"]').fill(DEMO_PASSWORD);
        await stepUpDialog(a)
          .getByRole('button', { name: text(language, 'stepUp.confirm') })
          .click();
        // support-agent's write mode lasts 30 s (its account's own longest, server/data/demo-data.ts).
        await expect(bar(a)).toHaveAttribute('data-mode', 'write');
        // B learns it at its next reading (every 10 s).
        await expect(bar(b)).toHaveAttribute('data-mode', 'write', { timeout: 15_000 });
        await a.screenshot({ path: test.info().outputPath(`support-write-${language}-${theme}.png`) });

        // At write_until both tabs are read-only again by themselves: no reload, no click.
        for (const tab of [a, b]) {
          await expect(bar(tab)).toHaveAttribute('data-mode', 'read', { timeout: 45_000 });
          await expect(bar(tab).getByTestId('support-mode')).toHaveText(text(language, 'supportSession.readOnly'));
        }
        expect(loads.count).toBe(0);
      } finally {
        await context.close();
      }
    });

    test('a tab whose support bar’s code was refused still hears the end, and leaves for the supporter’s page', async ({ browser }) => {
      const { context, tabs } = await openTabs(browser, 2);
      const [a, b] = tabs as [Page, Page];
      try {
        await startSupport(a, `SR-chunk-${language}`);
        await useLanguage(a, language);
        await useTheme(a, theme);
        // B never loads the bar's chunk: the part fails in place, and no support runtime runs there.
        let refused = 0;
        await b.route(/\/assets\/SupportSession-[^/]*\.js$/, (route) => {
          refused += 1;
          return route.abort();
        });
        await b.goto('/dashboard');
        await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(0);
        await expect(bar(b)).toHaveCount(0);
        await b.waitForLoadState('networkidle');
        const left = b.waitForEvent('framenavigated', { predicate: (frame) => frame === b.mainFrame(), timeout: 30_000 });

        await bar(a).getByTestId('support-release').click();
        // B ended it: its note kept (written by the end's own steps), and it loads the supporter's page, never the login page.
        await expect
          // Read while the tab may be leaving already: a read the navigation cut short is read again.
          .poll(() => b.evaluate(() => window.sessionStorage.getItem('supportEnded')).catch(() => null), { timeout: 10_000 })
          .toContain('"cause":"supporter"');
        await left;
        await b.waitForLoadState();
        expect(new URL(b.url()).pathname).not.toBe('/login');
        const moments = await endMoments([a, b]);
        expect(Math.abs(moments[0]! - moments[1]!)).toBeLessThan(2_000);
      } finally {
        await context.close();
      }
    });
  });
}

test('a tab without the support bar’s code that meets 401 1221 itself ends the session there, and leaves for the supporter’s page', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const b = await context.newPage();
    await withoutStartupPopups(b);
    // The bar's chunk never loads in this tab: no support runtime runs here, and no other tab is open to tell it.
    let refused = 0;
    await b.route(/\/assets\/SupportSession-[^/]*\.js$/, (route) => {
      refused += 1;
      return route.abort();
    });
    await login(b, 'support-agent');
    const started = await b.request.post(ASSUME_URL, {
      form: { account: REVOKING.id, reason: 'Mail from the CEO is quarantined', ticket: 'SR-1221' },
      headers: await xsrfHeader(b),
    });
    expect(started.status()).toBe(200);
    await b.goto('/dashboard');
    await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(bar(b)).toHaveCount(0);
    await b.waitForLoadState('networkidle');

    // The customer turns access off. The tab's next page (Administration, a framed page) is answered
    // 401: the console asks the server with a call, whose 401 1221 ends the session in this tab.
    await setGrant(browser, REVOKING, { enabled: false });
    await sideMenu(b).getByText('Administration', { exact: true }).click();
    // The tab is the supporter's own again, never at the login page. Its note says why (kept for the
    // supporter's page; its renderer is the refused bar's chunk, so here it stays unread).
    await expect(b.getByTestId('account-menu-button')).toHaveAttribute('data-assuming', 'false', { timeout: 30_000 });
    await expect(b.getByTestId('account-menu-button')).toHaveAccessibleName(/^Sue Supporter/);
    expect(new URL(b.url()).pathname).not.toBe('/login');
    expect(await b.evaluate(() => window.sessionStorage.getItem('supportEnded'))).toContain('"cause":"customer"');
  } finally {
    await context.close();
    await grantAgain(browser, REVOKING);
  }
});
