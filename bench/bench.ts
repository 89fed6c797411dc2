/**
 * What the first screens cost, side by side with the floor (bare React 19 + React Router 7 with a
 * plain login form, bench/floor/), in Chromium at 4x CPU throttling against the reference server:
 * per page the gzipped JS and CSS, FCP, LCP, the longest task and CLS; beside them React DOM alone
 * (bench/floor/react-dom.html: its evaluation in a task of its own, which every page of this stack
 * runs before it renders anything, so the longest tasks can be read against what that one costs on
 * the machine of the run); for the console also Log On
 * to the first side-menu item painted and the bytes loaded by then; then, signed in, the console
 * beside the signed-in floor (bench/signed-in.ts, bench/signed-in-floor/: Log On to the menu and to
 * the content frame painted, total blocking time until idle, the long tasks and the modules in them);
 * then the route engine's figures (bench/bench-routes.ts). Each figure is the median of
 * BENCH_RUNS fresh contexts (default 3). The console benched is built here again as dist/ is, with
 * hidden source maps, into .tmp/bench-console (dist/ is left as it is); BENCH_DIST benches another
 * build as it is (its modules named only if it has source maps). `npm run bench`; BENCH_PAGES_OUT=file
 * also writes the scripts the console requested before its menu. Times are reported, never
 * asserted; the byte budgets are held by scripts/cli/check-bundle.ts.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_LAUNCH } from '../scripts/ci/chromium-launch';
import { DEMO_PASSWORD } from '../server/data/demo-data';
import {
  buildConsoleWithMaps,
  buildSignedInFloor,
  FLOOR_URL,
  moduleLocator,
  readShell,
  reportSignedIn,
  serveSignedInFloor,
  signInLoad,
  type SignedInLoad,
} from './signed-in';
import { startConsoleServer } from './support/console-session';
import { median } from './support/stats';
import { THROTTLE, throttle } from './support/throttle';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Sign-ins of each page with the CPU profiler on, for the modules in their long tasks (not timed). */
const PROFILED_RUNS = 2;
const floorDir = path.join(root, '.tmp/bench-floor');

interface Load {
  jsKiB: number;
  cssKiB: number;
  fcp: number;
  lcp: number;
  longestTask: number;
  cls: number;
  /** Log On to the first side-menu item painted, timed in the page, and the bytes loaded by then (console only). */
  menuMs?: number;
  /** The same, timed by the driver from before its click to after it found the link. */
  menuDriverMs?: number;
  shellJsKiB?: number;
  shellCssKiB?: number;
}

/**
 * Collects paint, layout-shift and long-task entries from the first byte on, and times Log On to the
 * side menu inside the page: from the Log On click event's own time stamp to just after the frame
 * that first shows a side-menu link is painted (a task queued from that frame's animation callback
 * runs once the frame is rendered). Timed by the driver instead, the figure would also hold the
 * driver's own actionability checks before the click and its polling for the link (0.3 to 0.7 s at
 * 4x here), which are not the console's.
 */
const OBSERVE = `(() => {
  const seen = { lcp: 0, cls: 0, longestTask: 0, logOn: 0, menuRendered: 0, menuPainted: 0 };
  window.__bench = seen;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) seen.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.longestTask = Math.max(seen.longestTask, e.duration); }).observe({ type: 'longtask', buffered: true });
  addEventListener('click', (event) => {
    if (!seen.logOn && event.target instanceof Element && event.target.closest('button[type=submit]')) seen.logOn = event.timeStamp;
  }, true);
  let waiting = true;
  const menu = new MutationObserver(() => {
    if (!waiting || !seen.logOn || !document.querySelector('nav[data-testid="side-menu"] a')) return;
    waiting = false;
    seen.menuRendered = performance.now();
    menu.disconnect();
    requestAnimationFrame(() => setTimeout(() => { seen.menuPainted = performance.now(); }, 0));
  });
  menu.observe(document, { childList: true, subtree: true });
})();`;

