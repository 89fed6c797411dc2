/**
 * The studio's writer: a change is a list of files with their new content and the hash of the
 * content the studio read. It is written all or nothing (each file to a temporary file beside it,
 * then renamed over it; a failed rename puts back the ones already renamed), only under the paths
 * the studio may change, and only when every file still has the content the studio read.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
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
  { ok: true; written: string[] } | { ok: false; kind: 'refused' | 'stale' | 'failed'; file: string | null; message: string };

/** The file system calls the writer makes, so a test can make one fail. */
export interface WriterIo {
  readFile(file: string): Promise<string | null>;
  writeFile(file: string, text: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  remove(file: string): Promise<void>;
}

export const nodeIo: WriterIo = {
  readFile: (file) =>
    readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    }),
  writeFile: (file, text) => writeFile(file, text, { flag: 'wx' }),
  rename: (from, to) => rename(from, to),
  remove: (file) => rm(file, { force: true }),
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
    return `${file} would not be valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
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
  for (const write of writes) {
    const current = await io.readFile(full(write.path));
    const hash = current === null ? null : contentHash(current);
    if (hash !== write.base) {
      return { ok: false, kind: 'stale', file: write.path, message: `${write.path} changed on disk since the studio read it` };
    }
    originals.set(write.path, current);
  }

  const suffix = `.studio-${randomBytes(6).toString('hex')}.tmp`;
  const temps: string[] = [];
  const renamed: string[] = [];
  try {
    for (const write of writes) {
      const temp = `${full(write.path)}${suffix}`;
      temps.push(temp);
      await io.writeFile(temp, write.content);
    }
    for (const write of writes) {
      await io.rename(`${full(write.path)}${suffix}`, full(write.path));
      renamed.push(write.path);
    }
    return { ok: true, written: writes.map((write) => write.path) };
  } catch (error) {
    // Put back what was already renamed over, then drop the temporary files left.
    for (const file of renamed.reverse()) {
      const original = originals.get(file);
      if (original === null || original === undefined) await io.remove(full(file));
      else {
        const back = `${full(file)}${suffix}.back`;
        await io.writeFile(back, original);
        await io.rename(back, full(file));
      }
    }
    for (const temp of temps) await io.remove(temp);
    return {
      ok: false,
      kind: 'failed',
      file: null,
      message: `nothing was written: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
