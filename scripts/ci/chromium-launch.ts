/**
 * How every browser this project drives is launched: Debian's Chromium (Playwright's own browser
 * downloads are not reachable here; CHROMIUM_PATH points elsewhere), without the sandbox a root
 * container lacks, the GPU, and the background traffic (updates, sync, QUIC) that would add noise to
 * tests and benchmarks. Used by both Playwright configs and the bench scripts.
 */
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
} satisfies LaunchOptions;
