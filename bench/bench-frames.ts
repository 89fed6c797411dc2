/**
 * Measures the legacy-frame workspace in Chromium at 4x CPU throttle against the reference server:
 * menu click to framed page visible, for a kept-alive page and a fresh one, beside the floor: a bare
 * page of the same origin (bench/frames-floor/) with two frames of the same stand-in documents,
 * switched the way the console switches them and timed the same way, in the same run, in blocks
 * taken in turn with the console's. Then the main thread's work per kept switch (script, style,
 * layout) on both pages, and the JS heap and DOM node count before and after 50 menu switches.
 *
 * Run after `npm run build`: `npm run bench:frames` (BENCH_PORT picks the port, 4191 by default;
 * BENCH_DIST benches another build, e.g. one of an earlier commit). The machine it runs on adds
 * noise: compare figures from one run, or runs taken back to back.
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { benchPort, signIn, stubStartupPopups, withConsoleBench } from './support/console-session';
import { median, spread } from './support/stats';
import { THROTTLE, throttle } from './support/throttle';

const PORT = benchPort(4191);
/**
 * BENCH_PROFILE=file.cpuprofile: CPU profiles over the kept switches, of the console's page there and of the
 * floor's beside it (file-floor.cpuprofile); Chrome's DevTools open them.
 */
const PROFILE = process.env.BENCH_PROFILE;
/**
 * BENCH_TRACE=file.json: a Chrome trace of the console's page over its kept switches (DevTools'
 * Performance panel opens it), each switch between the user-timing marks bench-click and bench-shown.
 */
const TRACE = process.env.BENCH_TRACE;
const FRESH_RUNS = 7;
/** Kept switches, console and floor each: BLOCKS blocks of BLOCK, the two pages taking turns. */
const BLOCKS = 3;
const BLOCK = 9;
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
// The two pages the kept switches go between, on the console and on the floor.
const [KEPT_A = '', KEPT_B = ''] = ROUTES.slice(-2);

/**
 * How a switch clicks the menu entry. `pointer` is a user's click: the pointer comes to rest on the
 * entry, a frame later the button goes down, a frame later up; the clock starts at the click's time
 * stamp (the release), as a user's click starts it, the hover and the press already drawn. `burst`
 * sends move, press and release back to back (Playwright's mouse.click): the browser then handles
 * the hover and the press in the click's own task, after the release's time stamp, so their work
 * counts too. `script` clicks the entry from script (an entry in a closed menu group cannot be
 * pointed at).
 */
type Click = 'pointer' | 'burst' | 'script';

/**
 * Clicks the route's menu entry and resolves with the ms until its frame shows a loaded page: from
 * the click to the moment the document shows it (a change made in a microtask after the click
 * counts from then, not a frame later), then to the next frame and the first task after it, when
 * that frame's style, layout and paint are done. A mouse's click is timed from the click event's
 * time stamp, a script's from the click's dispatch.
 */
async function switchTo(page: Page, route: string, click: Click = 'script'): Promise<number> {
  const pointer = click !== 'script';
  const marks = TRACE !== undefined;
  const entry = `nav[data-testid="side-menu"] [data-route="${route}"]`;
  // The page is armed first: the next click starts the clock, and the page keeps the promise of the time.
  await page.evaluate(
    ({ selector, target, byPointer, mark }) => {
      // (No named helper functions in here: tsx would wrap them in a helper the page does not have.)
      const shown = `[data-testid="frame-workspace"] > [data-route="${target}"][data-active="true"][data-frame-status="ready"]`;
      (window as unknown as { benchSwitch: Promise<number> }).benchSwitch = new Promise<number>((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const started = byPointer ? event.timeStamp : performance.now();
            if (mark) performance.mark('bench-click', { startTime: started });
            void (async () => {
              await new Promise((settled) => {
                if (document.querySelector(shown) !== null) return settled(null);
                const observer = new MutationObserver(() => {
                  if (document.querySelector(shown) === null) return;
                  observer.disconnect();
                  settled(null);
                });
                observer.observe(document.body, { subtree: true, childList: true, attributes: true });
              });
              await new Promise((frame) => requestAnimationFrame(frame));
              // The first task after that frame, ahead of any less urgent work queued before it (a
              // page's transition render, say), which does not hold up what the frame shows.
              await (
                window as unknown as { scheduler: { postTask: (task: () => void, options: { priority: string }) => Promise<void> } }
              ).scheduler.postTask(() => {}, { priority: 'user-blocking' });
              if (mark) performance.mark('bench-shown');
              resolve(performance.now() - started);
            })();
          },
          { capture: true, once: true },
        );
      });
      if (byPointer) return;
      const found = document.querySelector(selector);
      const link = found instanceof HTMLAnchorElement ? found : (found?.querySelector('a') ?? found);
      if (!(link instanceof HTMLElement)) throw new Error(`no menu entry ${target}`);
      link.click();
    },
    { selector: entry, target: route, byPointer: pointer, mark: marks },
  );
  if (pointer) {
    const box = await page.locator(entry).boundingBox();
    if (box === null) throw new Error(`menu entry ${route} is not on screen`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (click === 'burst') await page.mouse.click(x, y);
    else {
      const painted = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.mouse.move(x, y);
      await painted();
      await page.mouse.down();
      await painted();
      await page.mouse.up();
    }
  }
  return page.evaluate(() => (window as unknown as { benchSwitch: Promise<number> }).benchSwitch);
}

