/**
 * The three benches of the console across tabs, one after another, each under a heading: log off
 * everywhere (bench-tabs-logoff.ts), a theme change (bench-tabs-theme.ts) and an expired session
 * (bench-tabs-expiry.ts). Each runs in a process of its own on the port its header names: BENCH_PORT
 * is not passed on, so that each figure can be rerun alone as it was taken; BENCH_DIST is, so all
 * three bench the same build.
 *
 * Run after `npm run build`: `npm run bench:tabs`. In turn, not side by side: each throttles the CPU
 * and measures timings that another bench's load would inflate.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const BENCHES = [
  { heading: 'Log off in one tab, seen in another', file: 'bench-tabs-logoff.ts' },
  { heading: 'Theme change in one tab, seen in another', file: 'bench-tabs-theme.ts' },
  { heading: 'Session expired, re-sign-in dialog', file: 'bench-tabs-expiry.ts' },
];

const env = { ...process.env };
delete env.BENCH_PORT;
for (const [index, bench] of BENCHES.entries()) {
  if (index > 0) console.log('');
  console.log(`== ${bench.heading} (${bench.file}) ==`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, bench.file)], { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.log(`${bench.file} failed (${run.signal ?? `exit ${run.status}`})`);
    process.exitCode = 1;
  }
}
