/**
 * Measures log off everywhere in Chromium at 4x CPU throttle against the reference server: the log
 * off clicked in tab A to tab B (two pages of one browser context, B on a framed page) showing the
 * login page with "You logged off in another tab". Each run signs in again in A, which brings B back
 * to its page (the waiting login page's return), so the runs follow one another as a user's would.
 *
 * Beside it, in the same run, the floor: two bare pages of the same origin (bench/tabs-floor/), one
 * posting on a BroadcastChannel and the other navigating to a bare page on hearing it. What the
 * console adds over the floor is its own work: the sign-out's message, the shell's listener, the
 * logoff's redirect and the login page's start.
 *
 * Both are timed alike: from the moment the click (or the post) is made in the first page to the
 * moment the awaited element enters the second page's document (a MutationObserver installed
 * before any of its scripts), on the clock both pages share (performance.timeOrigin + now).
 *
 * Run after `npm run build`: `npm run bench:tabs:logoff` (BENCH_PORT picks the port, 4197 by
 * default; BENCH_DIST benches another build). Compare figures from one run, or runs back to back.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { buildServer } from '../server/http/app';
import { DEMO_PASSWORD } from '../server/data/demo-data';
import { CHROMIUM_LAUNCH } from '../scripts/ci/chromium-launch';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4197);
const DIST = path.resolve(root, process.env.BENCH_DIST ?? 'dist');
const ORIGIN = `http://127.0.0.1:${PORT}`;
const THROTTLE = 4;
const RUNS = 7;
const B_PAGE = '/logs/audit-log';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function spread(values: number[]): string {
  const ms = (v: number): string => v.toFixed(0);
  return `${ms(Math.min(...values))} / ${ms(median(values))} / ${ms(Math.max(...values))} ms (n=${values.length})`;
}

/** Before any script of each document: records when an element matching `selector` first enters it (window.__seenAt). */
async function watchFor(page: Page, selector: string): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.addInitScript((wanted) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector(wanted) === null) return;
      (window as unknown as { __seenAt: number }).__seenAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

async function seenAt(page: Page, selector: string): Promise<number> {
  await page.locator(selector).waitFor();
  return page.evaluate(() => (window as unknown as { __seenAt?: number }).__seenAt ?? NaN);
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
}

async function signIn(page: Page): Promise<void> {
  await page.getByLabel(/^User name/).fill('admin');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** One log off in A, timed until B shows the sentence; then A signs in again and B is back on its page. */
async function logOffRun(a: Page, b: Page): Promise<number> {
  await a.getByTestId('account-menu-button').click();
  await a.getByTestId('menu-log-off').waitFor();
  const clickedAt = await a.evaluate(() => {
    const at = performance.timeOrigin + performance.now();
    document.querySelector<HTMLElement>('[data-testid="menu-log-off"]')?.click();
    return at;
  });
  const shownAt = await seenAt(b, '[data-testid="login-logged-off-elsewhere"]');
  await a.waitForURL((url) => url.pathname === '/login');
  await signIn(a);
  await b.waitForURL((url) => url.pathname === B_PAGE);
  await b.frameLocator('iframe[data-testid="legacy-frame"]').locator('[data-testid="legacy-path"]').waitFor();
  await b.getByTestId('account-menu-button').waitFor();
  return shownAt - clickedAt;
}

async function floorRun(poster: Page, listener: Page): Promise<number> {
  await listener.goto(`${ORIGIN}/bench/tabs-floor/listen.html`);
  await listener.getByTestId('listening').waitFor();
  // The listener's script runs deferred: wait until it has run.
  await listener.waitForFunction(() => document.readyState === 'complete');
  const postedAt = await poster.evaluate(() => {
    const at = performance.timeOrigin + performance.now();
    const channel = new BroadcastChannel('tabs-floor');
    channel.postMessage('signed-out');
    channel.close();
    return at;
  });
  return (await seenAt(listener, '[data-testid="landed"]')) - postedAt;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-bench-tabs-'));
const app = await buildServer({ dataDir, staticDir: DIST });
const floorFile = (name: string): string => readFileSync(path.join(root, 'bench/tabs-floor', name), 'utf8');
for (const name of ['listen.html', 'landed.html']) {
  app.get(`/bench/tabs-floor/${name}`, async (_request, reply) => reply.type('text/html; charset=utf-8').send(floorFile(name)));
}
app.get('/bench/tabs-floor/listen.js', async (_request, reply) =>
  reply.type('text/javascript; charset=utf-8').send(floorFile('listen.js')),
);

let browser: Browser | undefined;
try {
  await app.listen({ port: PORT, host: '127.0.0.1' });
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The start-up pop-ups would cover the account menu.
  await context.route('**/uiserver/api/v1/notice/popup*', (route) => route.fulfill({ json: { errorCode: '0', list: [] } }));
  await context.route('**/uiserver/api/v1/account/visionone/promotion*', (route) =>
    route.fulfill({
      json: { errorCode: '0', data: { is_promotion: 0, status: 0, url: '', account_name: '', email: '', deadline_date: '2099-12-31' } },
    }),
  );
  const a = await context.newPage();
  const b = await context.newPage();
  await watchFor(b, '[data-testid="login-logged-off-elsewhere"]');
  await throttle(context, a);
  await throttle(context, b);
  await a.goto(`${ORIGIN}/login`);
  await signIn(a);
  await b.goto(`${ORIGIN}${B_PAGE}`);
  await b.frameLocator('iframe[data-testid="legacy-frame"]').locator('[data-testid="legacy-path"]').waitFor();
  // B is the page the user looks at when it changes.
  await b.bringToFront();

  const poster = await context.newPage();
  const listener = await context.newPage();
  await watchFor(listener, '[data-testid="landed"]');
  await throttle(context, poster);
  await throttle(context, listener);
  await poster.goto(`${ORIGIN}/bench/tabs-floor/listen.html`);

  const consoleRuns: number[] = [];
  const floorRuns: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await listener.bringToFront();
    floorRuns.push(await floorRun(poster, listener));
    await b.bringToFront();
    consoleRuns.push(await logOffRun(a, b));
  }

  console.log(`${THROTTLE}x CPU throttle; min / median / max of each series (n runs)`);
  console.log(`floor: post in A -> bare page in B          ${spread(floorRuns)}`);
  console.log(`console: log off in A -> B's login sentence ${spread(consoleRuns)}`);
  console.log(`console median / floor median               ${(median(consoleRuns) / median(floorRuns)).toFixed(2)}x`);
  console.log(`console, in order: ${consoleRuns.map((v) => v.toFixed(0)).join(', ')}`);
  console.log(`floor, in order:   ${floorRuns.map((v) => v.toFixed(0)).join(', ')}`);
} finally {
  await browser?.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
