import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

  const plant = (owner: object | string) =>
    writeFile(path.join(root, LOCK_FILE), typeof owner === 'string' ? owner : JSON.stringify(owner));

  it('waits for a lock another live process holds, and runs once it is released', async () => {
    await plant({ pid: process.pid, host: os.hostname(), id: 'other', at: Date.now() });
    const order: string[] = [];
    const save = withSaveLock(root, async () => {
      order.push('save');
    });
    await sleep(150);
    order.push('released');
    await rm(path.join(root, LOCK_FILE));
    await save;
    expect(order).toEqual(['released', 'save']);
  });

  it('gives up with LockBusy when a live process keeps the lock past the wait, and leaves its lock alone', async () => {
    await plant({ pid: process.pid, host: os.hostname(), id: 'other', at: Date.now() });
    await expect(withSaveLock(root, async () => 'ran', { waitMs: 100 })).rejects.toBeInstanceOf(LockBusy);
    expect(await readdir(root)).toEqual([LOCK_FILE]);
  });

  it.each([
    ['whose process is gone', { pid: 999_999, host: os.hostname(), id: 'dead', at: Date.now() }, { isAlive: () => false }],
    ['older than the stale age', { pid: process.pid, host: 'another-host', id: 'old', at: Date.now() - 10_000 }, { staleMs: 5_000 }],
  ])('takes over a lock %s', async (_name, owner, options) => {
    await plant(owner);
    await expect(withSaveLock(root, async () => 'ran', { waitMs: 1_000, ...options })).resolves.toBe('ran');
    expect(await readdir(root)).toEqual([]);
  });

  it('takes over a lock file that is not ours to read (half written) once it is old', async () => {
    await plant('{"pid": 12');
    const old = new Date(Date.now() - 10_000);
    await utimes(path.join(root, LOCK_FILE), old, old);
    await expect(withSaveLock(root, async () => 'ran', { staleMs: 5_000, waitMs: 1_000 })).resolves.toBe('ran');
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
