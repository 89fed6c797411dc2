/**
 * Lighthouse (12.2.3, pinned) over the console's `/login` and a signed-in page (`/logs/mail-tracking`
 * as `admin`), against the reference server: mobile emulation with simulated throttling, Lighthouse's
 * default config, the performance, SEO and best-practices categories, in Debian's Chromium launched by
 * chrome-launcher (`--headless=new --no-sandbox --disable-gpu`). Each page is run BENCH_LH_RUNS times
 * (3 by default) in turn; the report prints the medians: the three scores, LCP, total blocking time,
 * max potential input delay, the JS and CSS Lighthouse judges unused, and the robots.txt and
 * noindex (is-crawlable) audits. Every run's JSON report goes to .tmp/lighthouse/.
 *
 * Signed in as a user is: before the signed-in runs the bench signs in through the console's own
 * form in the same browser (Playwright over the DevTools protocol) and Lighthouse keeps that
 * browser's storage (`disableStorageReset`), so the page is measured with the session cookie, the
 * XSRF cookie and the local state a user has; the sign-in's page then clears the browser's cache, so
 * that the signed-in page loads its code cold, as the login page does (BENCH_LH_CACHE=warm keeps it).
 *
 * Beside them, under the same Lighthouse and the same browser, the signed-in floor
 * (bench/signed-in-floor/ with `?signed-in`: bare React making the console's account calls and
 * rendering the console's own side menu for `admin`, read from the console in the same run, with the
 * same first page in its frame). A score depends on the machine (the same build scored 99 on one and
 * 70 on another): the report gives the signed-in page's score as a ratio to the floor's, and
 * Lighthouse's benchmark index of this machine.
 *
 * After `npm run build`: `npm run bench:lighthouse` (BENCH_PORT, 4336 by default; BENCH_DIST another
 * build; BENCH_LH_CPU, Lighthouse's CPU slowdown, 4 by default as its mobile setting, 6 for a slower
 * machine's figures). Figures are reported, never asserted.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_PASSWORD } from '../server/data/demo-data';
import { buildSignedInFloor, FLOOR_URL, readShell, serveSignedInFloor } from './signed-in';
import { benchDist, benchPort, ROOT, startConsoleServer } from './support/console-session';
import { median } from './support/stats';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.BENCH_LH_CPU ?? 4);
const outDir = path.join(ROOT, '.tmp/lighthouse');
const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'mail-tracking', path: '/logs/mail-tracking', signedIn: true },
  // The floor of the signed-in page: the same calls, menu and framed page, nothing else.
  { name: 'signed-in-floor', path: `${FLOOR_URL}?signed-in&frame=/uiserver/legacy/logs/mail-tracking`, signedIn: true },
] as const;

interface Figures {
  performance: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  maxFidMs: number;
  unusedJsKiB: number;
  unusedCssKiB: number;
  robotsTxt: string;
  crawlable: string;
  /** The page Lighthouse ended on: a signed-in page that lost its session would end on /login. */
  finalUrl: string;
  /** Lighthouse's measure of this machine's speed (higher is faster; about 1,000 to 2,000 on a laptop). */
  benchmarkIndex: number;
}

interface Audit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { overallSavingsBytes?: number; items?: { source?: { snippet?: string } | string }[] };
}

function figures(lhr: {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  finalDisplayedUrl: string;
  environment: { benchmarkIndex: number };
}): Figures {
  const audit = (id: string): Audit => lhr.audits[id] ?? { score: null };
  const verdict = (id: string): string => {
    const { score, displayValue } = audit(id);
    return `${score === null ? 'n/a' : score === 1 ? 'pass' : 'fail'}${displayValue ? ` (${displayValue})` : ''}`;
  };
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint').numericValue ?? Number.NaN,
    tbtMs: audit('total-blocking-time').numericValue ?? Number.NaN,
    maxFidMs: audit('max-potential-fid').numericValue ?? Number.NaN,
    unusedJsKiB: (audit('unused-javascript').details?.overallSavingsBytes ?? 0) / 1024,
    unusedCssKiB: (audit('unused-css-rules').details?.overallSavingsBytes ?? 0) / 1024,
    robotsTxt: verdict('robots-txt'),
    // Fails when the page says noindex, which a console should: the reason is the blocking tag or header.
    crawlable: `${verdict('is-crawlable')}${(audit('is-crawlable').details?.items ?? [])
      .map(({ source }) => ` ${typeof source === 'string' ? source : (source?.snippet ?? '')}`)
      .join('')}`,
    finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Signs in through the console's form in the browser Lighthouse drives, and leaves the session in it. */
async function signIn(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel(/^User name/).fill('admin');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log On', exact: true }).click();
    await page.locator('nav[data-testid="side-menu"] a').first().waitFor();
    // A cold cache, as for the login page: only the cookies and the local state stay (BENCH_LH_CACHE=warm
    // keeps what the sign-in loaded, as a user's next page would have it).
    if (process.env.BENCH_LH_CACHE !== 'warm') await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser is chrome-launcher's.
    await browser.close();
  }
}