/** The scripts and styles a page received, by url; `kiB` sums them gzipped, or only the urls named. */
function tracker(page: Page): { kiB: (type: 'script' | 'stylesheet', only?: ReadonlySet<string>) => Promise<number> } {
  const bodies: { type: string; url: string; body: Promise<Buffer | null> }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') bodies.push({ type, url: response.url(), body: response.body().catch(() => null) });
  });
  return {
    kiB: async (type, only) => {
      const wanted = bodies.filter((entry) => entry.type === type && (!only || only.has(entry.url)));
      const list = await Promise.all(wanted.map((entry) => entry.body));
      return list.reduce((sum, body) => sum + (body ? gzipSync(body, { level: 9 }).length : 0), 0) / 1024;
    },
  };
}

async function load(browser: Browser, url: string, signIn: boolean): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.addInitScript(OBSERVE);
    const bytes = tracker(page);
    await page.goto(url);
    await page.locator('button[type=submit]').waitFor();
    await page.waitForLoadState('networkidle');
    const figures = await page.evaluate(() => {
      const seen = (window as unknown as { __bench: { lcp: number; cls: number; longestTask: number } }).__bench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { ...seen, fcp };
    });
    const result: Load = { jsKiB: await bytes.kiB('script'), cssKiB: await bytes.kiB('stylesheet'), ...figures };
    if (!signIn) return result;
    await page.locator('input:not([type=password])').first().fill('admin');
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    const started = Date.now();
    await page.locator('button[type=submit]').click();
    await page.locator('nav[data-testid="side-menu"] a').first().waitFor();
    result.menuDriverMs = Date.now() - started;
    const timed = await page.waitForFunction(() => {
      const seen = (window as unknown as { __bench: { logOn: number; menuPainted: number } }).__bench;
      return seen.menuPainted > 0 ? seen.menuPainted - seen.logOn : 0;
    });
    result.menuMs = Number(await timed.jsonValue());
    // The shell's bytes are what the page had asked for by the time the menu was rendered (the
    // login page's included); what the shell fetches once it is up (notices, dialogs) is not counted.
    const asked = await page.evaluate(() => {
      const rendered = (window as unknown as { __bench: { menuRendered: number } }).__bench.menuRendered;
      return performance.getEntriesByType('resource').flatMap((entry) => (entry.startTime <= rendered ? [entry.name] : []));
    });
    result.shellJsKiB = await bytes.kiB('script', new Set(asked));
    result.shellCssKiB = await bytes.kiB('stylesheet', new Set(asked));
    return result;
  } finally {
    await context.close();
  }
}

