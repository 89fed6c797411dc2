/**
 * Runs every check of the kit against one server, in the order a console session meets them, and
 * returns the rows. The last row says whether every call of the table was reached. The CLI (cli.ts) prints them; the tests read them.
 */
import type { KitOptions } from './args';
import { coverageCheck } from './checks/coverage';
import { navigationChecks } from './checks/navigation';
import { signInChecks } from './checks/sign-in';
import { signedInChecks } from './checks/signed-in';
import { signedOutChecks } from './checks/signed-out';
import { stepUpChecks } from './checks/step-up';
import { supportChecks } from './checks/support';
import { supporterChecks } from './checks/supporter';
import { writeChecks } from './checks/writes';
import { xsrfChecks } from './checks/xsrf';
import { Contract } from './contract';
import type { Row } from './report';
import { Run, type RunHooks } from './run';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function runConformance(options: KitOptions, hooks: RunHooks = {}): Promise<Row[]> {
  const run = new Run(options, hooks.contract ?? Contract.load(), hooks.onRow);
  // A server that does not answer its first call answers nothing: one failed row says so.
  if (!(await signedOutChecks(run))) return run.rows;
  await signInChecks(run);
  await signedInChecks(run);
  await supporterChecks(run);
  await xsrfChecks(run);
  await writeChecks(run);
  await stepUpChecks(run, hooks.wait ?? sleep);
  await supportChecks(run, hooks.wait ?? sleep);
  await navigationChecks(run);
  await coverageCheck(run);
  hooks.reached?.(run.reached);
  return run.rows;
}