/** Switches between the two kept pages `runs` times with the mouse, starting with the one not on screen. */
async function keptSwitches(page: Page, runs: number, click: Click = 'pointer'): Promise<number[]> {
  const onScreen = await page.evaluate(
    () => document.querySelector('[data-testid="frame-workspace"] > [data-active="true"]')?.getAttribute('data-route') ?? '',
  );
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(await switchTo(page, (run % 2 === 0) === (onScreen === KEPT_A) ? KEPT_B : KEPT_A, click));
  }
  return times;
}

type Metrics = Record<string, number>;

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Main-thread seconds spent between two readings, per switch, in ms: script, style, layout, all tasks. */
function workPerSwitch(before: Metrics, after: Metrics, switches: number): string {
  const ms = (name: string): string => ((((after[name] ?? NaN) - (before[name] ?? NaN)) * 1000) / switches).toFixed(1);
  return `script ${ms('ScriptDuration')}, style ${ms('RecalcStyleDuration')}, layout ${ms('LayoutDuration')}, all tasks ${ms('TaskDuration')} ms`;
}

async function memory(cdp: CDPSession): Promise<{ heapMiB: number; nodes: number; frames: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const m = await metrics(cdp);
  return { heapMiB: (m.JSHeapUsedSize ?? NaN) / 1024 / 1024, nodes: m.Nodes ?? NaN, frames: m.Frames ?? NaN };
}

async function metricsSession(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return cdp;
}

interface Measured {
  page: Page;
  cdp: CDPSession;
}

/**
 * Puts `front` in front, throttled, and lifts the throttle of `back`: a page in the background gets
 * no animation frames, and a second throttled page would slow the measured one (support/throttle.ts).
 */
async function measure(front: Measured, back: Measured): Promise<void> {
  await front.page.bringToFront();
  await throttle(back.page, back.cdp, 1);
  await throttle(front.page, front.cdp);
}

/** The floor page, framing the kept pages' stand-ins; `hide` as the floor's `hide` query. */
async function openFloor(page: Page, hide: 'visibility' | 'display'): Promise<void> {
  await page.goto(`http://127.0.0.1:${PORT}/bench/frames-floor/?pages=${KEPT_A},${KEPT_B}&hide=${hide}`);
  await page.locator('[data-testid="frame-workspace"] > [data-frame-status="ready"]').nth(1).waitFor({ state: 'attached' });
}

