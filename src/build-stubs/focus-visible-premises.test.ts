/**
 * The premises of focus-visible-stub.ts, read from the installed packages and the build's config:
 * should one fail, the stub is no longer safe and the alias must go.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const primer = path.join(root, 'node_modules/@primer/react/dist');

async function primerFiles(ending: string): Promise<string[]> {
  const names = (await readdir(primer, { recursive: true })).filter((name) => name.endsWith(ending));
  return Promise.all(names.map((name) => readFile(path.join(primer, name), 'utf8')));
}

describe('the focus-visible stub', () => {
  it('stands in for an import Primer makes for its side effect only', async () => {
    const scripts = await primerFiles('.js');
    const importing = scripts.filter((code) => /from\s*["']focus-visible["']|import\s*["']focus-visible["']/.test(code));
    expect(importing.length).toBeGreaterThan(0);
    for (const code of importing) {
      expect(code).toMatch(/import\s*["']focus-visible["'];/);
      expect(code).not.toMatch(/import\s*[\w{*][^;]*from\s*["']focus-visible["']/);
    }
  });

  it("is needed by no rule of Primer's: none reads the polyfill's mark", async () => {
    const styles = (await primerFiles('.css')).join('\n');
    expect(styles).toMatch(/:focus:not\(:focus-visible\)/);
    expect(styles).not.toMatch(/\.js-focus-visible/);
  });

  it('is built for browsers that all have :focus-visible (ES2022: Chrome 94, Firefox 93, Safari 16.4; the selector came in Chrome 86, Firefox 85, Safari 15.4)', async () => {
    const config = await readFile(path.join(root, 'vite.config.ts'), 'utf8');
    expect(config).toMatch(/target:\s*'es2022'/);
    expect(config).toMatch(/find: \/\^focus-visible\$\/, replacement: path\.join\(root, 'src\/build-stubs\/focus-visible-stub\.ts'\)/);
  });
});
