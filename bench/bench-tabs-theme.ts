/**
 * Measures a theme change reaching another tab, in Chromium at 4x CPU throttle against the reference
 * server: two console tabs of one browser signed in as one administrator; the theme switch clicked
 * in tab A until tab B has repainted in the new theme (the next animation frame after B's <html>
 * changes its colour mode, and the first task after it). Beside it, in the same run and taking turns
 * with it, the floor: two bare pages of the same origin (bench/tabs-floor/), one posting on a
 * BroadcastChannel, the other toggling a class on <html> when it hears it, timed the same way.
 *
 * Run after `npm run build`: `npm run bench:tabs:theme` (BENCH_PORT picks the port, 4199 by default;
 * BENCH_DIST benches another build). Times are taken on the machine's clock in both pages
 * (performance.timeOrigin + performance.now()). The machine adds noise: compare figures of one run.
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
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const DIST = path.resolve(root, process.env.BENCH_DIST ?? 'dist');
const THROTTLE = 4;
const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function spread(values: number[]): string {
  const ms = (v: number): string => v.toFixed(1);
  return `${ms(Math.min(...values))} / ${ms(median(values))} / ${ms(Math.max(...values))} ms (n=${values.length})`;
}

/**
 * Arms tab B: it keeps the promise of the clock time at which it has repainted after `attribute` of
 * <html> next changes (the change, the next animation frame, then the first task after it, when that
 * frame's style, layout and paint are done).
 */
async function armRepaint(b: Page, attribute: string): Promise<void> {
  await b.evaluate((name) => {
    // (No named helper functions in here: tsx would wrap them in a helper the page does not have.)
    (window as unknown as { benchRepaint: Promise<number> }).benchRepaint = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        void (async () => {
          await new Promise((frame) => requestAnimationFrame(frame));
          await (
            window as unknown as { scheduler: { postTask: (task: () => void, options: { priority: string }) => Promise<void> } }
          ).scheduler.postTask(() => {}, { priority: 'user-blocking' });
          resolve(performance.timeOrigin + performance.now());
        })();
      });
      observer.observe(document.documentElement, { attributes: true, attributeFilter: [name] });
    });
  }, attribute);
}

const repainted = (b: Page): Promise<number> => b.evaluate(() => (window as unknown as { benchRepaint: Promise<number> }).benchRepaint);

/** One change on the console: the theme switch clicked in A (from script: A is in the background). */
async function consoleRun(a: Page, b: Page): Promise<number> {
  await b.bringToFront();
  await armRepaint(b, 'data-color-mode');
  const saved = a.waitForResponse((response) => response.url().endsWith('/uiserver/api/v1/account/theme'));
  const started = await a.getByRole('button', { name: /^Switch to \w+ theme$/ }).evaluate((button: HTMLElement) => {
    const at = performance.timeOrigin + performance.now();
    button.click();
    return at;
  });
  const ms = (await repainted(b)) - started;
  // The save and B's legacy pages reloading in the saved theme settle before the next run.
  await saved;
  await b.locator('[data-testid="frame-workspace"] > [data-active="true"][data-frame-status="ready"]').waitFor();
  await b.waitForTimeout(500);
  return ms;
}

async function floorRun(a: Page, b: Page, theme: 'light' | 'dark'): Promise<number> {
  await b.bringToFront();
  await armRepaint(b, 'class');
  const started = await a.evaluate((value) => {
    const at = performance.timeOrigin + performance.now();
    (window as unknown as { benchPost: (theme: string) => void }).benchPost(value);
    return at;
  }, theme);
  const ms = (await repainted(b)) - started;
  await b.waitForTimeout(200);
  return ms;
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-bench-tabs-theme-'));
const app = await buildServer({ dataDir, staticDir: DIST });
// The floor's files, on the console's own origin (and under its CSP: no inline script or style).
const floorFile = (name: string): string => readFileSync(path.join(root, 'bench/tabs-floor', name), 'utf8');
app.get('/bench/tabs-floor/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(floorFile('index.html')));
app.get('/bench/tabs-floor/floor.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(floorFile('floor.js')));
app.get('/bench/tabs-floor/floor.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(floorFile('floor.css')));
let browser: Browser | undefined;
try {
  await app.listen({ port: PORT, host: '127.0.0.1' });
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The start-up pop-ups would cover the shell.
  await context.route('**/uiserver/api/v1/notice/popup*', (route) => route.fulfill({ json: { errorCode: '0', list: [] } }));
  await context.route('**/uiserver/api/v1/account/visionone/promotion*', (route) =>
    route.fulfill({
      json: { errorCode: '0', data: { is_promotion: 0, status: 0, url: '', account_name: '', email: '', deadline_date: '2099-12-31' } },
    }),
  );
  const a = await context.newPage();
  await a.goto(`http://127.0.0.1:${PORT}/login`);
  await a.getByLabel(/^User name/).fill('admin');
  await a.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await a.getByRole('button', { name: 'Log On', exact: true }).click();
  await a.waitForURL((url) => url.pathname === '/dashboard');
  const b = await context.newPage();
  await b.goto(`http://127.0.0.1:${PORT}/dashboard`);
  for (const tab of [a, b]) {
    await tab.locator('[data-testid="frame-workspace"] > [data-route="/dashboard"][data-frame-status="ready"]').waitFor();
  }
  const floorA = await context.newPage();
  const floorB = await context.newPage();
  for (const floor of [floorA, floorB]) await floor.goto(`http://127.0.0.1:${PORT}/bench/tabs-floor/`);
  for (const page of [a, b, floorA, floorB]) await throttle(page);
  // B's shell has loaded what follows the other tabs (it loads after the first paint).
  await b.waitForTimeout(1000);

  const consoleTimes: number[] = [];
  const floorTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    floorTimes.push(await floorRun(floorA, floorB, run % 2 === 0 ? 'dark' : 'light'));
    consoleTimes.push(await consoleRun(a, b));
  }
  // Leave the account's theme as it was.
  if (RUNS % 2 === 1) await consoleRun(a, b);

  console.log(`${THROTTLE}x CPU throttle; min / median / max of each series (n runs)`);
  console.log(`floor, BroadcastChannel -> class on <html> -> next frame   ${spread(floorTimes)}`);
  console.log(`console, theme switch in A -> B repainted                  ${spread(consoleTimes)}`);
  console.log(`console median / floor median                              ${(median(consoleTimes) / median(floorTimes)).toFixed(2)}x`);
  console.log(`console, in order: ${consoleTimes.map((v) => v.toFixed(1)).join(', ')}`);
  console.log(`floor, in order:   ${floorTimes.map((v) => v.toFixed(1)).join(', ')}`);
} finally {
  await browser?.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