// The floor's files, on the console's own origin (and under its CSP: no inline script or style).
const framesFloor = { folder: 'frames-floor', files: ['index.html', 'floor.js', 'floor.css'] };
await withConsoleBench({ port: PORT, tempPrefix: 'console-bench-frames-', floor: framesFloor }, async ({ browser, context }) => {
  const page = await context.newPage();
  // The start-up pop-ups would cover the menu.
  await stubStartupPopups(page);
  await page.goto(`http://127.0.0.1:${PORT}/login`);
  await signIn(page);
  await page.locator('[data-testid="frame-workspace"] > [data-route="/dashboard"][data-frame-status="ready"]').waitFor();

  // The floor shares the signed-in session (its frames are the same stand-ins) in a page of its own.
  const floor = await context.newPage();
  await openFloor(floor, 'visibility');
  const floorCdp = await metricsSession(floor);
  const cdp = await metricsSession(page);
  const consolePage = { page, cdp };
  const floorPage = { page: floor, cdp: floorCdp };
  await measure(consolePage, floorPage);

  const fresh: number[] = [];
  for (let run = 0; run < FRESH_RUNS; run += 1) fresh.push(await switchTo(page, ROUTES[run % ROUTES.length] ?? ''));

  // Both pages kept: every switch between them shows a kept frame.
  await switchTo(page, KEPT_A);
  await switchTo(page, KEPT_B);
  // Their menu group open, as a user would have it to point at them.
  const group = page.locator(`nav[data-testid="side-menu"] button[data-route="/${KEPT_A.split('/')[1] ?? ''}"]`);
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  const kept: number[] = [];
  const floorKept: number[] = [];
  const work = {
    console: { before: await metrics(cdp), after: {} as Metrics },
    floor: { before: await metrics(floorCdp), after: {} as Metrics },
  };
  if (PROFILE !== undefined) {
    for (const session of [cdp, floorCdp]) {
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 100 });
      await session.send('Profiler.start');
    }
  }
  if (TRACE !== undefined) {
    await browser.startTracing(page, {
      path: TRACE,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'blink.user_timing',
        'v8.execute',
      ],
    });
  }
  for (let block = 0; block < BLOCKS; block += 1) {
    await measure(floorPage, consolePage);
    floorKept.push(...(await keptSwitches(floor, BLOCK)));
    await measure(consolePage, floorPage);
    kept.push(...(await keptSwitches(page, BLOCK)));
  }
  if (PROFILE !== undefined) {
    writeFileSync(PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    writeFileSync(PROFILE.replace(/(\.cpuprofile)?$/, '-floor.cpuprofile'), JSON.stringify((await floorCdp.send('Profiler.stop')).profile));
  }
  if (TRACE !== undefined) await browser.stopTracing();
  work.console.after = await metrics(cdp);
  work.floor.after = await metrics(floorCdp);
  // Each block's switches read the metrics of its page only; the other page idles meanwhile.

  // The same switches with hover, press and release in one burst (see Click), in turn again.
  const burst = { console: [] as number[], floor: [] as number[] };
  for (let block = 0; block < BLOCKS; block += 1) {
    await measure(floorPage, consolePage);
    burst.floor.push(...(await keptSwitches(floor, BLOCK, 'burst')));
    await measure(consolePage, floorPage);
    burst.console.push(...(await keptSwitches(page, BLOCK, 'burst')));
  }

  // The dearer floor: the hidden frame out of layout (display: none), laid out again when shown.
  await measure(floorPage, consolePage);
  await openFloor(floor, 'display');
  const floorDisplayNone = await keptSwitches(floor, BLOCK);

  await measure(consolePage, floorPage);
  await floor.close();

  const before = await memory(cdp);
  for (let run = 0; run < SWITCHES; run += 1) await switchTo(page, ROUTES[run % ROUTES.length] ?? '');
  const after = await memory(cdp);

  const switches = BLOCKS * BLOCK;
  console.log(`${THROTTLE}x CPU throttle; min / median / max of each series (n runs)`);
  console.log(`floor, kept switch (visibility: hidden)   ${spread(floorKept)}`);
  console.log(`floor, kept switch (display: none)        ${spread(floorDisplayNone)}`);
  console.log(`console, kept-alive page                  ${spread(kept)}`);
  console.log(`console, fresh page                       ${spread(fresh)}`);
  console.log(`console kept median / floor median        ${(median(kept) / median(floorKept)).toFixed(2)}x`);
  console.log(
    `burst clicks (hover, press, release at once): floor ${spread(burst.floor)}, console ${spread(burst.console)}, ${(median(burst.console) / median(burst.floor)).toFixed(2)}x`,
  );
  console.log(`main thread per kept switch, floor        ${workPerSwitch(work.floor.before, work.floor.after, switches)}`);
  console.log(`main thread per kept switch, console      ${workPerSwitch(work.console.before, work.console.after, switches)}`);
  console.log(
    `after ${SWITCHES} switches (GC forced)      heap ${before.heapMiB.toFixed(1)} -> ${after.heapMiB.toFixed(1)} MiB, DOM nodes ${before.nodes} -> ${after.nodes}, frames ${before.frames} -> ${after.frames}`,
  );
  console.log(`console kept, in order: ${kept.map((v) => v.toFixed(0)).join(', ')}`);
  console.log(`console fresh, in order: ${fresh.map((v) => v.toFixed(0)).join(', ')}`);
  console.log(`floor kept, in order:   ${floorKept.map((v) => v.toFixed(0)).join(', ')}`);
});
