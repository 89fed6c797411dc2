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
 * After `npm run build`: `npm run bench:lighthouse` (BENCH_PORT, 4336 by default; BENCH_DIST another
 * build). Figures are reported, never asserted.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_PASSWORD } from '../server/data/demo-data';
import { benchDist, benchPort, ROOT, startConsoleServer } from './support/console-session';
import { median } from './support/stats';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const outDir = path.join(ROOT, '.tmp/lighthouse');
const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'mail-tracking', path: '/logs/mail-tracking', signedIn: true },
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
const server = await startConsoleServer({ port: benchPort(4336), tempPrefix: 'console-lighthouse-', dist: benchDist() });
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

console.log(
  `Lighthouse 12.2.3, mobile emulation, simulated throttling, median of ${RUNS}; signed in with a ${process.env.BENCH_LH_CACHE === 'warm' ? 'warm' : 'cold'} cache; reports in .tmp/lighthouse/`,
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
