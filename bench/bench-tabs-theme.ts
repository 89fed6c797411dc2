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
import type { Page } from '@playwright/test';
import { benchPort, signIn, stubStartupPopups, withConsoleBench } from './support/console-session';
import { median, spread } from './support/stats';
import { THROTTLE, throttle } from './support/throttle';

const PORT = benchPort(4199);
const RUNS = 7;
/** Tenths of a ms, as this bench has always printed them, so its figures compare with earlier runs'. */
const DIGITS = 1;

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

// The floor's files, on the console's own origin (and under its CSP: no inline script or style).
const tabsFloor = { folder: 'tabs-floor', files: ['index.html', 'floor.js', 'floor.css'] };
await withConsoleBench({ port: PORT, tempPrefix: 'console-bench-tabs-theme-', floor: tabsFloor }, async ({ context }) => {
  // The start-up pop-ups would cover the shell.
  await stubStartupPopups(context);
  const a = await context.newPage();
  await a.goto(`http://127.0.0.1:${PORT}/login`);
  await signIn(a);
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
  console.log(`floor, BroadcastChannel -> class on <html> -> next frame   ${spread(floorTimes, DIGITS)}`);
  console.log(`console, theme switch in A -> B repainted                  ${spread(consoleTimes, DIGITS)}`);
  console.log(`console median / floor median                              ${(median(consoleTimes) / median(floorTimes)).toFixed(2)}x`);
  console.log(`console, in order: ${consoleTimes.map((v) => v.toFixed(DIGITS)).join(', ')}`);
  console.log(`floor, in order:   ${floorTimes.map((v) => v.toFixed(DIGITS)).join(', ')}`);
});
