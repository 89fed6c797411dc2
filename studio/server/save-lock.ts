/**
 * One writer per tree: a save holds this lock from reading the disk to its last rename, so two
 * saves never both pass the check of their bases. Two layers, because a tree may be served twice:
 * - in the process, a queue per tree: a save waits for the one before it, then finds what it wrote
 *   (the queue keeps their order, which retrying for a file lock would not);
 * - across processes, proper-lockfile's lock on the tree: a directory `.studio-save.lock` made
 *   atomically (mkdir) and touched while held, so that one left by a process that died is taken over
 *   once it has not been touched for `staleMs`.
 */
import path from 'node:path';
import lockfile from 'proper-lockfile';

export const LOCK_FILE = '.studio-save.lock';

export interface LockOptions {
  /** A lock not touched for this long is taken over: its process is gone (default 10 s; proper-lockfile's least is 2 s). */
  staleMs?: number;
  /** How long to wait for another process's save (default 15 s). */
  waitMs?: number;
}

/** Another process held the lock for longer than the wait. */
export class LockBusy extends Error {}

const RETRY_MS = 50;

/** Takes the tree's lock file, retrying every RETRY_MS for `waitMs`; resolves with its release. */
async function acquireFile(root: string, { staleMs, waitMs }: Required<LockOptions>): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(root, {
      lockfilePath: path.join(root, LOCK_FILE),
      realpath: false,
      stale: staleMs,
      update: Math.max(1_000, Math.floor(staleMs / 2)),
      retries: { retries: Math.ceil(waitMs / RETRY_MS), factor: 1, minTimeout: RETRY_MS, maxTimeout: RETRY_MS },
      // A lock taken from under this save (its touches failed for longer than `staleMs`) ends in no
      // write of another's being overwritten: the writer checks the bases again just before its renames.
      onCompromised: () => undefined,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new LockBusy(`another save holds ${LOCK_FILE}`);
    throw error;
  }
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `work` holding the tree's save lock; throws LockBusy when another process keeps it too long. */
export async function withSaveLock<T>(root: string, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const settings: Required<LockOptions> = { staleMs: 10_000, waitMs: 15_000, ...options };
  const key = path.resolve(root);
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(async () => {
    const release = await acquireFile(key, settings);
    try {
      return await work();
    } finally {
      await release();
    }
  });
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}