function serveFloor(): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const page = pathname === '/react-dom' ? 'react-dom.html' : 'index.html';
    const file = pathname.startsWith('/assets/') ? path.join(floorDir, path.normalize(pathname)) : path.join(floorDir, page);
    readFile(file).then(
      (body) => {
        const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
        response.writeHead(200, { 'Content-Type': type }).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: Server): number => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

const floorConfig = path.join(root, 'bench/floor/vite.config.ts');
await build({ configFile: floorConfig });
// A build of its own, so the floor's page stays one script as before.
await build({
  configFile: floorConfig,
  build: { emptyOutDir: false, rolldownOptions: { input: path.join(root, 'bench/floor/react-dom.html') } },
});
// The console as dist/ is built, again with hidden source maps (for the signed-in figures' CPU
// profiles) into a folder of its own, so that dist/ is left as it is; or BENCH_DIST as it is.
const consoleDir = process.env.BENCH_DIST ? path.resolve(root, process.env.BENCH_DIST) : path.join(root, '.tmp/bench-console');
if (!process.env.BENCH_DIST) await buildConsoleWithMaps(consoleDir);
// Any free port: nothing outside this run opens the console's address.
const consoleServer = await startConsoleServer({ port: 0, tempPrefix: 'console-bench-', dist: consoleDir, routes: serveSignedInFloor });
const floor = await serveFloor();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const runs: { floor: Load; 'react-dom': Load; console: Load }[] = [];
  // Paired runs, alternating, so both pages see the same machine load.
  for (let run = 0; run < RUNS; run += 1) {
    const floorLoad = await load(browser, `http://127.0.0.1:${portOf(floor)}/login`, false);
    const reactDomLoad = await load(browser, `http://127.0.0.1:${portOf(floor)}/react-dom`, false);
    const consoleLoad = await load(browser, `${consoleServer.origin}/login`, true);
    runs.push({ floor: floorLoad, 'react-dom': reactDomLoad, console: consoleLoad });
  }
  const pick = (page: keyof (typeof runs)[number], key: keyof Load) => median(runs.map((run) => run[page][key] ?? Number.NaN));
  const lcpRatio = median(runs.map((run) => run.console.lcp / run.floor.lcp));
  console.log(`/login at ${THROTTLE}x CPU throttling, median of ${RUNS}`);
  console.log('page       JS gz KiB  CSS gz KiB  FCP ms  LCP ms  longest task ms  CLS');
  for (const page of ['floor', 'react-dom', 'console'] as const) {
    console.log(
      `${page.padEnd(9)}  ${pick(page, 'jsKiB').toFixed(1).padStart(9)}  ${pick(page, 'cssKiB').toFixed(1).padStart(10)}  ${pick(page, 'fcp').toFixed(0).padStart(6)}  ${pick(page, 'lcp').toFixed(0).padStart(6)}  ${pick(page, 'longestTask').toFixed(0).padStart(15)}  ${pick(page, 'cls').toFixed(3)}`,
    );
  }
  console.log(`console LCP / floor LCP (paired): ${lcpRatio.toFixed(2)}x`);
  if (process.env.BENCH_VERBOSE)
    for (const run of runs)
      console.log(
        `  run: floor LCP ${run.floor.lcp.toFixed(0)} longest task ${run.floor.longestTask.toFixed(0)}, React DOM alone's longest task ${run['react-dom'].longestTask.toFixed(0)}, console LCP ${run.console.lcp.toFixed(0)} FCP ${run.console.fcp.toFixed(0)} longest task ${run.console.longestTask.toFixed(0)}, Log On -> menu ${run.console.menuMs?.toFixed(0)} (driver ${run.console.menuDriverMs})`,
      );
  console.log(
    `Log On -> side menu painted: ${pick('console', 'menuMs').toFixed(0)} ms in the page (${pick('console', 'menuDriverMs').toFixed(0)} ms by the driver's clock); loaded by then ${pick('console', 'shellJsKiB').toFixed(1)} KiB gz JS, ${pick('console', 'shellCssKiB').toFixed(1)} KiB gz CSS`,
  );

  // Signed in: the console beside the signed-in floor, built now with the console's own menu and
  // first page for the account (bench/signed-in.ts).
  console.log('');
  await buildSignedInFloor(await readShell(browser, consoleServer.origin));
  const locate = moduleLocator(consoleDir);
  const signedIn: { floor: SignedInLoad; console: SignedInLoad }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const floorLoad = await signInLoad(browser, `${consoleServer.origin}${FLOOR_URL}`, locate);
    const consoleLoad = await signInLoad(browser, `${consoleServer.origin}/login`, locate);
    signedIn.push({ floor: floorLoad, console: consoleLoad });
  }
  // The modules in the long tasks: sign-ins of their own with the CPU profiler on (it slows what it samples).
  const profiled: { floor: SignedInLoad; console: SignedInLoad }[] = [];
  for (let run = 0; run < PROFILED_RUNS; run += 1) {
    const floorLoad = await signInLoad(browser, `${consoleServer.origin}${FLOOR_URL}`, locate, { profile: true });
    const consoleLoad = await signInLoad(browser, `${consoleServer.origin}/login`, locate, { profile: true });
    profiled.push({ floor: floorLoad, console: consoleLoad });
  }
  reportSignedIn(signedIn, profiled, THROTTLE);
  if (process.env.BENCH_PAGES_OUT) {
    const scripts = [...new Set(signedIn.flatMap((run) => run.console.scriptsBeforeMenu))].sort();
    await writeFile(process.env.BENCH_PAGES_OUT, `${JSON.stringify({ consoleDir, scripts }, null, 2)}\n`);
  }
} finally {
  await browser.close();
  floor.close();
  await consoleServer.close();
}

// The route engine's figures in the same run: bench-routes.ts in a process of its own, since it
// needs --expose-gc to collect garbage between runs.
console.log('');
const routes = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(root, 'bench/bench-routes.ts')], {
  stdio: 'inherit',
});
if (routes.status !== 0) process.exitCode = 1;
