// A new store starts from a copy of an empty PGlite cluster instead of running initdb.
//
// Why: initdb inside PGlite's WebAssembly is the slowest step of every fresh start, 10 to 60 s on a
// 2-core machine depending on its load, and the server tests start over thirty servers, the
// end-to-end run two more. An empty cluster depends only on PGlite's version: it holds no schema, no
// row and nothing of the clock, so one made earlier by the same version is the same cluster. The
// migrations and the seed still run on every start, against the server's own clock.
//
// The copy is kept per machine under node_modules/.cache (the tools' cache folder, dropped with
// node_modules), one folder per PGlite version. It is made in a folder of its own and renamed into
// place, so two servers starting at once never see half of one; either may win the rename.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE } from './data-folder';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** PGlite's version, from its package.json (the package does not export that file). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (name === '@electric-sql/pglite' && typeof version === 'string') return version;
  }
  throw new Error('PGlite package.json not found');
}

/** The folder the empty cluster of this PGlite version is kept in. */
export function emptyClusterDir(cacheRoot = join(repoRoot, 'node_modules', '.cache', 'pglite-empty-cluster')): string {
  return join(cacheRoot, pgliteVersion());
}

/** Whether `dir` holds nothing but (maybe) the data folder's lock: a store to be made. */
export function isEmptyStore(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).every((name) => name === LOCK_FILE);
}

/** Makes an empty cluster in the empty folder `dir`: PGlite's initdb. */
export async function makeEmptyCluster(dir: string): Promise<void> {
  const db = await PGlite.create(dir);
  await db.close();
}

/** Makes the empty cluster in `target` unless it is there already. */
async function ensureEmptyCluster(target: string, make: (dir: string) => Promise<void>): Promise<void> {
  if (existsSync(join(target, 'PG_VERSION'))) return;
  mkdirSync(dirname(target), { recursive: true });
  const making = mkdtempSync(`${target}.making-`);
  try {
    await make(making);
    try {
      renameSync(making, target);
    } catch (err) {
      // Another start won the rename: its copy is the same cluster.
      if (!existsSync(join(target, 'PG_VERSION'))) throw err;
    }
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
}

/**
 * Fills the empty store folder `dataDir` with a copy of the empty cluster (making that first if this
 * machine has none). Any failure leaves the folder as it was (empty), and PGlite runs initdb itself:
 * the copy only saves time.
 */
export async function startFromEmptyCluster(
  dataDir: string,
  clusterDir = emptyClusterDir(),
  make: (dir: string) => Promise<void> = makeEmptyCluster,
): Promise<boolean> {
  if (!isEmptyStore(dataDir)) return false;
  try {
    await ensureEmptyCluster(clusterDir, make);
    cpSync(clusterDir, dataDir, { recursive: true });
    return true;
  } catch {
    for (const name of existsSync(dataDir) ? readdirSync(dataDir) : [])
      if (name !== LOCK_FILE) rmSync(join(dataDir, name), { recursive: true, force: true });
    return false;
  }
}
