/**
 * One writer per tree: a save holds this lock from reading the disk to its last rename, so two
 * saves never both pass the check of their bases. Two layers, because a tree may be served twice:
 * - in the process, a queue per tree (a save waits for the one before it, then finds what it wrote);
 * - across processes, a lock file in the tree, created exclusively (`wx`) and holding its owner's
 *   pid, host and a random id. A lock whose process is gone (same host) or older than `staleMs` is
 *   stale: it is renamed away (one process wins that rename) and checked to be the one judged stale,
 *   else put back (`link` never replaces a newer lock).
 */
import { randomBytes } from 'node:crypto';
import { link, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = '.studio-save.lock';

export interface LockOptions {
  /** A lock older than this is taken over (a save takes seconds; default two minutes). */
  staleMs?: number;
  /** How long to wait for another process's save (default 15 s). */
  waitMs?: number;
  /** Whether a process of this host is alive (a test may pretend). */
  isAlive?: (pid: number) => boolean;
}

/** Another process held the lock for longer than the wait. */
export class LockBusy extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  id: string;
  at: number;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<{ text: string; owner: LockOwner | null } | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    return { text, owner: JSON.parse(text) as LockOwner };
  } catch {
    // Half written by a process that died between creating and filling it, or not ours.
    return { text, owner: null };
  }
}

function isStale(owner: LockOwner | null, options: Required<LockOptions>, modified: number): boolean {
  const age = Date.now() - (owner?.at ?? modified);
  if (age > options.staleMs) return true;
  return owner !== null && owner.host === os.hostname() && !options.isAlive(owner.pid);
}

/** Takes a stale lock out of the way; true when it was the one judged stale (or already gone). */
async function breakStale(file: string, judged: string): Promise<boolean> {
  const aside = `${file}.${randomBytes(6).toString('hex')}.stale`;
  try {
    await rename(file, aside);
  } catch {
    return true;
  }
  const taken = await readFile(aside, 'utf8').catch(() => null);
  if (taken !== judged) await link(aside, file).catch(() => undefined);
  await rm(aside, { force: true });
  return taken === judged;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function acquireFile(file: string, options: Required<LockOptions>): Promise<string> {
  const id = randomBytes(12).toString('hex');
  const deadline = Date.now() + options.waitMs;
  for (;;) {
    const owner: LockOwner = { pid: process.pid, host: os.hostname(), id, at: Date.now() };
    try {
      await writeFile(file, JSON.stringify(owner), { flag: 'wx' });
      return id;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = await readOwner(file);
    if (held !== null) {
      const modified = await stat(file).then(
        (info) => info.mtimeMs,
        () => Date.now(),
      );
      if (isStale(held.owner, options, modified)) {
        await breakStale(file, held.text);
        continue;
      }
    }
    if (Date.now() > deadline) throw new LockBusy(`another save holds ${LOCK_FILE} (pid ${held?.owner?.pid ?? 'unknown'})`);
    await sleep(25 + Math.random() * 50);
  }
}

async function releaseFile(file: string, id: string): Promise<void> {
  const held = await readOwner(file);
  // Only our own lock: one taken over as stale meanwhile belongs to its new owner now.
  if (held?.owner?.id === id) await rm(file, { force: true });
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `work` holding the tree's save lock; throws LockBusy when another process keeps it too long. */
export async function withSaveLock<T>(root: string, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const settings: Required<LockOptions> = { staleMs: 120_000, waitMs: 15_000, isAlive: processAlive, ...options };
  const key = path.resolve(root);
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(async () => {
    const file = path.join(key, LOCK_FILE);
    const id = await acquireFile(file, settings);
    try {
      return await work();
    } finally {
      await releaseFile(file, id);
    }
  });
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}
