/**
 * Support access, the customer's screen (issue 52 item 4; docs/support-access.md): the grant turned
 * on for 1 to 30 days and off through step-up, the days refused outside 1 to 30, a cancelled step-up
 * changing nothing, and the log of support sessions (who, reason, ticket, ended by, elevations,
 * changes by call name), refreshed while the screen is open without moving the focus or the scroll.
 * Against both servers. `customer-closed` asks for a proof on every change (maximum age 0,
 * server/README.md "Step-up"); every test leaves its support access off, as the seed has it.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DEMO_PASSWORD } from './support/accounts';
import { login } from './support/auth';
import { seriousViolations } from './support/axe';
import { adminPanelGroups, notAllowed, withoutStartupPopups } from './support/shell';
import { text, useLanguage, useTheme, xsrfHeader } from './support/shell-chrome';
import { API } from './support/signin';

dayjs.extend(utc);

const SCREEN = '/administration/support-access';
/** The screen's long date, as docs/support-access.md writes it (engine/i18n/date-format's patterns). */
const LONG = { en: 'MM/DD/YYYY HH:mm:ss', ja: 'YYYY/MM/DD HH:mm:ss' } as const;
const CUSTOMER = 'customer-closed';
/** customer-closed's account id, which the Assume form names. */
const CUSTOMER_ID = '1037';
const ASSUME_URL = '/uiserver/legacy/administration/account-management/assume';

// One account's grant: the tests take turns.
test.describe.configure({ mode: 'serial' });

const screen = (page: Page) => page.getByTestId('support-access');
const state = (page: Page) => page.getByTestId('support-access-state');
const daysField = (page: Page) => page.getByTestId('support-access-days');
const turnOn = (page: Page) => page.getByTestId('support-access-turn-on');
const turnOff = (page: Page) => page.getByTestId('support-access-turn-off');
const outcome = (page: Page) => page.getByTestId('support-access-outcome');
const stepUpDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('step-up-dialog') });
const sessionEntry = (page: Page, ticket: string) => page.locator(`[data-testid="support-session"][data-ticket="${ticket}"]`);

/** Headers of a state-changing call a test sends straight to the server, as the console's own. */
async function headers(page: Page): Promise<Record<string, string>> {
  return { ...(await xsrfHeader(page)), 'x-requested-with': 'XMLHttpRequest' };
}

/**
 * Sends a call that asks for a fresh proof (1210): proves the user with the password and sends it
 * once more, as the console does. Returns the final reply's JSON.
 */
async function withProof(
  page: Page,
  send: (request: APIRequestContext, h: Record<string, string>) => ReturnType<APIRequestContext['put']>,
) {
  let reply = await send(page.request, await headers(page));
  if (reply.status() === 401) {
    const asked = (await reply.json()) as { code: number; data: { challenge: string } };
    expect(asked.code).toBe(1210);
    const proved = await page.request.post(`${API}/session/reauth`, {
      headers: await headers(page),
      data: { challenge: asked.data.challenge, password: DEMO_PASSWORD },
    });
    expect(proved.status()).toBe(200);
    reply = await send(page.request, await headers(page));
  }
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { code: number; data: Record<string, unknown> };
}

/** The customer's grant set straight through the contract's call (setting up, and putting it back off). */
async function setGrant(page: Page, body: { enabled: boolean; days?: number }): Promise<void> {
  await withProof(page, (request, h) => request.put(`${API}/account/support-access`, { headers: h, data: body }));
}

/** Logs on as `user` in the page's browser (log on leaves /login). */
async function loggedOn(page: Page, user: string): Promise<void> {
  await withoutStartupPopups(page);
  await login(page, user);
}

/** The supporter in a browser of its own, driving support sessions through the server's calls. */
async function supporter(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await withoutStartupPopups(page);
  await login(page, 'support-agent');
  // The console of the supporter's own account would follow the account change: the calls go alone.
  await page.goto('about:blank');
  return {
    page,
    /** Starts a support session in the customer's account (the Assume legacy page's form). */
    async start(reason: string, ticket: string): Promise<void> {
      const reply = await page.request.post(ASSUME_URL, { headers: await headers(page), form: { account: CUSTOMER_ID, reason, ticket } });
      expect(reply.status()).toBe(200);
    },
    /** Raises the session to write mode, through step-up (a proof for this action alone). */
    async elevate(reason: string): Promise<void> {
      const json = await withProof(page, (request, h) =>
        request.post(`${API}/account/assumeas/elevate`, { headers: h, data: { minutes: 5, reason } }),
      );
      expect(json.data.mode).toBe('write');
    },
    /** One change for the customer: the theme saved as it is (logged, and nothing changed). */
    async write(): Promise<void> {
      const theme = (
        (await (await page.request.get(`${API}/account/theme`, { headers: await headers(page) })).json()) as { data: { curTheme: string } }
      ).data.curTheme;
      const reply = await page.request.put(`${API}/account/theme`, { headers: await headers(page), data: { theme } });
      expect(reply.status()).toBe(200);
    },
    async release(): Promise<void> {
      expect((await page.request.get(`${API}/account/assumeas/release`, { headers: await headers(page) })).status()).toBe(200);
    },
    close: () => context.close(),
  };
}

