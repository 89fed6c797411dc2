// @vitest-environment node
// A new store starts from a copy of the empty cluster: the copy is a working PGlite cluster apart from
// the kept one, a folder that already holds a store is never touched, two starts at once make one copy,
// and a copy that cannot be made leaves the folder empty (PGlite then runs initdb itself).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-folder';
import { emptyClusterDir, isEmptyStore, startFromEmptyCluster } from './empty-cluster';

const scratch = mkdtempSync(join(tmpdir(), 'empty-cluster-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder under the scratch folder, made, holding `files`. */
function folder(name: string, files: string[] = []): string {
  const dir = join(scratch, name);
  mkdirSync(dir);
  for (const file of files) writeFileSync(join(dir, file), 'held');
  return dir;
}

describe('isEmptyStore', () => {
  it.each([
    ['a missing folder', null, true],
    ['an empty folder', [], true],
    ['a folder holding only the lock', [LOCK_FILE], true],
    ['a folder holding a store', ['PG_VERSION'], false],
    ['a folder holding anything else', ['notes.txt'], false],
  ])('%s', (name, files, expected) => {
    const dir = files === null ? join(scratch, 'missing') : folder(name.replaceAll(' ', '-'), files);
    expect(isEmptyStore(dir)).toBe(expected);
  });
});

describe('startFromEmptyCluster', () => {
  it(
    "copies this machine's empty cluster: it opens, takes a schema, and a second copy does not have it",
    { timeout: 180_000 },
    async () => {
      const dir = folder('real', [LOCK_FILE]);
      expect(await startFromEmptyCluster(dir)).toBe(true);
      expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
      const db = await PGlite.create(dir);
      await db.exec('create table t (x int); insert into t values (7);');
      expect((await db.query<{ x: number }>('select x from t')).rows).toEqual([{ x: 7 }]);
      await db.close();
      // A second copy is apart from the first: the kept cluster was never written (it is never opened).
      const second = folder('second');
      expect(await startFromEmptyCluster(second)).toBe(true);
      const other = await PGlite.create(second);
      expect((await other.query(`select 1 from pg_tables where tablename = 't'`)).rows).toEqual([]);
      await other.close();
      expect(existsSync(join(emptyClusterDir(), 'PG_VERSION'))).toBe(true);
    },
  );

  it('two starts at once make one copy, and no half-made folder is left', async () => {
    const clusters = join(scratch, 'clusters');
    let made = 0;
    // A stand-in initdb that takes a while, so that both starts are making at once.
    const make = async (dir: string) => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      writeFileSync(join(dir, 'PG_VERSION'), `copy ${made}`);
    };
    const [a, b] = [folder('a'), folder('b')];
    expect(
      await Promise.all([startFromEmptyCluster(a, join(clusters, 'v'), make), startFromEmptyCluster(b, join(clusters, 'v'), make)]),
    ).toEqual([true, true]);
    expect(made).toBe(2);
    expect(readdirSync(clusters)).toEqual(['v']);
    // Both copies are of the one that won the rename.
    expect(readFileSync(join(a, 'PG_VERSION'), 'utf8')).toBe(readFileSync(join(clusters, 'v', 'PG_VERSION'), 'utf8'));
    expect(readFileSync(join(b, 'PG_VERSION'), 'utf8')).toBe(readFileSync(join(clusters, 'v', 'PG_VERSION'), 'utf8'));
    // A third start copies it without making one.
    const c = folder('c');
    expect(await startFromEmptyCluster(c, join(clusters, 'v'), make)).toBe(true);
    expect(made).toBe(2);
  });

  it('never touches a folder that holds a store', async () => {
    const dir = folder('kept', ['PG_VERSION']);
    expect(await startFromEmptyCluster(dir, join(scratch, 'unused'), () => Promise.reject(new Error('not called')))).toBe(false);
    expect(readdirSync(dir)).toEqual(['PG_VERSION']);
  });

  it('a copy that cannot be made leaves the folder as it was', async () => {
    const dir = folder('unmade', [LOCK_FILE]);
    const failing = async (made: string) => {
      writeFileSync(join(made, 'PG_VERSION'), 'half');
      throw new Error('initdb failed');
    };
    expect(await startFromEmptyCluster(dir, join(scratch, 'failed', 'v'), failing)).toBe(false);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    // Nothing half-made is kept for the next start.
    expect(readdirSync(join(scratch, 'failed'))).toEqual([]);
  });
});
