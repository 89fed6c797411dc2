/**
 * Measures what the first screens cost, in a real browser against the reference server:
 * the gzipped JavaScript the login page loads (budget 150 KiB) and the time to its form.
 * Run after `npm run build`: `npm run bench`. Prints a table; exits 1 when over budget.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildServer } from '../server/app';

const BUDGET_KIB = 150;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function measure(url: string, ready: string): Promise<{ files: number; gzKiB: number; rawKiB: number; ms: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.body();
      bodies.push(body);
      if (process.env.BENCH_VERBOSE) {
        void body.then((buffer) =>
          console.log(
            `  ${(gzipSync(buffer, { level: 9 }).length / 1024).toFixed(1).padStart(6)} KiB  ${new URL(response.url()).pathname}`,
          ),
        );
      }
    });
    const started = Date.now();
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    const ms = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    const gz = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const raw = scripts.reduce((sum, body) => sum + body.length, 0);
    return { files: scripts.length, gzKiB: gz / 1024, rawKiB: raw / 1024, ms };
  } finally {
    await browser.close();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-bench-'));
const app = await buildServer({ dataDir, staticDir: path.join(root, 'dist') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
try {
  const login = await measure(`http://127.0.0.1:${port}/login`, 'button[type=submit]');
  console.log('screen  scripts  JS raw KiB  JS gzip KiB  budget KiB  ready ms');
  console.log(
    `login   ${String(login.files).padStart(7)}  ${login.rawKiB.toFixed(1).padStart(10)}  ${login.gzKiB.toFixed(1).padStart(11)}  ${String(BUDGET_KIB).padStart(10)}  ${String(login.ms).padStart(8)}`,
  );
  if (login.gzKiB > BUDGET_KIB) {
    console.error(`The login page loads ${login.gzKiB.toFixed(1)} KiB of gzipped JS, over the ${BUDGET_KIB} KiB budget.`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
