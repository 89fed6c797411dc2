/**
 * The deploy tests: the built console behind deploy/'s nginx configuration, over https with a
 * throwaway certificate. scripts/ci/test-deploy.sh starts the reference server and nginx, then runs
 * this config; it does not start anything itself (DEPLOY_BASE_URL says where nginx listens).
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/ci/chromium-launch';

const BASE_URL = process.env.DEPLOY_BASE_URL;
if (!BASE_URL) throw new Error('DEPLOY_BASE_URL is not set: run the deploy tests through scripts/ci/test-deploy.sh');

export default defineConfig({
  testDir: 'tests/deploy',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/deploy',
  forbidOnly: Boolean(process.env.CI),
  // One server and one browser at a time: the smoke run is short, the machine may be busy.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    // The certificate is a throwaway self-signed one, made for this run.
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium-behind-nginx',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
  ],
});
