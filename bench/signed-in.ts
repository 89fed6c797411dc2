/**
 * `npm run bench`'s signed-in figures: Log On through the form, the console beside its floor
 * (bench/signed-in-floor/: bare React 19 making the console's sign-in calls against the same
 * reference server, then rendering the console's side menu for the account as a static list, a
 * header and the content frame with the same first page), at 4x CPU in the same run:
 *
 * - Log On → menu painted: from the Log On click's time stamp to the end of the frame that first
 *   shows a side-menu link (as bench.ts times it on the login page);
 * - Log On → content frame painted: to the end of the frame after the content frame's document has
 *   loaded and the frame is visible;
 * - total blocking time from Log On until idle (no long task for 2 s after both): the long tasks'
 *   time over 50 ms each;
 * - the long tasks, and the modules in them: in sign-ins of their own (the times above come from
 *   sign-ins without it, since the profiler's sampling slows the console's many functions more than
 *   the floor's few), a CDP CPU profile from just before the click until
 *   idle, its busy stretches attributed to source modules through the build's source maps
 *   (bench/support/cpu-profile.ts); the console is built again for it with hidden source maps into
 *   .tmp/bench-console, so dist/ is left as it is;
 * - the scripts requested before the menu is painted (scripts/build/console-pages.ts's set
 *   must hold them: `BENCH_PAGES_OUT` writes them to a file for scripts/build/signed-in-pages.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { DEMO_PASSWORD } from '../server/data/demo-data';
import type { FloorShell } from './signed-in-floor/shell';
import { busyStretches, moduleName, sourceLookup, type BusyStretch, type CpuProfile, type SourceLookup } from './support/cpu-profile';
import { median } from './support/stats';
import { throttle } from './support/throttle';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const FLOOR_URL = '/bench/signed-in-floor/';
const floorDir = path.join(root, '.tmp/bench-signed-in-floor');
/** How long the main thread stays free of long tasks before the page counts as idle. */
const QUIET_MS = 2000;
/** The most a sign-in is followed before its figures are taken anyway. */
const MAX_MS = 20_000;

export interface SignedInLoad {
  menuMs: number;
  frameMs: number;
  /** Total blocking time from Log On until idle. */
  tbtMs: number;
  /** Long tasks after Log On (ms from Log On, duration). */
  longTasks: [number, number][];
  /** The profile's busy stretches of 50 ms or more, with their modules. */
  stretches: BusyStretch[];
  /** Script urls (paths) requested before the side menu was painted. */
  scriptsBeforeMenu: string[];
}

/** Installed in every page before its scripts: the moments after Log On, and the long tasks. */
const OBSERVE = `(() => {
  if (window !== window.top) return;
  const seen = { logOn: 0, menuRendered: 0, menuPainted: 0, framePainted: 0, longTasks: [] };
  window.__signedIn = seen;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  addEventListener('click', (event) => {
    if (!seen.logOn && event.target instanceof Element && event.target.closest('button[type=submit]')) seen.logOn = event.timeStamp;
  }, true);
  const painted = (key) => requestAnimationFrame(() => setTimeout(() => { seen[key] = performance.now(); }, 0));
  const menu = new MutationObserver(() => {
    if (!seen.logOn || !document.querySelector('nav[data-testid="side-menu"] a')) return;
    seen.menuRendered = performance.now();
    menu.disconnect();
    painted('menuPainted');
  });
  menu.observe(document, { childList: true, subtree: true });
  // A frame's load event reaches the document, not the window (the HTML standard leaves the window out of its path).
  document.addEventListener('load', (event) => {
    const frame = event.target;
    if (!seen.logOn || seen.framePainted || !(frame instanceof HTMLIFrameElement) || !frame.closest('main')) return;
    if (!frame.src || frame.src === 'about:blank') return;
    const shown = () => {
      if (seen.framePainted) return;
      if (frame.checkVisibility({ visibilityProperty: true, opacityProperty: true })) painted('framePainted');
      else requestAnimationFrame(shown);
    };
    shown();
  }, true);
})();`;

interface Seen {
  logOn: number;
  menuRendered: number;
  menuPainted: number;
  framePainted: number;
  longTasks: [number, number][];
}

const seenIn = (page: Page): Promise<Seen> => page.evaluate(() => (window as unknown as { __signedIn: Seen }).__signedIn);

/**
 * The console's side menu for `admin` and its first page's frame, read from the console itself
 * (unthrottled, in a context of its own): what the floor renders, the same output of the same
 * manifests for the same account.
 */
