/**
 * The build prints no warning a newcomer has to judge. Two of Vite's warnings come from how the
 * sources are written, and are checked here rather than by reading a build's output:
 * - loading vite.config.ts (and vitest.config.ts, which imports it), Vite bundles the config and
 *   warns about every relative import without a file extension anywhere it leads;
 * - a CSS module that composes a class `from` another file makes Vite's CSS-modules plugin copy
 *   that file's rules in without their file name, and the build warns that a PostCSS plugin "did
 *   not pass the `from` option".
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** A logger that keeps what Vite warns about instead of printing it. */
function recordingLogger(warnings: string[]): Logger {
  const logger = createLogger('silent');
  return {
    ...logger,
    warn: (message) => void warnings.push(message),
    warnOnce: (message) => void warnings.push(message),
  };
}

describe('the Vite config', () => {
  it.each(['vite.config.ts', 'vitest.config.ts'])(
    '%s loads without a warning',
    async (file) => {
      const warnings: string[] = [];
      const loaded = await loadConfigFromFile(
        { command: 'build', mode: 'production' },
        path.join(root, file),
        root,
        'warn',
        recordingLogger(warnings),
      );
      expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
      expect(warnings).toEqual([]);
    },
    60_000,
  );
});

describe('CSS modules', () => {
  it('compose no class from another file', async () => {
    const files = (await readdir(path.join(root, 'src'), { recursive: true })).filter((file) => file.endsWith('.module.css'));
    expect(files.length).toBeGreaterThan(10);
    const composing: string[] = [];
    for (const file of files) {
      const css = (await readFile(path.join(root, 'src', file), 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '');
      if (/composes\s*:[^;]*\bfrom\b/.test(css)) composing.push(file);
    }
    expect(composing).toEqual([]);
  });
});
