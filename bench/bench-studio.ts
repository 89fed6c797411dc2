/**
 * Measures the route studio with the real route table: the time from a keystroke in a show rule to
 * its error painted, and from a keystroke in a label to the preview's panel showing it, in Chromium
 * at 4x CPU throttle (goal: under 100 ms each). Starts `studio/serve.ts` over a temporary copy of the
 * tree (nothing of the real tree is written). `npm run bench:studio` (BENCH_PORT, 4196 by default).
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/ci/chromium-launch';
import { median } from './support/stats';
import { THROTTLE, throttle } from './support/throttle';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4196);
const RUNS = 15;
const BUDGET_MS = 100;

/** Presses `key` in the focused field and resolves with the ms until `done()` holds in the page, at the next frame. */
async function timeKey(page: Page, key: string, selector: string, expected: string): Promise<number> {
  await page.evaluate(
    ([sel, text]) => {
      const win = window as unknown as { __timed?: Promise<number> };
      win.__timed = new Promise<number>((resolve) => {
        let start = 0;
        window.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
        const observer = new MutationObserver(() => {
          if (start === 0 || !(document.querySelector(sel as string)?.textContent ?? '').includes(text as string)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    [selector, expected],
  );
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { __timed: Promise<number> }).__timed);
}

/** The value at fraction `q` of the sorted series (nearest rank), NaN for none. */
/**
 * Waits until what the steps before a series set off is done (the preview of a rule filled in, the
 * draft kept in the browser's storage a moment after): each keystroke is timed from a page at rest.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/** The goal is every keystroke under the budget: the verdict is the slowest one's, the median and p90 beside it. */
function summary(name: string, values: number[]): string {
  const max = Math.max(...values);
  const verdict = (value: number): string => (value < BUDGET_MS ? 'within' : 'OVER');
  return (
    `${name}: median ${median(values).toFixed(1)} ms (${verdict(median(values))}), p90 ${quantile(values, 0.9).toFixed(1)} ms ` +
    `(${verdict(quantile(values, 0.9))}), max ${max.toFixed(1)} ms (${verdict(max)}; n=${values.length}, goal: every keystroke < ${BUDGET_MS} ms)\n` +
    `    each: ${values.map((value) => value.toFixed(0)).join(' ')}`
  );
}

const tree = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-'));
for (const part of ['manifests', 'public/locales', 'docs/access-report.md', 'docs/access-report.html']) {
  await cp(path.join(ROOT, part), path.join(tree, part), { recursive: true });
}
const server = spawn(process.execPath, ['--import', 'tsx', 'studio/serve.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), STUDIO_TREE: tree },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Route studio:')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`studio exited ${code}`)));
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
  await page.goto(`http://127.0.0.1:${PORT}/studio`);
  await page.getByRole('button', { name: 'Add a page to Other Settings' }).click();
  await page.getByRole('button', { name: 'Add a rule part' }).click();
  await page.getByLabel('Reason key').fill('refusal.inboundOnly');
  await page.getByLabel('Rule (CEL)').fill('!inboundOn');
  await throttle(page);

  const rule: number[] = [];
  await settle(page);
  await page.getByLabel('Rule (CEL)').focus();
  let typed = '!inboundOn';
  for (let run = 0; run < RUNS; run += 1) {
    typed += 'x';
    rule.push(await timeKey(page, 'x', '#route_show_errors', `"${typed}"`));
  }
  // A rule that does not check lists the page for nobody: a valid one, so the preview shows it.
  await page.getByLabel('Rule (CEL)').fill('!inboundOnly');
  await settle(page);
  const label: number[] = [];
  await page.getByLabel('Label (English)').focus();
  let text = '';
  for (let run = 0; run < RUNS; run += 1) {
    text += 'M';
    label.push(await timeKey(page, 'M', '[data-testid="admin-panel"] [data-route="/administration/new-page"]', text));
  }
  await browser.close();
  console.log(`Route studio, ${THROTTLE}x CPU throttle, the real route table:`);
  console.log(`  ${summary('keystroke in a show rule to its error painted', rule)}`);
  console.log(`  ${summary('keystroke in a label to the preview updated', label)}`);
} finally {
  server.kill('SIGTERM');
  await rm(tree, { recursive: true, force: true });
}
