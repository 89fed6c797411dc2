/**
 * The studio's writer: a change is a list of files with their new content and the hash of the
 * content the save read (inside the lock, where it re-applied the user's edits to it). It is written
 * all or nothing, only under the paths the studio may change, and only when every file still has
 * the content the save read. The caller holds the tree's save
 * lock (save-lock.ts) around it, so no other save runs between the check of the bases and the renames.
 *
 * Order, so that a failure at any step leaves the tree as it was:
 * 1. every base checked, and the original of each file kept in memory;
 * 2. every new content written to a temporary file beside its file and fsynced (a full disk fails
 *    here, before anything is renamed);
 * 3. the bases checked again (a hand edit that does not take the lock, made while 2 ran);
 * 4. the renames, then an fsync of each folder so the renames survive a crash.
 * A rename that fails puts back what was already renamed, from the originals held in memory; a
 * put-back that fails too is named in the answer rather than thrown, so the caller can say which
 * file to restore by hand.
 */
import { createHash, randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** What the studio may write: the route manifests, both translation files and the access report. */
const ALLOWED: readonly RegExp[] = [
  /^manifests\/routes\/[a-z0-9][a-z0-9-]*\.json$/,
  /^public\/locales\/(en|ja)\/translation\.json$/,
  /^docs\/access-report\.(md|html)$/,
];

export interface FileWrite {
  /** Relative to the tree's root, with forward slashes. */
  path: string;
  /** sha256 (hex) of the content the studio read; null for a file that did not exist. */
  base: string | null;
  content: string;
}

export type WriteOutcome =
  | { ok: true; written: string[] }
  | { ok: false; kind: 'refused' | 'failed'; file: string | null; message: string }
  /** `changed`: every file of the change whose content on disk is not the one the studio read. */
  | { ok: false; kind: 'stale'; file: string; changed: string[]; message: string };

/** The file system calls the writer makes, so a test can make one fail. */
export interface WriterIo {
  readFile(file: string): Promise<string | null>;
  /** Creates `file` (never over an existing one) with `text`, and fsyncs it before it resolves. */
  writeFile(file: string, text: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  remove(file: string): Promise<void>;
  /** Fsyncs a folder, so the renames in it are durable. */
  syncDir(dir: string): Promise<void>;
}

export const nodeIo: WriterIo = {
  readFile: (file) =>
    readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    }),
  writeFile: async (file, text) => {
    const handle = await open(file, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => rename(from, to),
  remove: (file) => rm(file, { force: true }),
  syncDir: async (dir) => {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
};

export function contentHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Why the studio may not write `file` (a path relative to the root), or null when it may. */
export function pathProblem(file: string): string | null {
  if (file.includes('\\') || file.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    return `${file} is not a plain relative path`;
  }
  if (!ALLOWED.some((pattern) => pattern.test(file))) {
    return `${file} is outside what the studio writes (manifests/routes/*.json, public/locales/*/translation.json, docs/access-report.*)`;
  }
  return null;
}

/** Why `content` may not be written to `file`, or null: a manifest or translation file must be JSON. */
export function contentProblem(file: string, content: string): string | null {
  if (!file.endsWith('.json')) return null;
  try {
    JSON.parse(content);
    return null;
  } catch (error) {
    return `${file} would not be valid JSON: ${messageOf(error)}`;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The files whose content on disk is not their base; the originals read are kept in `originals`. */
async function staleFiles(
  full: (file: string) => string,
  writes: readonly FileWrite[],
  io: WriterIo,
  originals: Map<string, string | null>,
): Promise<string[]> {
  const changed: string[] = [];
  for (const write of writes) {
    const current = await io.readFile(full(write.path));
    if ((current === null ? null : contentHash(current)) !== write.base) changed.push(write.path);
    originals.set(write.path, current);
  }
  return changed;
}

/** The refusal of a change whose files (`changed`) are no longer what the studio read. */
export function staleOutcome(changed: readonly string[]): WriteOutcome & { ok: false } {
  return {
    ok: false,
    kind: 'stale',
    file: changed[0] as string,
    changed: [...changed],
    message: `changed on disk since the studio read ${changed.length === 1 ? 'it' : 'them'}: ${changed.join(', ')}`,
  };
}

/** Puts back each renamed file from its original; the files it could not put back, with why. */
async function putBack(
  full: (file: string) => string,
  renamed: readonly string[],
  originals: ReadonlyMap<string, string | null>,
  io: WriterIo,
): Promise<string[]> {
  const failed: string[] = [];
  for (const file of [...renamed].reverse()) {
    const original = originals.get(file) ?? null;
    const back = `${full(file)}.studio-${randomBytes(6).toString('hex')}.back`;
    try {
      if (original === null) await io.remove(full(file));
      else {
        await io.writeFile(back, original);
        await io.rename(back, full(file));
      }
    } catch (error) {
      failed.push(`${file} (${messageOf(error)})`);
      await io.remove(back).catch(() => undefined);
    }
  }
  return failed;
}

/** Writes every file or none; see the module's comment. */
export async function writeAll(root: string, writes: readonly FileWrite[], io: WriterIo = nodeIo): Promise<WriteOutcome> {
  if (writes.length === 0) return { ok: false, kind: 'refused', file: null, message: 'nothing to write' };
  const seen = new Set<string>();
  for (const write of writes) {
    const problem = pathProblem(write.path) ?? contentProblem(write.path, write.content);
    if (problem !== null) return { ok: false, kind: 'refused', file: write.path, message: problem };
    if (seen.has(write.path)) return { ok: false, kind: 'refused', file: write.path, message: `${write.path} is named twice` };
    seen.add(write.path);
  }

  const full = (file: string): string => path.join(root, ...file.split('/'));
  const originals = new Map<string, string | null>();
  const changed = await staleFiles(full, writes, io, originals);
  if (changed.length > 0) return staleOutcome(changed);

  const suffix = `.studio-${randomBytes(6).toString('hex')}.tmp`;
  const temps: string[] = [];
  const dropTemps = async (): Promise<void> => {
    for (const temp of temps) await io.remove(temp).catch(() => undefined);
  };
  try {
    for (const write of writes) {
      const temp = `${full(write.path)}${suffix}`;
      temps.push(temp);
      await io.writeFile(temp, write.content);
    }
  } catch (error) {
    await dropTemps();
    return { ok: false, kind: 'failed', file: null, message: `nothing was written: ${messageOf(error)}` };
  }

  const again = await staleFiles(full, writes, io, new Map());
  if (again.length > 0) {
    await dropTemps();
    return staleOutcome(again);
  }

  const renamed: string[] = [];
  try {
    for (const write of writes) {
      await io.rename(`${full(write.path)}${suffix}`, full(write.path));
      renamed.push(write.path);
    }
  } catch (error) {
    const unrestored = await putBack(full, renamed, originals, io);
    await dropTemps();
    const restored = unrestored.length === 0 ? 'nothing was written' : `could not put back ${unrestored.join(', ')}`;
    return { ok: false, kind: 'failed', file: null, message: `${restored}: ${messageOf(error)}` };
  }
  // The renames are done and each file is whole; a folder that cannot be synced only weakens durability.
  for (const dir of new Set(writes.map((write) => path.dirname(full(write.path))))) await io.syncDir(dir).catch(() => undefined);
  return { ok: true, written: writes.map((write) => write.path) };
}
