import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, LockBusy, withSaveLock } from './save-lock';

const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withSaveLock', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'studio-lock-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('runs ten saves of one process one at a time, in the order they came, and leaves no lock file', async () => {
    const log: string[] = [];
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        withSaveLock(root, async () => {
          inside += 1;
          most = Math.max(most, inside);
          log.push(`in ${index}`);
          await sleep(5);
          log.push(`out ${index}`);
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(log).toEqual(Array.from({ length: 10 }, (_, index) => [`in ${index}`, `out ${index}`]).flat());
    expect(await readdir(root)).toEqual([]);
  });

  it('lets the next save run after one that throws, and hands the error to its caller', async () => {
    const failed = withSaveLock(root, () => Promise.reject(new Error('boom')));
    const next = withSaveLock(root, async () => 'ran');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
    expect(await readdir(root)).toEqual([]);
  });

  /** Another holder of the tree's lock (proper-lockfile refuses a second lock of one path in a process too). */
  const hold = () => lockfile.lock(root, { lockfilePath: path.join(root, LOCK_FILE), realpath: false });

  it('waits for a lock another holder has, and runs once it is released', async () => {
    const release = await hold();
    const order: string[] = [];
    const save = withSaveLock(root, async () => {
      order.push('save');
    });
    await sleep(150);
    order.push('released');
    await release();
    await save;
    expect(order).toEqual(['released', 'save']);
  });

  it('gives up with LockBusy when another holder keeps the lock past the wait, and leaves its lock alone', async () => {
    const release = await hold();
    await expect(withSaveLock(root, async () => 'ran', { waitMs: 100 })).rejects.toBeInstanceOf(LockBusy);
    expect(await readdir(root)).toEqual([LOCK_FILE]);
    await release();
  });

  it('takes over a lock its process left behind (not touched for the stale age)', async () => {
    await mkdir(path.join(root, LOCK_FILE));
    const old = new Date(Date.now() - 10_000);
    await utimes(path.join(root, LOCK_FILE), old, old);
    await expect(withSaveLock(root, async () => 'ran', { staleMs: 5_000, waitMs: 1_000 })).resolves.toBe('ran');
    expect(await readdir(root)).toEqual([]);
  });

  it('does not take over a lock still being touched by its holder', async () => {
    await mkdir(path.join(root, LOCK_FILE));
    await expect(withSaveLock(root, async () => 'ran', { staleMs: 5_000, waitMs: 200 })).rejects.toBeInstanceOf(LockBusy);
  });

  it('keeps a second process out while one holds the lock', async () => {
    // A real second process on the same tree: it takes the lock, says so, holds it 400 ms.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `
      const { withSaveLock } = await import(${JSON.stringify(path.join(here, 'save-lock.ts'))});
      await withSaveLock(${JSON.stringify(root)}, async () => {
        console.log('held');
        await new Promise((resolve) => setTimeout(resolve, 400));
        console.log('releasing');
      });
    `,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const said: string[] = [];
    const held = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        said.push(...chunk.toString().trim().split('\n'));
        if (said.includes('held')) resolve();
      });
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await held;
    await withSaveLock(root, async () => {
      said.push('parent');
    });
    await exited;
    expect(said).toEqual(['held', 'releasing', 'parent']);
  }, 20_000);
});
