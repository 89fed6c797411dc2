// Opens the embedded PostgreSQL (PGlite) store and brings its schema up to date.
// PGlite is a single connection; it queues queries itself, so one instance is shared by all routes.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir, restrictDataDir, wipeDataDir } from './data-folder';
import { startFromEmptyCluster } from './empty-cluster';
import { migrate } from './schema';

export type Db = PGlite;
/** What a data module's query runs on: the store, or a transaction of it when several steps must commit together. */
export type Queryable = Db | Transaction;

export interface Store {
  readonly db: Db;
  /** Closes PGlite (flushing it to disk), then restricts the files and releases the folder's lock. */
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the store in dataDir and applies pending migrations. The folder is
 * locked first, so a second server cannot open it, nor `fresh` wipe it under a running one.
 */
export async function openStore(dataDir: string, opts: { fresh?: boolean } = {}): Promise<Store> {
  if (dataDir.startsWith('memory://')) {
    const db = await PGlite.create(dataDir);
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const release = lockDataDir(dataDir);
  try {
    if (opts.fresh) wipeDataDir(dataDir);
    // A new store starts from a copy of an empty cluster made once (empty-cluster.ts says why).
    await startFromEmptyCluster(dataDir);
    const db = await PGlite.create(dataDir);
    try {
      await migrate(db);
    } catch (err) {
      await db.close();
      throw err;
    }
    restrictDataDir(dataDir);
    return {
      db,
      close: async () => {
        try {
          await db.close();
          restrictDataDir(dataDir);
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