export async function readShell(browser: Browser, origin: string): Promise<FloorShell> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.locator('input:not([type=password])').first().fill('admin');
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.locator('main iframe').first().waitFor();
    return await page.evaluate(() => {
      const nav = document.querySelector('nav[data-testid="side-menu"]');
      if (!nav) throw new Error('no side menu');
      const menu = [...nav.querySelectorAll('a, button')].map((element) => {
        let depth = -1;
        for (let at: Element | null = element; at && at !== nav; at = at.parentElement) if (at.tagName === 'UL') depth += 1;
        return {
          tag: element.tagName === 'A' ? ('a' as const) : ('button' as const),
          label: element.textContent?.trim() ?? '',
          href: element.getAttribute('href') ?? '',
          depth: Math.max(0, depth),
          shown: element.checkVisibility(),
        };
      });
      const frame = document.querySelector('main iframe');
      if (!(frame instanceof HTMLIFrameElement)) throw new Error('no content frame');
      return { menu, frame: { src: new URL(frame.src).pathname + new URL(frame.src).search, title: frame.title } };
    });
  } finally {
    await context.close();
  }
}

/** Builds the floor with the shell it renders, with hidden source maps for the profile. */
export async function buildSignedInFloor(shell: FloorShell): Promise<void> {
  await build({
    configFile: path.join(root, 'bench/signed-in-floor/vite.config.ts'),
    define: { __FLOOR_SHELL__: JSON.stringify(shell) },
    build: { sourcemap: 'hidden' },
  });
}

/** Builds the console as dist/ is built, with hidden source maps, into `outDir`. */
export async function buildConsoleWithMaps(outDir: string): Promise<void> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { sourcemap: 'hidden', outDir, emptyOutDir: true },
  });
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Serves the built floor from the console's server (its origin, CSP and cookies). */
export function serveSignedInFloor(app: FastifyInstance): void {
  app.get(FLOOR_URL, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(await readFile(path.join(floorDir, 'index.html'))),
  );
  app.get(`${FLOOR_URL}assets/:file`, async (request, reply) => {
    const file = path.basename((request.params as { file: string }).file);
    const type = TYPES[path.extname(file)];
    if (type === undefined || !existsSync(path.join(floorDir, 'assets', file))) return reply.code(404).send();
    return reply.type(type).send(await readFile(path.join(floorDir, 'assets', file)));
  });
}

/** Names a profiled function's module from the source maps of the console's build (`consoleDir`) and the floor's. */
export function moduleLocator(consoleDir: string): (url: string, line: number, column: number) => string | undefined {
  const lookups = new Map<string, SourceLookup | null>();
  return (url, line, column) => {
    // Chromium's own scripts carry names, not urls (`v8/LoadTimes`): they have no module of ours.
    if (!URL.canParse(url)) return undefined;
    const { pathname } = new URL(url);
    let lookup = lookups.get(pathname);
    if (lookup === undefined) {
      const file = pathname.startsWith(FLOOR_URL) ? path.join(floorDir, pathname.slice(FLOOR_URL.length)) : path.join(consoleDir, pathname);
      lookup = existsSync(`${file}.map`) ? sourceLookup(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null;
      lookups.set(pathname, lookup);
    }
    const source = lookup?.(line, column);
    return source === undefined ? undefined : moduleName(source);
  };
}

/** One sign-in as `admin` through the form at `url` (the console's /login or the floor), throttled, followed until idle. */
export async function signInLoad(
  browser: Browser,
  url: string,
  locate: (url: string, line: number, column: number) => string | undefined,
  { profile = false }: { profile?: boolean } = {},
): Promise<SignedInLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await throttle(page);
    await page.addInitScript(OBSERVE);
    await page.goto(url);
    await page.locator('button[type=submit]').waitFor();
    await page.waitForLoadState('networkidle');
    await page.locator('input:not([type=password])').first().fill('admin');
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    // The login page fetches the sign-in's code while the user types; let it settle as a user's pause would.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    await page.locator('button[type=submit]').click();
    await page.waitForFunction(
      ({ quiet, most }) => {
        const seen = (window as unknown as { __signedIn: Seen }).__signedIn;
        if (!seen.menuPainted || !seen.framePainted) return performance.now() - seen.logOn > most;
        const lastEnd = Math.max(seen.framePainted, ...seen.longTasks.map(([start, duration]) => start + duration));
        return performance.now() - lastEnd > quiet || performance.now() - seen.logOn > most;
      },
      { quiet: QUIET_MS, most: MAX_MS },
      { polling: 250, timeout: MAX_MS + 10_000 },
    );
    const cpu = profile ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : null;
    const seen = await seenIn(page);
    if (!seen.menuPainted || !seen.framePainted)
      throw new Error(`${url}: the menu or the content frame did not paint within ${MAX_MS} ms of Log On`);
    const after = seen.longTasks.filter(([start, duration]) => start + duration > seen.logOn);
    const scriptsBeforeMenu = await page.evaluate(
      (rendered) =>
        performance
          .getEntriesByType('resource')
          .flatMap((entry) =>
            entry.startTime <= rendered && new URL(entry.name).pathname.endsWith('.js') ? [new URL(entry.name).pathname] : [],
          ),
      seen.menuPainted,
    );
    return {
      menuMs: seen.menuPainted - seen.logOn,
      frameMs: seen.framePainted - seen.logOn,
      tbtMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longTasks: after.map(([start, duration]) => [start - seen.logOn, duration]),
      stretches: cpu === null ? [] : busyStretches(cpu, locate),
      scriptsBeforeMenu,
    };
  } finally {
    await context.close();
  }
}

