/** The figures every bench reports its series with. */

/** The middle value (the upper one of an even count), NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * "min / median / max ms (n=…)" of a series; `digits` after the point, as each bench has always
 * printed its own (whole ms for the slow series, tenths for the fast ones).
 */
export function spread(values: number[], digits = 0): string {
  const ms = (v: number): string => v.toFixed(digits);
  return `${ms(Math.min(...values))} / ${ms(median(values))} / ${ms(Math.max(...values))} ms (n=${values.length})`;
}
