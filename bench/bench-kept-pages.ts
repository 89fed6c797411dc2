/**
 * What five heavy kept-alive legacy pages cost in memory: the console with five stand-in pages of
 * BENCH_ROWS table rows each (`standin=rows-N`, server/pages/standin-content.ts) opened from its
 * router and kept by its frame workspace, beside the floor: a bare page of the same origin with five
 * plain frames of the same five urls, in the same session (bench/kept-floor/), nothing else. After
 * a forced garbage collection, from the DevTools protocol: the JS heap used (Performance.getMetrics'
 * JSHeapUsedSize), Blink's own heap where the DOM lives and the backing stores beside it
 * (Runtime.getHeapUsage), and the DOM nodes alive (Performance's Nodes; Memory.getDOMCounters
 * beside it), plus the nodes walked in every document. Each page is
 * measured in a browser of its own, alone in it, since the heap and the node counters are those of
 * its renderer process: same-origin frames share the page's process and heap (the bench checks
 * that no frame is out of process, and would add one's figures to the page's if it were).
 * Median of BENCH_RUNS (3) runs; no throttling, memory does not depend on it.
 *
 * Run after a build: `npm run bench:kept` (BENCH_DIST benches another build folder, BENCH_PORT
 * picks the port, 4251 by default; BENCH_ROWS the rows per page, 5,000, at most 20,000;
 * BENCH_SETTLE_MS how long the pages idle before the measure, 3,000).
 */
import type { Browser, BrowserContext, Frame, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/ci/chromium-launch';
import { DEFAULT_KEEP_ALIVE } from '../src/engine/frames/recent-pages';
import { benchPort, signIn, startConsoleServer, stubStartupPopups } from './support/console-session';
import { median } from './support/stats';

const PORT = benchPort(4251);
const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);
const HEAVY = `standin=rows-${ROWS}`;
// Five legacy pages, none of them the landing page (/dashboard), so the landing frame is dropped
// and the workspace keeps exactly these.
const ROUTES = ['/logs/mail-tracking', '/logs/policy-events', '/logs/url-click-tracking', '/logs/audit-log', '/quarantine/query'];
const VIEWPORT = { width: 1280, height: 800 };

interface Reading {
  /** Performance.getMetrics' JSHeapUsedSize, MiB, summed over the page's process and any out-of-process frame. */
  heapMiB: number;
  /** Runtime.getHeapUsage's embedderHeapUsedSize, MiB, likewise: Blink's own garbage-collected heap (Oilpan), where the DOM lives. */
  embedderMiB: number;
  /** Runtime.getHeapUsage's backingStorageSize, MiB, likewise: array buffers and external strings (the pages' source text among them). */
  backingMiB: number;
  /** Performance.getMetrics' Nodes: every DOM node alive in the renderer, attached or not. */
  nodes: number;
  /** Memory.getDOMCounters' nodes and documents. */
  counterNodes: number;
  documents: number;
  /** Nodes reached by walking each frame's document (the document and every descendant). */
  walked: number;
  frames: number;
  listeners: number;
  /** Frames with a process (and CDP session) of their own. */
  outOfProcess: number;
  /** The paths of the page's frames, the main frame's first. */
  frameUrls: string[];
  /** Whether performance.measureUserAgentSpecificMemory could be used (it needs cross-origin isolation). */
  uaMemory: { isolated: boolean; available: boolean };
}

type Figure = Exclude<keyof Reading, 'frameUrls' | 'uaMemory'>;

type MetricMap = Record<string, number>;

async function metricsOf(page: Page, target: Page | Frame): Promise<{ metrics: MetricMap; embedder: number; backing: number }> {
  const cdp = await page.context().newCDPSession(target);
  try {
    await cdp.send('Performance.enable');
    // Twice: the first collection can leave what finalisers released for the second.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const usage = await cdp.send('Runtime.getHeapUsage');
    return {
      metrics: Object.fromEntries(metrics.map((m) => [m.name, m.value])),
      embedder: usage.embedderHeapUsedSize,
      backing: usage.backingStorageSize,
    };
  } finally {
    await cdp.detach();
  }
}

