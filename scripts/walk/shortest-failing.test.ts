import { describe, expect, it } from 'vitest';
import { shortestFailing } from './shortest-failing';

describe('shortestFailing', () => {
  const far = Date.now() + 60_000;
  it.each([
    ['one step fails', [1, 2, 3, 4, 5, 6, 7, 8], (s: readonly number[]) => s.includes(5), [5]],
    ['two steps in order', [1, 2, 3, 4, 5, 6, 7, 8, 9], (s: readonly number[]) => s.indexOf(3) >= 0 && s.indexOf(8) > s.indexOf(3), [3, 8]],
    ['every step needed', [1, 2, 3], (s: readonly number[]) => s.length === 3, [1, 2, 3]],
  ])('%s', async (_name, steps, predicate, shortest) => {
    expect(await shortestFailing(steps, async (s) => predicate(s), far)).toEqual(shortest);
  });

  it('stops at the deadline with the shortest found so far', async () => {
    const steps = Array.from({ length: 16 }, (_, i) => i);
    let runs = 0;
    const result = await shortestFailing(steps, async (s) => (runs += 1) > 0 && s.includes(9), Date.now() - 1);
    expect(runs).toBe(0);
    expect(result).toEqual(steps);
  });
});
