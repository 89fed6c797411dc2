// @vitest-environment node
// The data folder: one server at a time (a stale lock of a dead process is taken over), and files
// readable by the server's user alone whatever the umask.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../http/app';
import { Client, envelopeOf } from '../testing/test-server';
import { LOCK_FILE } from './data-folder';

/** Every file and folder under `dir` with a permission bit for group or others. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${(stat.mode & 0o777).toString(8)} ${path}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

describe('data folder', () => {
  it('a second server on the same folder refuses to start, and the first keeps working', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uiserver-lock-'));
    const first = await buildServer({ dataDir, staticDir: join(dataDir, 'no-dist') });
    try {
      await expect(buildServer({ dataDir, staticDir: join(dataDir, 'no-dist') })).rejects.toThrow(
        new RegExp(`The data folder ${dataDir} is in use by another UI-server \\(process ${process.pid}\\)`),
      );
      await expect(buildServer({ dataDir, staticDir: join(dataDir, 'no-dist'), fresh: true })).rejects.toThrow(/in use/);
      expect(envelopeOf(await new Client(first).login('admin')).errorcode).toBe('0');
    } finally {
      await first.close();
    }
    // Released on close: the folder opens again.
    const again = await buildServer({ dataDir, staticDir: join(dataDir, 'no-dist') });
    await again.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a lock left by a process that no longer runs is taken over', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uiserver-stale-'));
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(dataDir, LOCK_FILE), `${gone} deadbeef\n`);
    const app = await buildServer({ dataDir, staticDir: join(dataDir, 'no-dist') });
    await app.close();
    expect(readdirSync(dataDir)).not.toContain(LOCK_FILE);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("store files are readable by the server's user alone, even with umask 000", { timeout: 120_000 }, async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'uiserver-mode-')), 'data');
    const umask = process.umask(0);
    try {
      const app = await buildServer({ dataDir, staticDir: join(dataDir, 'no-dist') });
      expect(openToOthers(dataDir)).toEqual([]);
      await new Client(app).login('admin'); // writes: a session row
      await app.close();
      expect(openToOthers(dataDir)).toEqual([]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(umask);
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
