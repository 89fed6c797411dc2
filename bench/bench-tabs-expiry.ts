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
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../server/data/demo-data';
import { benchPort, signIn, stubStartupPopups, withConsoleBench } from './support/console-session';
import { median, spread } from './support/stats';
import { THROTTLE, throttle } from './support/throttle';

const PORT = benchPort(4198);
const RUNS = 7;
const SCREEN = '/administration/license/manual_check';
const GUID = '6f9619ff-8b86-4d01-b42d-00c04fc964ff';

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

const expiryFloor = { folder: 'expiry-floor', files: ['index.html', 'floor.js'] };
// The floor's search goes here: an answer of 401, as the console's call gets once its session is gone.
const routes = (app: FastifyInstance): void => {
  app.get('/bench/expiry-floor/401', async (_request, reply) => reply.code(401).send(''));
};
await withConsoleBench({ port: PORT, tempPrefix: 'console-bench-expiry-', floor: expiryFloor, routes }, async ({ context }) => {
  const page = await context.newPage();
  await stubStartupPopups(page);
  await page.goto(`http://127.0.0.1:${PORT}/login`);
  await signIn(page, { user: 'support', landing: SCREEN });
  await page.locator('#license-search_companyId').waitFor();

  const floor = await context.newPage();
  for (const tab of [page, floor]) await throttle(tab);

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
});
