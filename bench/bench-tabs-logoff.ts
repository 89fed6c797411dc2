/**
 * Measures log off everywhere in Chromium at 4x CPU throttle against the reference server: the log
 * off clicked in tab A to tab B (two pages of one browser context, B on a framed page) showing the
 * login page with "You logged off in another tab". Each run signs in again in A, which brings B back
 * to its page (the waiting login page's return), so the runs follow one another as a user's would.
 * In the same runs, what the user sees first: B's signed-in screens hidden, the moment B sets
 * data-signed-out on its <html> on hearing the log off (its CSS hides the body, before B leaves for
 * the login page) and the first task after the next frame, when that frame is painted.
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
import type { Page } from '@playwright/test';
import { benchPort, signIn, stubStartupPopups, withConsoleBench } from './support/console-session';
import { median, spread } from './support/stats';
import { THROTTLE, throttle } from './support/throttle';

const PORT = benchPort(4197);
const RUNS = 7;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const B_PAGE = '/logs/audit-log';
/** Where B keeps, across its navigation to the login page, when its signed-in screens were hidden. */
const HIDDEN_KEY = 'bench-signed-out';

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

/**
 * Before any script of each document: when <html> gets data-signed-out, keeps the time and, after
 * the next frame and the first task after it, the time that frame is painted, in sessionStorage:
 * B leaves for the login page right after, and sessionStorage (this tab's, same origin) is what
 * outlives the document. The first record of a run stands, so no later document overwrites it.
 */
async function watchSignedOut(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const observer = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-signed-out')) return;
      observer.disconnect();
      if (sessionStorage.getItem(key) !== null) return;
      const set = performance.timeOrigin + performance.now();
      sessionStorage.setItem(key, JSON.stringify({ set }));
      requestAnimationFrame(() =>
        setTimeout(() => sessionStorage.setItem(key, JSON.stringify({ set, painted: performance.timeOrigin + performance.now() })), 0),
      );
    });
    // The document, not <html>: an init script may run before <html> exists; the filter keeps it to that attribute.
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-signed-out'] });
  }, HIDDEN_KEY);
}

async function seenAt(page: Page, selector: string): Promise<number> {
  await page.locator(selector).waitFor();
  return page.evaluate(() => (window as unknown as { __seenAt?: number }).__seenAt ?? NaN);
}

interface LogOff {
  /** To the login page's sentence. */
  shown: number;
  /** To data-signed-out on <html>, and to that frame painted (NaN if B left before it painted). */
  hiddenSet: number;
  hidden: number;
}

/** One log off in A, timed until B shows the sentence; then A signs in again and B is back on its page. */
async function logOffRun(a: Page, b: Page): Promise<LogOff> {
  await b.evaluate((key) => sessionStorage.removeItem(key), HIDDEN_KEY);
  await a.getByTestId('account-menu-button').click();
  await a.getByTestId('menu-log-off').waitFor();
  const clickedAt = await a.evaluate(() => {
    const at = performance.timeOrigin + performance.now();
    document.querySelector<HTMLElement>('[data-testid="menu-log-off"]')?.click();
    return at;
  });
  const shownAt = await seenAt(b, '[data-testid="login-logged-off-elsewhere"]');
  const hiddenAt = await b.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as { set?: number; painted?: number },
    HIDDEN_KEY,
  );
  await a.waitForURL((url) => url.pathname === '/login');
  await signIn(a);
  await b.waitForURL((url) => url.pathname === B_PAGE);
  await b.frameLocator('iframe[data-testid="legacy-frame"]').locator('[data-testid="legacy-path"]').waitFor();
  await b.getByTestId('account-menu-button').waitFor();
  return {
    shown: shownAt - clickedAt,
    hiddenSet: (hiddenAt.set ?? NaN) - clickedAt,
    hidden: (hiddenAt.painted ?? NaN) - clickedAt,
  };
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

const floor = { folder: 'tabs-floor', files: ['listen.html', 'landed.html', 'listen.js'] };
await withConsoleBench({ port: PORT, tempPrefix: 'console-bench-tabs-', floor }, async ({ context }) => {
  // The start-up pop-ups would cover the account menu.
  await stubStartupPopups(context);
  const a = await context.newPage();
  const b = await context.newPage();
  await watchFor(b, '[data-testid="login-logged-off-elsewhere"]');
  await watchSignedOut(b);
  await throttle(a);
  await throttle(b);
  await a.goto(`${ORIGIN}/login`);
  await signIn(a);
  await b.goto(`${ORIGIN}${B_PAGE}`);
  await b.frameLocator('iframe[data-testid="legacy-frame"]').locator('[data-testid="legacy-path"]').waitFor();
  // B is the page the user looks at when it changes.
  await b.bringToFront();

  const poster = await context.newPage();
  const listener = await context.newPage();
  await watchFor(listener, '[data-testid="landed"]');
  await throttle(poster);
  await throttle(listener);
  await poster.goto(`${ORIGIN}/bench/tabs-floor/listen.html`);

  const consoleRuns: number[] = [];
  const hiddenRuns: number[] = [];
  const hiddenSetRuns: number[] = [];
  const floorRuns: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await listener.bringToFront();
    floorRuns.push(await floorRun(poster, listener));
    await b.bringToFront();
    const logOff = await logOffRun(a, b);
    consoleRuns.push(logOff.shown);
    hiddenRuns.push(logOff.hidden);
    hiddenSetRuns.push(logOff.hiddenSet);
  }

  console.log(`${THROTTLE}x CPU throttle; min / median / max of each series (n runs)`);
  console.log(`floor: post in A -> bare page in B          ${spread(floorRuns)}`);
  console.log(`console: log off in A -> B's login sentence ${spread(consoleRuns)}`);
  // A run where B left before that frame (its document gone, the old screen held until the login
  // page paints) has no time to count: it is told apart rather than taken as a figure.
  const painted = hiddenRuns.filter((v) => Number.isFinite(v));
  const unpainted = RUNS - painted.length;
  console.log(
    `console: log off in A -> B's signed-in screens hidden ${painted.length > 0 ? spread(painted) : 'never painted'}${unpainted > 0 ? `; in ${unpainted} of ${RUNS} runs B left before painting it` : ''}`,
  );
  console.log(`  (data-signed-out set on B's <html>, before that frame's paint ${spread(hiddenSetRuns)})`);
  console.log(`console median / floor median               ${(median(consoleRuns) / median(floorRuns)).toFixed(2)}x`);
  console.log(`console, in order: ${consoleRuns.map((v) => v.toFixed(0)).join(', ')}`);
  console.log(`hidden, in order:  ${hiddenRuns.map((v) => (Number.isFinite(v) ? v.toFixed(0) : 'left')).join(', ')}`);
  console.log(`floor, in order:   ${floorRuns.map((v) => v.toFixed(0)).join(', ')}`);
});