/** Proves the user in the console's step-up dialog with the demo password. */
async function proveInDialog(page: Page, language: 'en' | 'ja'): Promise<void> {
  await expect(stepUpDialog(page)).toBeVisible();
  await stepUpDialog(page).locator('input[name="password"]').fill(DEMO_PASSWORD);
  await stepUpDialog(page)
    .getByRole('button', { name: text(language, 'stepUp.confirm') })
    .click();
  await expect(stepUpDialog(page)).toHaveCount(0);
}

/**
 * axe's serious and critical findings, with the pointer parked away first: a button left hovered
 * after a click is drawn in Primer's hover colours, which are not the page at rest.
 */
async function violations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  return seriousViolations(page);
}

/** The scrolling box the screen sits in, and how far it is scrolled. */
async function scrollOf(page: Page): Promise<number> {
  return screen(page).evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) return node.scrollTop;
    }
    return document.scrollingElement?.scrollTop ?? 0;
  });
}

for (const [language, theme, timezoneId, zone] of [
  ['en', 'light', 'America/Los_Angeles', 'UTC-08:00'],
  ['ja', 'dark', 'Asia/Tokyo', 'UTC+09:00'],
] as const) {
  test.describe(`${language}, ${theme}, ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('turns support access on for 7 days and off through step-up; days 0 and 31 refused; a cancelled step-up changes nothing', async ({
      page,
    }) => {
      // Four reloads, two proofs and three axe runs.
      test.setTimeout(120_000);
      await loggedOn(page, CUSTOMER);
      await useLanguage(page, language);
      await useTheme(page, theme);
      try {
        await page.goto(SCREEN);
        // The screen's chunk loads when the route first opens: on a loaded machine, more than the default 10 s.
        await expect(screen(page).getByRole('heading', { level: 1 })).toHaveText(text(language, 'page.administration.supportAccess'), {
          timeout: 30_000,
        });
        await expect(state(page)).toHaveText(text(language, 'supportAccess.stateOff'));
        expect(await violations(page)).toEqual([]);

        const puts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'PUT' && request.url().includes('/account/support-access')) puts.push(request.postData() ?? '');
        });

        // Outside 1 to 30: said beside the field, in the user's language, and nothing is sent.
        for (const days of ['0', '31']) {
          await daysField(page).fill(days);
          await turnOn(page).click();
          await expect(page.locator('#support-access-days-error')).toHaveText(text(language, 'supportAccess.daysRange'));
          await expect(daysField(page)).toHaveAttribute('aria-invalid', 'true');
        }
        expect(puts).toEqual([]);
        expect(await violations(page)).toEqual([]);

        // Cancel the step-up: not changed, said so, the grant as it was.
        await daysField(page).fill('7');
        await expect(page.locator('#support-access-days-error')).toHaveCount(0);
        await turnOn(page).click();
        await expect(stepUpDialog(page)).toBeVisible();
        await expect(stepUpDialog(page)).toContainText(text(language, 'supportAccess.turnOnAction'));
        await stepUpDialog(page)
          .getByRole('button', { name: text(language, 'stepUp.cancel') })
          .click();
        await expect(outcome(page)).toHaveText(text(language, 'supportAccess.notChanged'));
        await expect(state(page)).toHaveText(text(language, 'supportAccess.stateOff'));
        expect(puts).toEqual(['{"enabled":true,"days":7}']);

        // On for 7 days, proved: until a moment 7 days on, in the browser's zone and the user's language.
        const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/account/support-access') && r.ok());
        await turnOn(page).click();
        await proveInDialog(page, language);
        const until = ((await (await saved).json()) as { data: { until: string } }).data.until;
        expect(Date.parse(until) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 120_000);
        expect(Date.parse(until) - Date.now()).toBeLessThan(7 * 86_400_000 + 120_000);
        const offset = await page.evaluate((iso) => -new Date(iso).getTimezoneOffset(), until);
        const shown = `${dayjs.utc(until).utcOffset(offset).format(LONG[language])} (${zone})`;
        await expect(state(page)).toHaveText(text(language, 'supportAccess.stateOn', { until: shown }));
        await expect(outcome(page)).toHaveText(text(language, 'supportAccess.savedOn', { until: shown }));
        await expect(turnOn(page)).toHaveText(text(language, 'supportAccess.setEnd'));
        expect(await violations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`support-access-on-${language}-${theme}.png`) });

        // Off now, proved.
        await turnOff(page).click();
        await expect(stepUpDialog(page)).toContainText(text(language, 'supportAccess.turnOffAction'));
        await proveInDialog(page, language);
        await expect(state(page)).toHaveText(text(language, 'supportAccess.stateOff'));
        await expect(outcome(page)).toHaveText(text(language, 'supportAccess.savedOff'));
        expect(puts.slice(-1)).toEqual(['{"enabled":false}']);
      } finally {
        await setGrant(page, { enabled: false });
      }
    });

    test('the log shows each session (who, reason, ticket, ended by, an elevation, a change by call name) and refreshes while open', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await loggedOn(page, CUSTOMER);
      await useLanguage(page, language);
      await useTheme(page, theme);
      const sue = await supporter(browser);
      const run = `${language}-${Date.now()}`;
      const first = `SR-${run}-1`;
      const second = `SR-${run}-2`;
      try {
        await setGrant(page, { enabled: true, days: 1 });
        await sue.start('Mail from the CEO is quarantined', first);
        await sue.elevate('Release the quarantined mail');
        await sue.write();
        await sue.release();

        await page.setViewportSize({ width: 1280, height: 560 });
        await page.goto(SCREEN);
        const entry = sessionEntry(page, first);
        await expect(entry).toBeVisible();
        await expect(entry.getByTestId('support-session-supporter')).toHaveText('Sue Supporter');
        await expect(entry.getByTestId('support-session-reason')).toHaveText('Mail from the CEO is quarantined');
        await expect(entry.getByTestId('support-session-ticket')).toHaveText(first);
        await expect(entry.getByTestId('support-session-state')).toHaveText(text(language, 'supportAccess.ended'));
        await expect(entry.getByTestId('support-session-ended-by')).toHaveText(text(language, 'supportAccess.endedBy.supporter'));
        await expect(entry.getByTestId('support-session-elevations')).toContainText('Release the quarantined mail');
        await expect(entry.getByTestId('support-session-writes')).toContainText('PUT /uiserver/api/v1/account/theme');
        await expect(page.getByTestId('support-access-log')).toContainText(text(language, 'supportAccess.logIntro', { zone }));
        expect(await violations(page)).toEqual([]);
        // The screen scrolls inside the layout's main area: the screen element's own picture shows all of it.
        await screen(page).screenshot({ path: test.info().outputPath(`support-access-log-${language}-${theme}.png`) });

        // The user is typing at the top and has scrolled to the log's end when a session starts elsewhere.
        await daysField(page).fill('12');
        await page.getByTestId('support-access-log').locator('[data-testid="support-session"]').last().scrollIntoViewIfNeeded();
        await daysField(page).focus();
        const scrolled = await scrollOf(page);
        const reads = { count: 0 };
        page.on('request', (request) => {
          if (request.method() === 'GET' && request.url().endsWith('/account/support-access')) reads.count += 1;
        });
        await sue.start('Check the delivery policy', second);

        // It appears, running, without a reload, within the refresh's 15 s; the focus and the scroll stay.
        await expect(sessionEntry(page, second)).toBeVisible({ timeout: 25_000 });
        await expect(sessionEntry(page, second).getByTestId('support-session-state')).toHaveText(text(language, 'supportAccess.running'));
        await expect(sessionEntry(page, second).getByTestId('support-session-ended-by')).toHaveCount(0);
        expect(reads.count).toBeGreaterThanOrEqual(1);
        await expect(daysField(page)).toBeFocused();
        await expect(daysField(page)).toHaveValue('12');
        expect(await scrollOf(page)).toBeGreaterThanOrEqual(scrolled);

        // Inside the customer's account, the supporter is refused the screen with a clear message (403).
        await sue.page.goto(SCREEN);
        await expect(sue.page.getByTestId('support-access-forbidden')).toHaveText(text('en', 'supportAccess.forbidden'));
        await sue.page.goto('about:blank');

        // The customer turns access off: the running session ends, said as the customer's end.
        await turnOff(page).click();
        await proveInDialog(page, language);
        await expect(state(page)).toHaveText(text(language, 'supportAccess.stateOff'));
        await expect(sessionEntry(page, second).getByTestId('support-session-ended-by')).toHaveText(
          text(language, 'supportAccess.endedBy.customer'),
        );
      } finally {
        await sue.close();
        await setGrant(page, { enabled: false });
      }
    });
  });
}

test('an administrator without ALL has no Support access in the Administration panel, and is refused it by address', async ({ page }) => {
  await withoutStartupPopups(page);
  // stepup-support: MANUAL_LICENSE_CHECK and WEB_UI only, so the panel shows Manual License Check alone.
  await login(page, 'stepup-support');
  await page.goto('/administration/license/manual_check');
  await expect(page.getByTestId('manual-license-check')).toBeVisible();
  // The panel is closed on a first visit; opened, it lists Manual License Check and not Support Access
  // (tests/e2e/menus.spec.ts lists it for the ALL administrators).
  await page.getByRole('button', { name: 'Show the Administration panel', exact: true }).click();
  await expect.poll(async () => Object.values(await adminPanelGroups(page)).flat()).toContain('/administration/license/manual_check');
  expect(Object.values(await adminPanelGroups(page)).flat()).not.toContain(SCREEN);
  await page.goto(SCREEN);
  await expect(notAllowed(page)).toBeVisible();
  await expect(screen(page)).toHaveCount(0);
});