/** The modules' milliseconds in long busy stretches, per sign-in (the mean over the runs), largest first. */
export function modulesPerSignIn(loads: readonly SignedInLoad[]): [string, number][] {
  const total = new Map<string, number>();
  for (const load of loads)
    for (const stretch of load.stretches) for (const [name, ms] of stretch.modules) total.set(name, (total.get(name) ?? 0) + ms);
  return [...total].map(([name, ms]): [string, number] => [name, ms / loads.length]).sort((a, b) => b[1] - a[1]);
}

/** Prints the side-by-side report of paired runs. */
export function reportSignedIn(
  runs: readonly { floor: SignedInLoad; console: SignedInLoad }[],
  profiled: readonly { floor: SignedInLoad; console: SignedInLoad }[],
  throttleRate: number,
): void {
  const pick = (side: 'floor' | 'console', key: 'menuMs' | 'frameMs' | 'tbtMs') => median(runs.map((run) => run[side][key]));
  const ratio = (key: 'menuMs' | 'frameMs' | 'tbtMs') => median(runs.map((run) => run.console[key] / Math.max(1, run.floor[key])));
  const longest = (side: 'floor' | 'console') =>
    median(runs.map((run) => Math.max(0, ...run[side].longTasks.map(([, duration]) => duration))));
  const count = (side: 'floor' | 'console') => median(runs.map((run) => run[side].longTasks.length));
  console.log(`Signed in as admin through the form, at ${throttleRate}x CPU throttling, median of ${runs.length} paired runs (ms)`);
  console.log('measure                               floor   console   console/floor (paired)');
  const row = (label: string, key: 'menuMs' | 'frameMs' | 'tbtMs') =>
    console.log(
      `${label.padEnd(36)}  ${pick('floor', key).toFixed(0).padStart(5)}  ${pick('console', key).toFixed(0).padStart(8)}  ${ratio(key).toFixed(2).padStart(8)}x`,
    );
  row('Log On -> side menu painted', 'menuMs');
  row('Log On -> content frame painted', 'frameMs');
  row('total blocking time, Log On to idle', 'tbtMs');
  console.log(
    `${'long tasks after Log On (longest)'.padEnd(36)}  ${`${count('floor')} (${longest('floor').toFixed(0)})`.padStart(5)}  ${`${count('console')} (${longest('console').toFixed(0)})`.padStart(8)}`,
  );
  console.log(
    `${'scripts requested before the menu'.padEnd(36)}  ${String(median(runs.map((run) => run.floor.scriptsBeforeMenu.length))).padStart(5)}  ${String(median(runs.map((run) => run.console.scriptsBeforeMenu.length))).padStart(8)}`,
  );
  // The profiler's sampling slows the page it samples (the console's many functions more than the
  // floor's few), so the times above come from runs without it and the modules below from runs of their own.
  for (const side of ['console', 'floor'] as const) {
    const loads = profiled.map((run) => run[side]);
    console.log(
      `${side}: ms per sign-in in busy stretches of 50 ms or more (CPU profile, mean of ${loads.length} profiled sign-ins), by module:`,
    );
    for (const [name, ms] of modulesPerSignIn(loads).slice(0, side === 'console' ? 25 : 10))
      console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
    const last = loads[loads.length - 1];
    if (!last) continue;
    console.log(`${side}: the last profiled run's long tasks (ms after Log On: duration) and its busy stretches with their top modules:`);
    console.log(
      `  long tasks: ${last.longTasks.map(([start, duration]) => `${start.toFixed(0)}: ${duration.toFixed(0)}`).join(', ') || 'none'}`,
    );
    for (const stretch of last.stretches)
      console.log(
        `  ${stretch.duration.toFixed(0).padStart(5)} ms at ${stretch.start.toFixed(0)}: ${stretch.modules
          .slice(0, 6)
          .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
          .join(', ')}`,
      );
  }
}
