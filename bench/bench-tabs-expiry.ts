/**
 * Measures, in Chromium at 4x CPU throttle against the reference server, an expired session to the
 * re-sign-in dialog shown: the session cookie is deleted (the way a session ends on a real server),
 * a search on the Manual License Check screen sends a call the server answers 401, and the time
 * runs from the Enter key to the dialog's sign-in form painted. After each run the dialog signs in
 * again and the screen is back. Beside it, in the same run, the floor: a bare page of the same
 * origin (bench/expiry-floor/) whose form's call answers 401 and which then shows a <dialog>.
 *
 * Run after `npm run build`: `npm run bench:tabs:expiry` (BENCH_PORT picks the port, 4198 by
 * default; BENCH_DIST benches another build). The machine it runs on adds noise: compare figures
 * from one run, or runs taken back to back.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildServer } from '../server/http/app';
import { DEMO_PASSWORD } from '../server/data/demo-data';
import { CHROMIUM_LAUNCH } from '../scripts/ci/chromium-launch';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4198);
const DIST = path.resolve(root, process.env.BENCH_DIST ?? 'dist');
const THROTTLE = 4;
const RUNS = 7;
const SCREEN = '/administration/license/manual_check';
const GUID = '6f9619ff-8b86-4d01-b42d-00c04fc964ff';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function spread(values: number[]): string {
  const ms = (v: number): string => v.toFixed(0);
  return `${ms(Math.min(...values))} / ${ms(median(values))} / ${ms(Math.max(...values))} ms (n=${values.length})`;
}

/**
 * Arms the page: the next Enter keydown starts the clock, and the clock stops once `shown` is in the
 * document, at the first task after the next frame (its style, layout and paint done).
 */
async function arm(page: Page, shown: string): Promise<void> {
  await page.evaluate((selector) => {
    (window as unknown as { benchShown: Promise<number> }).benchShown = new Promise<number>((resolve) => {
      document.addEventListener(
        'keydown',
        (event) => {
          const started = event.timeStamp;
          const observer = new MutationObserver(() => {
            const element = document.querySelector(selector);
            if (element === null || (element instanceof HTMLDialogElement && !element.open)) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
          });
          observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
        },
        { once: true, capture: true },
      );
    });
  }, shown);
}

const shownAfter = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { benchShown: Promise<number> }).benchShown);

/** One expiry on the console: the cookie goes, Enter searches, the dialog shows; then signed in again. */
async function consoleRun(page: Page): Promise<number> {
  await page.context().clearCookies({ name: 'sid' });
  const field = page.locator('#license-search_companyId');
  await field.fill(GUID);
  await arm(page, '[data-testid="session-cover"] #resign-form input[type="password"]');
  await field.press('Enter');
  const ms = await shownAfter(page);
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log On' }).click();
  await page.getByTestId('session-cover').waitFor({ state: 'detached' });
  await field.waitFor();
  return ms;
}

async function floorRun(page: Page): Promise<number> {
  await page.goto(`http://127.0.0.1:${PORT}/bench/expiry-floor/`);
  await page.locator('#companyId').fill(GUID);
  await arm(page, '#signin');
  await page.locator('#companyId').press('Enter');
  return shownAfter(page);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-bench-expiry-'));
const app = await buildServer({ dataDir, staticDir: DIST });
const floorFile = (name: string): string => readFileSync(path.join(root, 'bench/expiry-floor', name), 'utf8');
app.get('/bench/expiry-floor/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(floorFile('index.html')));
app.get('/bench/expiry-floor/floor.js', async (_request, reply) =>
  reply.type('text/javascript; charset=utf-8').send(floorFile('floor.js')),
);
app.get('/bench/expiry-floor/401', async (_request, reply) => reply.code(401).send(''));
let browser: Browser | undefined;
try {
  await app.listen({ port: PORT, host: '127.0.0.1' });
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/uiserver/api/v1/notice/popup*', (route) => route.fulfill({ json: { errorCode: '0', list: [] } }));
  await page.route('**/uiserver/api/v1/account/visionone/promotion*', (route) =>
    route.fulfill({
      json: { errorCode: '0', data: { is_promotion: 0, status: 0, url: '', account_name: '', email: '', deadline_date: '2099-12-31' } },
    }),
  );
  await page.goto(`http://127.0.0.1:${PORT}/login`);
  await page.getByLabel(/^User name/).fill('support');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  await page.waitForURL((url) => url.pathname === SCREEN);
  await page.locator('#license-search_companyId').waitFor();

  const floor = await context.newPage();
  for (const tab of [page, floor]) {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  }

  // The first cover loads the dialog's code; the runs after it find it loaded.
  await page.bringToFront();
  const first = await consoleRun(page);
  const runs: number[] = [];
  const floorRuns: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await floor.bringToFront();
    floorRuns.push(await floorRun(floor));
    await page.bringToFront();
    runs.push(await consoleRun(page));
  }
  console.log(`${THROTTLE}x CPU throttle; min / median / max of each series (n runs)`);
  console.log(`floor, 401 -> <dialog> shown              ${spread(floorRuns)}`);
  console.log(`console, 401 -> re-sign-in dialog shown   ${spread(runs)}`);
  console.log(`console, the first time (code loaded)    ${first.toFixed(0)} ms`);
  console.log(`console median / floor median             ${(median(runs) / median(floorRuns)).toFixed(2)}x`);
  console.log(`console, in order: ${runs.map((v) => v.toFixed(0)).join(', ')}`);
  console.log(`floor, in order:   ${floorRuns.map((v) => v.toFixed(0)).join(', ')}`);
} finally {
  await browser?.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