async function measure(page: Page): Promise<Reading> {
  await page.waitForTimeout(SETTLE_MS);
  const main = await metricsOf(page, page);
  let heap = main.metrics.JSHeapUsedSize ?? NaN;
  let embedder = main.embedder;
  let backing = main.backing;
  let outOfProcess = 0;
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    // Only a frame in a process of its own has a session of its own; Playwright refuses the others.
    const own = await metricsOf(page, frame).catch(() => null);
    if (own === null) continue;
    outOfProcess += 1;
    heap += own.metrics.JSHeapUsedSize ?? NaN;
    embedder += own.embedder;
    backing += own.backing;
  }
  const cdp = await page.context().newCDPSession(page);
  const counters = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  // Walked after the readings: the walk makes a wrapper for every node it passes.
  let walked = 0;
  for (const frame of page.frames()) {
    walked += await frame.evaluate(() => {
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
      let count = 1;
      while (walker.nextNode() !== null) count += 1;
      return count;
    });
  }
  return {
    heapMiB: heap / 1024 / 1024,
    embedderMiB: embedder / 1024 / 1024,
    backingMiB: backing / 1024 / 1024,
    nodes: main.metrics.Nodes ?? NaN,
    counterNodes: counters.nodes,
    documents: counters.documents,
    walked,
    frames: main.metrics.Frames ?? NaN,
    listeners: counters.jsEventListeners,
    outOfProcess,
    frameUrls: page.frames().map((frame) => new URL(frame.url(), 'http://x').pathname),
    uaMemory: await page.evaluate(() => ({
      isolated: crossOriginIsolated,
      available:
        typeof (performance as unknown as { measureUserAgentSpecificMemory?: unknown }).measureUserAgentSpecificMemory === 'function',
    })),
  };
}

/** Rows of the stand-in table in each frame of the page that has one. */
async function tableRows(page: Page): Promise<number[]> {
  const counts: number[] = [];
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    counts.push(await frame.evaluate(() => document.querySelectorAll('[data-testid="standin-rows"] tbody > tr').length));
  }
  return counts;
}

/**
 * Opens `route` with the heavy switch through the console's router (no reload: the kept frames
 * stay), as Back or Forward would, and waits for its frame to hold the whole table. The history
 * entry is shaped as React Router's own (its index one past the current), or the router would take
 * the pop for one it cannot place and ignore it.
 */
async function openHeavy(page: Page, route: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1 },
      '',
      url,
    );
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${route}?${HEAVY}`);
  await page
    .locator(`[data-testid="frame-workspace"] > [data-route="${route}"][data-frame-status="ready"]`)
    .waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(
    ({ path, rows }) => {
      const frame = document.querySelector<HTMLIFrameElement>(`[data-testid="frame-workspace"] > [data-route="${path}"] > iframe`);
      return frame?.contentDocument?.querySelectorAll('[data-testid="standin-rows"] tbody > tr').length === rows;
    },
    { path: route, rows: ROWS },
    { timeout: 60_000 },
  );
}

async function consoleRun(browser: Browser, origin: string): Promise<{ reading: Reading; sources: string[]; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await stubStartupPopups(page);
  await page.goto(`${origin}/login`);
  await signIn(page);
  await page.locator('[data-testid="frame-workspace"] > [data-route="/dashboard"][data-frame-status="ready"]').waitFor();
  for (const route of ROUTES) await openHeavy(page, route);
  const kept = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="frame-workspace"] > [data-route]')].map((slot) => ({
      route: slot.getAttribute('data-route') ?? '',
      src: slot.querySelector('iframe')?.getAttribute('src') ?? '',
    })),
  );
  const keptRoutes = kept.map((k) => k.route).sort();
  if (JSON.stringify(keptRoutes) !== JSON.stringify([...ROUTES].sort())) {
    throw new Error(`the workspace keeps ${keptRoutes.join(', ')}, not the five heavy pages`);
  }
  const rows = await tableRows(page);
  if (rows.length !== ROUTES.length || rows.some((n) => n !== ROWS)) throw new Error(`the console's frames hold ${rows.join(', ')} rows`);
  const sources = ROUTES.map((route) => kept.find((k) => k.route === route)?.src ?? '');
  return { reading: await measure(page), sources, context };
}

async function floorRun(
  browser: Browser,
  origin: string,
  sources: string[],
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<Reading> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState });
  const page = await context.newPage();
  const query = sources.map((src) => `src=${encodeURIComponent(src)}`).join('&');
  await page.goto(`${origin}/bench/kept-floor/?${query}`);
  await page
    .locator('[data-testid="frame-workspace"] > [data-frame-status="ready"]')
    .nth(sources.length - 1)
    .waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="frame-workspace"] > [data-frame-status="ready"]').length === count,
    sources.length,
    { timeout: 60_000 },
  );
  const rows = await tableRows(page);
  if (rows.length !== sources.length || rows.some((n) => n !== ROWS)) throw new Error(`the floor's frames hold ${rows.join(', ')} rows`);
  return measure(page);
}

