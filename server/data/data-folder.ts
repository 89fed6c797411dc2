// The data folder: one server at a time (a lock file naming its process), readable by the server's
// user alone, and the FRESH wipe. PGlite has no lock of its own: two servers on one folder both
// start and each silently overwrites what the other wrote.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCK_FILE = 'uiserver.lock';
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export class DataDirLockedError extends Error {}

/** Whether a process with this id exists (EPERM: it does, but belongs to another user). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function writeLock(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the folder's lock: a file holding "pid token". A lock whose process is gone (the server was
 * killed) is taken over; a live one refuses with the holder's pid. Returns the release function,
 * which removes the file only while it is still ours.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const path = join(dir, LOCK_FILE);
  const content = `${process.pid} ${randomBytes(8).toString('hex')}\n`;
  for (let attempt = 0; !writeLock(path, content); attempt++) {
    let holder = NaN;
    try {
      holder = Number(readFileSync(path, 'utf8').split(' ')[0]);
    } catch {
      // Removed meanwhile by its releasing owner: try again.
    }
    if (attempt < 2 && !(Number.isInteger(holder) && holder > 0 && processAlive(holder))) {
      rmSync(path, { force: true });
      continue;
    }
    throw new DataDirLockedError(
      `The data folder ${dir} is in use by another UI-server (process ${Number.isNaN(holder) ? 'unknown' : holder}). ` +
        `Stop that server first, or use another DATA_DIR. If no such process is running, delete ${path}.`,
    );
  }
  return () => {
    try {
      if (readFileSync(path, 'utf8') === content) unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

/**
 * Deletes the store in `dir`, keeping the lock, but only if the folder plausibly is one: never the
 * repo, the home folder or a parent of them, and only a PGlite data folder or an empty one.
 */
export function wipeDataDir(dir: string): void {
  if (!existsSync(dir)) return;
  const guarded = [repoRoot, homedir(), '/'];
  const isAncestor = (a: string, b: string) => b === a || b.startsWith(a.endsWith(sep) ? a : a + sep);
  const entries = readdirSync(dir).filter((name) => name !== LOCK_FILE);
  const looksLikeStore = existsSync(join(dir, 'PG_VERSION')) || entries.length === 0;
  if (guarded.some((g) => isAncestor(dir, g)) || !looksLikeStore) {
    throw new Error(`FRESH=1: refusing to delete ${dir} (not an empty dir or a PGlite data dir)`);
  }
  for (const name of entries) rmSync(join(dir, name), { recursive: true, force: true });
}

/**
 * Makes the store readable by the server's user alone: folders 0700, files 0600. PGlite writes its
 * files with mode 0666 whatever the umask, so this runs on open and on close, and the 0700 folder
 * keeps files created in between out of other users' reach.
 */
export function restrictDataDir(dir: string): void {
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if ((stat.mode & 0o077) !== 0) {
      chmodSync(path, stat.mode & 0o700);
    }
  };
  walk(dir);
}
