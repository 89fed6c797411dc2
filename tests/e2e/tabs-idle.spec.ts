/**
 * The idle limit a deployer may set in console-config.json (served here with a three-minute limit
 * and a one-minute warning), with time driven by the page clock: every tab warns at once, "Stay
 * signed in" asks the server once and closes the warning in every tab; at the limit the session
 * ends on the server and every tab is covered by the sign-in dialog.
 */
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { login } from './support/auth';
import { withoutStartupPopups } from './support/shell';

const CONFIG = { session: { idleMinutes: 3, warnMinutes: 1 } };

/** Tabs whose idle watch's code has arrived (its chunk, fetched once the config is read). */
const idleWatchLoaded = new WeakSet<Page>();

/** A tab with the idle limit set. */
async function idleTab(page: Page): Promise<Page> {
  await page.route('**/console-config.json', (route) => route.fulfill({ json: CONFIG }));
  page.on('requestfinished', (request) => {
    if (/\/IdleWarning-[\w-]+\.js$/.test(new URL(request.url()).pathname)) idleWatchLoaded.add(page);
  });
  await withoutStartupPopups(page);
  return page;
}

/** Two tabs signed in; one clock for both (the browser context's), under the test's hand. */
async function twoTabs(page: Page, context: BrowserContext): Promise<[Page, Page]> {
  await context.clock.install();
  await login(await idleTab(page), 'admin');
  await expect(page.locator('nav[data-testid="side-menu"]')).toBeVisible();
  const b = await idleTab(await context.newPage());
  await b.goto('/dashboard');
  await expect(b.locator('nav[data-testid="side-menu"]')).toBeVisible();
  // The idle watch loads after the shell (once the config is read): time moves on only once both
  // tabs run it, or a tab would miss the other's activity as a tab still loading does.
  for (const tab of [page, b]) await expect.poll(() => idleWatchLoaded.has(tab)).toBe(true);
  return [page, b];
}

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });

test('every tab warns before the limit; Stay signed in asks the server once and closes the warning everywhere', async ({
  page,
  context,
}) => {
  const [a, b] = await twoTabs(page, context);
  await context.clock.fastForward('01:30');
  await expect(warning(a)).toHaveCount(0);

  await context.clock.fastForward('00:40');
  await expect(warning(a)).toBeVisible();
  await expect(warning(b)).toBeVisible();
  await expect(warning(a)).toContainText('your session will end in 1 minute');

  const asked: string[] = [];
  a.on('request', (request) => {
    if (request.url().includes('/uiserver/api/v1/')) asked.push(new URL(request.url()).pathname);
  });
  await warning(a).getByRole('button', { name: 'Stay logged on' }).click();
  await expect(warning(a)).toHaveCount(0);
  await expect(warning(b)).toHaveCount(0);
  expect(asked).toEqual(['/uiserver/api/v1/account/present']);

  // The idle time starts again from the choice, in both tabs: no warning a minute later.
  await context.clock.fastForward('01:00');
  await expect(warning(a)).toHaveCount(0);
  await expect(warning(b)).toHaveCount(0);
});

test('at the limit the server session ends and every tab is covered, keeping its page', async ({ page, context }) => {
  const [a, b] = await twoTabs(page, context);
  const logoffs: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/uiserver/logoff') logoffs.push(request);
  });
  await context.clock.fastForward('02:10');
  await expect(warning(a)).toBeVisible();
  await context.clock.fastForward('01:00');
  await expect(a.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
  await expect(b.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
  await expect(warning(a)).toHaveCount(0);
  await expect(a).toHaveURL((url) => url.pathname === '/dashboard');
  await expect.poll(async () => (await a.request.get('/uiserver/api/v1/account/present')).status()).toBe(401);
  // The logoff is a page navigation, as the contract has it: of a hidden frame, which then goes.
  expect(logoffs.length).toBeGreaterThan(0);
  for (const logoff of logoffs) {
    expect(logoff.isNavigationRequest()).toBe(true);
    expect(logoff.frame().parentFrame()).not.toBeNull();
  }
  // (The logoff's frame is sandboxed with nothing allowed; the legacy pages' frames allow much.)
  for (const tab of [a, b]) await expect(tab.locator('iframe[sandbox=""]')).toHaveCount(0);
});

test('activity in a tab keeps every tab from warning', async ({ page, context }) => {
  const [a, b] = await twoTabs(page, context);
  await context.clock.fastForward('01:30');
  // Tab B's own listener on the console's channel: the clock moves on only once B has heard A.
  await b.evaluate(() => {
    const heard = new Promise<void>((resolve) => {
      const channel = new BroadcastChannel('console-tabs');
      channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
        if (event.data.type === 'activity') resolve();
      };
    });
    (window as unknown as { heardActivity: Promise<void> }).heardActivity = heard;
  });
  await a.mouse.move(200, 200);
  await a.mouse.wheel(0, 100);
  await a.keyboard.press('Shift');
  await b.evaluate(() => (window as unknown as { heardActivity: Promise<void> }).heardActivity);
  await context.clock.fastForward('01:00');
  await expect(warning(a)).toHaveCount(0);
  await expect(warning(b)).toHaveCount(0);
  await context.clock.fastForward('01:00');
  await expect(warning(a)).toBeVisible();
  await expect(warning(b)).toBeVisible();
});
