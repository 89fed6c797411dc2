/**
 * What every zone test file sets up the same way: a generous timeout (a lint resolves every import
 * on disk), the cycle fixture written under the zone's folder before the first lint and removed
 * after the last, and the two tests that prove the cycle rule holds there.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CYCLE, FIRST_IMPORTS_SECOND, FIRST_IMPORTS_THIRD, ruleIds, writeCycleFixture, type CycleFixture } from './lint-snippet';

/**
 * Call once at the top of a zone test file. `parent` is the zone's folder (the cycle fixture goes
 * there); `warmFile` is a path in the zone linted once before the tests, which loads the config and
 * its plugins (seconds on a busy machine) outside any test's time.
 */
export function zoneSuite(parent: string, warmFile: string): { describeNoCycles(title: string): void } {
  vi.setConfig({ testTimeout: 30_000 });
  let cycles: CycleFixture | undefined;
  // Written before the first lint: the resolver caches what it has seen of a folder.
  beforeAll(async () => {
    cycles = await writeCycleFixture(parent);
    await ruleIds(warmFile, 'export const loaded = true;\n');
  }, 60_000);
  afterAll(async () => {
    await cycles?.remove();
  });
  const first = (): string => {
    if (cycles === undefined) throw new Error('the cycle fixture was not written');
    return cycles.file('first.ts');
  };
  return {
    describeNoCycles: (title) =>
      describe(title, () => {
        it('reports a module that imports one importing it back', async () => {
          expect(await ruleIds(first(), FIRST_IMPORTS_SECOND)).toContain(CYCLE);
        });

        it('leaves a one-way import alone', async () => {
          expect(await ruleIds(first(), FIRST_IMPORTS_THIRD)).toEqual([]);
        });
      }),
  };
}
