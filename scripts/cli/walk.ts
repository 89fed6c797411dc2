/**
 * `npm run walk -- --seed N --steps M [--runs R] [--project chromium|strict]`: the browser walk
 * (tests/e2e/workspace-walk.spec.ts) for longer than CI walks it: R walks of M steps drawn from seed
 * N, against the built console (run `npm run build` first). A failure prints the shortest failing
 * sequence found. Every step is logged as it runs.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    steps: { type: 'string', default: '200' },
    runs: { type: 'string', default: '1' },
    project: { type: 'string', default: 'chromium' },
    'shrink-minutes': { type: 'string', default: '20' },
  },
});
for (const name of ['seed', 'steps', 'runs', 'shrink-minutes'] as const) {
  if (!/^\d+$/.test(values[name])) {
    console.error(`--${name} takes a whole number, not "${values[name]}"`);
    process.exit(2);
  }
}
if (values.project !== 'chromium' && values.project !== 'strict') {
  console.error('--project is chromium (the reference server) or strict (the strict-contract server)');
  process.exit(2);
}
console.log(`walk: seed ${values.seed}, ${values.runs} x ${values.steps} steps, project ${values.project}`);
const result = spawnSync(
  'npx',
  ['playwright', 'test', 'tests/e2e/workspace-walk.spec.ts', `--project=${values.project}`, '--workers=1', '--retries=0'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      WALK_SEED: values.seed,
      WALK_STEPS: values.steps,
      WALK_RUNS: values.runs,
      WALK_SHRINK_MINUTES: values['shrink-minutes'],
      WALK_LOG: '1',
    },
  },
);
process.exit(result.status ?? 1);
