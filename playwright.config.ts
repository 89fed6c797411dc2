/**
 * End-to-end tests: the built console (dist/) served by the reference server, driven in Debian's
 * Chromium. `npm run build` must have run first (scripts/ci/test-all.sh does it); Playwright's own
 * browser downloads are not used.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/ci/chromium-launch';

const root = path.dirname(fileURLToPath(import.meta.url));
/** 4180 unless E2E_PORT says otherwise (two runs on one machine need two ports). */
const PORT = Number(process.env.E2E_PORT ?? 4180);
const BASE_URL = `http://localhost:${PORT}`;

/**
 * A fresh data directory per run. The config is evaluated again in every worker, so the first
 * evaluation (the runner, which starts the web server) fixes the name in the environment that the
 * workers inherit.
 */
process.env.E2E_DATA_DIR ??= path.join(root, '.tmp', `e2e-data-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Fails the run when the browser reported any CSP violation (see the file).
  globalTeardown: './tests/e2e/support/csp-teardown.ts',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: root,
    url: `${BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      FRESH: '1',
      STATIC_DIR: 'dist',
    },
  },
});