/** Each page alone in a browser of its own, so the renderer's counters are that page's only. */
async function inBrowser<T>(body: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    return await body(browser);
  } finally {
    await browser.close();
  }
}

const keptFloor = { folder: 'kept-floor', files: ['index.html', 'floor.js', 'floor.css'] };
const server = await startConsoleServer({ port: PORT, tempPrefix: 'console-bench-kept-', floor: keptFloor });
try {
  const config = (await (await fetch(`${server.origin}/console-config.json`)).json().catch(() => ({}))) as {
    frames?: { keepAlive?: number };
  };
  const keepAlive = config.frames?.keepAlive ?? DEFAULT_KEEP_ALIVE;
  if (keepAlive < ROUTES.length)
    throw new Error(`the console keeps ${keepAlive} pages alive (console-config.json), fewer than ${ROUTES.length}`);

  const runs: { console: Reading; floor: Reading }[] = [];
  let version = '';
  for (let run = 0; run < RUNS; run += 1) {
    const { reading, sources, state } = await inBrowser(async (browser) => {
      version = browser.version();
      const measured = await consoleRun(browser, server.origin);
      return { reading: measured.reading, sources: measured.sources, state: await measured.context.storageState() };
    });
    const floor = await inBrowser((browser) => floorRun(browser, server.origin, sources, state));
    runs.push({ console: reading, floor });
    if (run === 0) console.log(`frames: ${sources.join(' ')}`);
    console.log(
      `run ${run + 1}: console ${reading.heapMiB.toFixed(2)} MiB, ${reading.nodes} nodes; floor ${floor.heapMiB.toFixed(2)} MiB, ${floor.nodes} nodes`,
    );
  }

  const med = (side: 'console' | 'floor', key: Figure): number => median(runs.map((r) => r[side][key]));
  // Overheads per run, then their median (not the difference of the medians).
  const over = (key: Figure): number => median(runs.map((r) => r.console[key] - r.floor[key]));
  const ratio = (key: Figure): string => `${median(runs.map((r) => r.console[key] / r.floor[key])).toFixed(2)}x`;
  const mib = (v: number): string => v.toFixed(2);
  const count = (v: number): string => Math.round(v).toLocaleString('en');
  const line = (label: string, values: string[]): string => `| ${label} | ${values.join(' | ')} |`;
  console.log(
    `\nChromium ${version}; ${ROUTES.length} kept pages of ${count(ROWS)} rows (${HEAVY}), keep-alive ${keepAlive}; garbage collected; median of ${RUNS} runs\n`,
  );
  // The last field says whether the ratio means anything (the floor's backing stores are next to none).
  const columns: [string, Figure, (v: number) => string, boolean][] = [
    ['JS heap, MiB', 'heapMiB', mib, true],
    ['Blink heap (DOM), MiB', 'embedderMiB', mib, true],
    ['backing stores, MiB', 'backingMiB', mib, false],
    ['DOM nodes', 'nodes', count, true],
    ['nodes in the documents', 'walked', count, true],
    ['documents', 'documents', count, false],
    ['frames', 'frames', count, false],
    ['JS listeners', 'listeners', count, false],
  ];
  console.log(
    line(
      'page',
      columns.map(([title]) => title),
    ),
  );
  console.log(
    line(
      '---',
      columns.map(() => '---'),
    ),
  );
  for (const side of ['console', 'floor'] as const)
    console.log(
      line(
        side,
        columns.map(([, key, show]) => show(med(side, key))),
      ),
    );
  console.log(
    line(
      'console − floor',
      columns.map(([, key, show]) => show(over(key))),
    ),
  );
  console.log(
    line(
      'console / floor',
      columns.map(([, key, , shown]) => (shown ? ratio(key) : '')),
    ),
  );
  const first = runs[0];
  if (first !== undefined) {
    console.log(`\nthe console's frames: ${first.console.frameUrls.join(' ')}`);
    console.log(`the floor's frames:   ${first.floor.frameUrls.join(' ')}`);
    console.log(
      `performance.measureUserAgentSpecificMemory: crossOriginIsolated ${first.console.uaMemory.isolated}, available ${first.console.uaMemory.available} (the figures are the DevTools protocol's)`,
    );
  }
  const oop = Math.max(...runs.flatMap((r) => [r.console.outOfProcess, r.floor.outOfProcess]));
  console.log(`\nframes in a process of their own: ${oop} (0: every figure is the one renderer's)`);
  console.log(
    `Memory.getDOMCounters nodes, console / floor: ${count(med('console', 'counterNodes'))} / ${count(med('floor', 'counterNodes'))}`,
  );
} finally {
  await server.close();
}
