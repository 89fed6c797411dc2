/**
 * The last row: every call of the table of the contract's calls (schemas/api/calls.json) was
 * reached and its reply judged. A call added to the table that no check sends fails here, unless
 * checks were skipped in this run (no session, no --writes, no permission), which may be why.
 */
import { fail, pass, skip, type Result, type Run } from '../run';

export const COVERAGE_ROW = 'every call of schemas/api/calls.json reached';

export function coverageResult(ids: readonly string[], reached: ReadonlySet<string>, someSkipped: boolean): Result {
  const missed = ids.filter((id) => !reached.has(id));
  if (missed.length === 0) return pass(`all ${ids.length} calls reached and judged`);
  const list = missed.join(', ');
  return someSkipped ? skip(`not reached in this run, whose skipped checks may be why: ${list}`) : fail(`no check reached ${list}`);
}

export async function coverageCheck(run: Run): Promise<void> {
  const ids = run.contract.table.calls.map((call) => call.id);
  const someSkipped = run.rows.some((row) => row.outcome === 'skip');
  await run.check(COVERAGE_ROW, () => coverageResult(ids, run.reached, someSkipped));
}
