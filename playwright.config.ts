/**
 * End-to-end tests: the built console (dist/) served by the reference server, driven in Debian's
 * Chromium. Two projects: `chromium` against the reference server as developers run it, and
 * `strict` (a subset of the specs) against a second server in strict-contract mode, so that the
 * console is seen to work with a server that does exactly what the UI-server contract says.
 * `npm run build` must have run first (scripts/ci/test-all.sh does it); Playwright's own browser
 * downloads are not used.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/ci/chromium-launch';
import { DEV_HELPER_TAG, FRAME_MESSAGE_TAG, REFERENCE_ONLY_TAG } from './tests/e2e/support/tags';

const root = path.dirname(fileURLToPath(import.meta.url));
/** 4180 unless E2E_PORT says otherwise (two runs on one machine need two ports). */
const PORT = Number(process.env.E2E_PORT ?? 4180);
const BASE_URL = `http://localhost:${PORT}`;
/**
 * The strict-contract server (CONTRACT_MODE=strict: exactly the UI-server contract, no dev helpers,
 * no optional frame messages): E2E_PORT + 10 unless E2E_STRICT_PORT says otherwise, so that runs on
 * neighbouring E2E ports do not collide.
 */
const STRICT_PORT = Number(process.env.E2E_STRICT_PORT ?? PORT + 10);
const STRICT_BASE_URL = `http://localhost:${STRICT_PORT}`;

/**
 * A fresh data directory per run and server. The config is evaluated again in every worker, so the
 * first evaluation (the runner, which starts the web servers) fixes the names in the environment
 * that the workers inherit. Tests find their server's folder (its mailbox) in the project's metadata.
 */
const started = Date.now();
process.env.E2E_DATA_DIR ??= path.join(root, '.tmp', `e2e-data-${started}`);
process.env.E2E_STRICT_DATA_DIR ??= path.join(root, '.tmp', `e2e-data-strict-${started}`);
const dataDir = process.env.E2E_DATA_DIR;
const strictDataDir = process.env.E2E_STRICT_DATA_DIR;

/**
 * What also runs against the strict server: the specs whose subject is something a contract server
 * does differently (server/contract-mode.ts lists what): the sign-in pages and the boot (no
 * XSRF-TOKEN cookie with the console's own files, no console-config.json), deep links and guards
 * (a bare `302 /login`), and the frames' messages and the header's help link (legacy pages that send
 * no optional frame message, and `help-link` as the contract has it); the random walk over the whole
 * workspace (workspace-walk.spec.ts), so that every kind of step meets the strict server too; and
 * step-up and support sessions, whose issues ask for both servers. The rest runs once, against the
 * reference server: the workspace's other specs, notices, menus, the header's other parts, the tabs'
 * agreement and the shell's recovery meet the same server code in both modes, so a second run proved
 * nothing more and cost a fifth of the end-to-end time. Tests about one of the console's optional
 * frame messages (title, session-expired) are tagged `@frame-message` (tests/e2e/support/tags.ts)
 * and left out there: a contract server never sends those. Tests that need the reference server's dev
 * helpers are tagged `@dev-helper` and left out too: a contract server has none. A case run in two
 * languages and themes runs its en-and-light variant against the reference server only
 * (`@reference-only`): its ja-and-dark variant meets the strict server.
 */
const STRICT_SPECS = [
  /\/signin-[^/]*\.spec\.ts$/,
  /\/guards\.spec\.ts$/,
  /\/frame\.spec\.ts$/,
  /\/workspace-messages\.spec\.ts$/,
  /\/workspace-walk\.spec\.ts$/,
  /\/shell-help-link\.spec\.ts$/,
  /\/step-up\.spec\.ts$/,
  /\/support-[^/]*\.spec\.ts$/,
];

const CI = Boolean(process.env.CI);

/** The reference server as the end-to-end tests start it, in either mode. */
function uiServer(port: number, folder: string, mode: 'reference' | 'strict') {
  return {
    command: 'node --import tsx server/main.ts',
    cwd: root,
    url: `http://localhost:${port}/login`,
    reuseExistingServer: false,
    // Two servers start side by side, each with PGlite's initdb: over a minute on a busy machine.
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: folder,
      FRESH: '1',
      // A run may serve its own build (E2E_STATIC_DIR), so that two runs on one machine do not share dist/.
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      CONTRACT_MODE: mode,
    },
  };
}

const chromium = { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Fails the run when the browser reported any CSP violation to the reference server (see the file;
  // the strict server has no report endpoint, and it reads the first project's server).
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
      use: chromium,
      metadata: { contractMode: 'reference', dataDir },
    },
    {
      name: 'strict',
      testMatch: STRICT_SPECS,
      grepInvert: new RegExp(`${FRAME_MESSAGE_TAG}|${DEV_HELPER_TAG}|${REFERENCE_ONLY_TAG}`),
      use: { ...chromium, baseURL: STRICT_BASE_URL },
      metadata: { contractMode: 'strict', dataDir: strictDataDir },
    },
  ],
  webServer: [uiServer(PORT, dataDir, 'reference'), uiServer(STRICT_PORT, strictDataDir, 'strict')],
});