await mkdir(outDir, { recursive: true });
const server = await startConsoleServer({
  port: benchPort(4336),
  tempPrefix: 'console-lighthouse-',
  dist: benchDist(),
  routes: serveSignedInFloor,
});
// The floor renders the console's own side menu for the account, read from the console now.
{
  const reader = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await buildSignedInFloor(await readShell(reader, server.origin));
  } finally {
    await reader.close();
  }
}
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const results = new Map<string, Figures[]>();
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const page of PAGES) {
      if (page.signedIn) await signIn(chrome.port, server.origin);
      const result = await lighthouse(
        `${server.origin}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'seo', 'best-practices'],
          disableStorageReset: page.signedIn,
          // Partial: Lighthouse keeps its mobile setting's network throttling.
          ...(CPU_SLOWDOWN === 4 ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
        },
        undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const report = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
      await writeFile(path.join(outDir, `${page.name}-${run + 1}.json`), report);
      // BENCH_LH_TRACE=1 keeps the trace Lighthouse's simulation read, for Chrome's DevTools.
      if (process.env.BENCH_LH_TRACE)
        await writeFile(path.join(outDir, `${page.name}-${run + 1}.trace.json`), JSON.stringify(result.artifacts.Trace));
      const list = results.get(page.name) ?? [];
      list.push(figures(result.lhr as unknown as Parameters<typeof figures>[0]));
      results.set(page.name, list);
    }
  }
} finally {
  chrome.kill();
  await server.close();
}

const everyRun = [...results.values()].flat();
console.log(
  `Lighthouse 12.2.3, mobile emulation, simulated throttling at ${CPU_SLOWDOWN}x CPU, median of ${RUNS}; signed in with a ${process.env.BENCH_LH_CACHE === 'warm' ? 'warm' : 'cold'} cache; reports in .tmp/lighthouse/`,
);
console.log(`benchmark index of this machine (Lighthouse's): median ${median(everyRun.map((entry) => entry.benchmarkIndex)).toFixed(0)}`);
const paired = (key: 'performance' | 'tbtMs' | 'lcpMs') =>
  median(
    (results.get('mail-tracking') ?? []).map((entry, run) => entry[key] / (results.get('signed-in-floor')?.[run]?.[key] ?? Number.NaN)),
  );
console.log(
  `signed-in page / its floor, paired by run: performance ${paired('performance').toFixed(2)}x, LCP ${paired('lcpMs').toFixed(2)}x, TBT ${paired('tbtMs').toFixed(2)}x`,
);
console.log('page            perf  SEO  best pr.  LCP ms  TBT ms  max FID ms  unused JS KiB  unused CSS KiB  ended on');
for (const page of PAGES) {
  const list = results.get(page.name) ?? [];
  const pick = (key: keyof Omit<Figures, 'robotsTxt' | 'crawlable' | 'finalUrl'>) => median(list.map((entry) => entry[key]));
  console.log(
    `${page.path.padEnd(20)}  ${pick('performance').toFixed(0).padStart(4)}  ${pick('seo').toFixed(0).padStart(3)}  ${pick('bestPractices').toFixed(0).padStart(8)}  ${pick('lcpMs').toFixed(0).padStart(6)}  ${pick('tbtMs').toFixed(0).padStart(6)}  ${pick('maxFidMs').toFixed(0).padStart(10)}  ${pick('unusedJsKiB').toFixed(0).padStart(13)}  ${pick('unusedCssKiB').toFixed(0).padStart(14)}  ${[...new Set(list.map((entry) => entry.finalUrl))].join(', ')}`,
  );
  console.log(
    `  performance by run: ${list.map((entry) => entry.performance).join(', ')}; TBT by run: ${list.map((entry) => entry.tbtMs.toFixed(0)).join(', ')} ms`,
  );
  console.log(
    `  robots.txt valid: ${[...new Set(list.map((entry) => entry.robotsTxt))].join(' / ')}; indexable (is-crawlable, fails on noindex): ${[...new Set(list.map((entry) => entry.crawlable))].join(' / ')}`,
  );
}
