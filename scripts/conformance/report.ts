/**
 * The kit's output: one row per check (pass, fail or skipped, the check's name, the reason), a
 * summary line, and the exit status they add up to. Reasons often quote the server, so they are
 * cleaned of control characters (a hostile reply cannot move the cursor or recolour the terminal)
 * and cut to one readable line.
 */

export type Outcome = 'pass' | 'fail' | 'skip';

export interface Row {
  readonly outcome: Outcome;
  /** The check, in the contract's words: `GET account/present`, `XSRF mismatch refused: PUT account/theme`. */
  readonly name: string;
  readonly reason: string;
}

const LABEL: Record<Outcome, string> = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' };
/** Names up to this long line up in a column; a longer one pushes its reason along. */
export const NAME_WIDTH = 50;
export const REASON_MAX = 300;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of printable text: control characters (the ESC of a terminal sequence too) become spaces, runs of space one. */
export function cleanText(text: string, max = REASON_MAX): string {
  const flat = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function formatRow(row: Row): string {
  const name = cleanText(row.name, 200);
  const reason = cleanText(row.reason);
  const line = `${LABEL[row.outcome]}  ${name.padEnd(NAME_WIDTH)}  ${reason}`;
  return line.trimEnd();
}

export interface Tally {
  readonly pass: number;
  readonly fail: number;
  readonly skip: number;
}

export function tally(rows: readonly Row[]): Tally {
  const counts = { pass: 0, fail: 0, skip: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

export function formatSummary(rows: readonly Row[], target: string): string {
  const { pass, fail, skip } = tally(rows);
  const verdict = fail > 0 ? 'the server does not keep the contract' : 'no check failed';
  return `${pass} passed, ${fail} failed, ${skip} skipped (${target}): ${verdict}`;
}

/** 0 when nothing failed, 1 when any row failed. (2 is the CLI's own: a bad command line.) */
export function exitStatus(rows: readonly Row[]): 0 | 1 {
  return rows.some((row) => row.outcome === 'fail') ? 1 : 0;
}
