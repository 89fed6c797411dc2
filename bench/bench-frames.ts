/**
 * Measures the legacy-frame workspace in Chromium at 4x CPU throttle against the reference server:
 * menu click to framed page visible, for a kept-alive page and a fresh one (median of 7), and the
 * JS heap and DOM node count before and after 50 menu switches. Run after `npm run build`:
 * `npm run bench:frames` (BENCH_PORT picks the port, 4191 by default). The machine it runs on adds
 * noise: compare figures from one machine only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { buildServer } from '../server/http/app';
import { DEMO_PASSWORD } from '../server/data/demo-data';
import { CHROMIUM_LAUNCH } from '../scripts/ci/chromium-launch';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4191);
const RUNS = 7;
const SWITCHES = 50;
// More pages than the workspace keeps (5), so cycling through them always opens a fresh frame.
const ROUTES = [
  '/logs/mail-tracking',
  '/logs/policy-events',
  '/logs/url-click-tracking',
  '/logs/audit-log',
  '/quarantine/query',
  '/reports/my-reports',
  '/reports/schedules',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Clicks the route's menu entry and resolves with the ms until its frame shows a loaded page. */
async function switchTo(page: Page, route: string): Promise<number> {
  return page.evaluate(async (target) => {
    const started = performance.now();
    const entry = document.querySelector(`nav[data-testid="side-menu"] [data-route="${target}"]`);
    const link = entry instanceof HTMLAnchorElement ? entry : (entry?.querySelector('a') ?? entry);
    if (!(link instanceof HTMLElement)) throw new Error(`no menu entry ${target}`);
    link.click();
    // (No named helper functions in here: tsx would wrap them in a helper the page does not have.)
    const shown = `[data-testid="frame-workspace"] > [data-route="${target}"][data-active="true"][data-frame-status="ready"]`;
    while (document.querySelector(shown) === null) await new Promise((resolve) => requestAnimationFrame(resolve));
    // One more frame: the page has been painted.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  }, route);
}

async function memory(cdp: CDPSession): Promise<{ heapMiB: number; nodes: number; frames: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string): number => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { heapMiB: metric('JSHeapUsedSize') / 1024 / 1024, nodes: metric('Nodes'), frames: metric('Frames') };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-bench-frames-'));
const app = await buildServer({ dataDir, staticDir: path.join(root, 'dist') });
await app.listen({ port: PORT, host: '127.0.0.1' });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The start-up pop-ups would cover the menu.
  await page.route('**/uiserver/api/v1/notice/popup*', (route) => route.fulfill({ json: { errorCode: '0', list: [] } }));
  await page.route('**/uiserver/api/v1/account/visionone/promotion*', (route) =>
    route.fulfill({
      json: { errorCode: '0', data: { is_promotion: 0, status: 0, url: '', account_name: '', email: '', deadline_date: '2099-12-31' } },
    }),
  );
  await page.goto(`http://127.0.0.1:${PORT}/login`);
  await page.getByLabel(/^User name/).fill('admin');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log On', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.locator('[data-testid="frame-workspace"] > [data-route="/dashboard"][data-frame-status="ready"]').waitFor();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const fresh: number[] = [];
  for (let run = 0; run < RUNS; run += 1) fresh.push(await switchTo(page, ROUTES[run % ROUTES.length] ?? ''));

  // Two pages both kept: every switch between them shows a kept frame.
  const [a = '', b = ''] = ROUTES.slice(-2);
  await switchTo(page, a);
  await switchTo(page, b);
  const kept: number[] = [];
  for (let run = 0; run < RUNS; run += 1) kept.push(await switchTo(page, run % 2 === 0 ? a : b));

  const before = await memory(cdp);
  for (let run = 0; run < SWITCHES; run += 1) await switchTo(page, ROUTES[run % ROUTES.length] ?? '');
  const after = await memory(cdp);

  console.log(`4x CPU throttle, median of ${RUNS}`);
  console.log(
    `menu click to page visible, kept-alive  ${median(kept).toFixed(0).padStart(6)} ms   (${kept.map((v) => v.toFixed(0)).join(', ')})`,
  );
  console.log(
    `menu click to page visible, fresh       ${median(fresh).toFixed(0).padStart(6)} ms   (${fresh.map((v) => v.toFixed(0)).join(', ')})`,
  );
  console.log(
    `after ${SWITCHES} switches (GC forced)      heap ${before.heapMiB.toFixed(1)} -> ${after.heapMiB.toFixed(1)} MiB, DOM nodes ${before.nodes} -> ${after.nodes}, frames ${before.frames} -> ${after.frames}`,
  );
} finally {
  await browser.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
