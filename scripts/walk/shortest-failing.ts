/**
 * The shortest failing sequence of a failed walk: delta debugging (ddmin) over its steps. fast-check
 * draws the walk (a fixed number of steps, so that CI walks at least that many), which leaves its own
 * shrinker unable to drop steps; this one drops them, a chunk at a time, keeping every removal after
 * which the walk still fails, until no single step can go or the time is up.
 */
export async function shortestFailing<T>(
  steps: readonly T[],
  fails: (steps: readonly T[]) => Promise<boolean>,
  deadline: number,
): Promise<readonly T[]> {
  let current = steps;
  let chunks = 2;
  while (current.length > 1 && Date.now() < deadline) {
    const size = Math.ceil(current.length / chunks);
    let removed = false;
    for (let start = 0; start < current.length && Date.now() < deadline; start += size) {
      const without = [...current.slice(0, start), ...current.slice(start + size)];
      if (without.length > 0 && (await fails(without))) {
        current = without;
        chunks = Math.max(chunks - 1, 2);
        removed = true;
        break;
      }
    }
    if (!removed) {
      if (size === 1) break;
      chunks = Math.min(chunks * 2, current.length);
    }
  }
  return current;
}
