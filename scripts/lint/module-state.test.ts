/**
 * The module-state rule of eslint.config.js, proved on snippets linted as if they sat in src/: every
 * kind of module-level mutable state is reported in each layer, what is not state (a constant, a set
 * typed read-only, state made inside a function) is not, tests and their helpers are exempt, and the
 * allowlist is short and true: each file on it is exempt, says why, and does hold module state (a
 * file that no longer does must leave the list).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reports, root } from './lint-snippet';

vi.setConfig({ testTimeout: 30_000 });

interface ModuleStateConfig {
  readonly MODULE_STATE_MESSAGE: string;
  readonly moduleStateAllowlist: Readonly<Record<string, string>>;
}

const config = (await import(pathToFileURL(path.join(root, 'eslint.config.js')).href)) as ModuleStateConfig;

beforeAll(async () => {
  await reports('src/engine/state/module-state-fixture.ts', 'export const loaded = true;\n');
}, 60_000);

const moduleState = async (file: string, code: string): Promise<boolean> =>
  (await reports(file, code)).includes(`no-restricted-syntax: ${config.MODULE_STATE_MESSAGE}`);

const STATE = {
  'a top-level let':
    'let current: string | null = null;\nexport const read = () => current;\nexport const write = (next: string) => {\n  current = next;\n};\n',
  'an exported let': 'export let count = 0;\n',
  'a valtio store':
    "import { proxy } from 'valtio/vanilla';\nconst store = proxy({ open: false });\nexport const open = () => store.open;\n",
  'an exported valtio store': "import { proxy } from 'valtio/vanilla';\nexport const store = proxy({ open: false });\n",
  'a Map': 'const seen = new Map<string, number>();\nexport const remember = (key: string) => seen.set(key, 1);\n',
  'a Set not typed read-only': "export const NAMES = new Set(['a', 'b']);\n",
  'a WeakMap': 'const memo = new WeakMap<object, number>();\nexport const get = (key: object) => memo.get(key);\n',
};

const NOT_STATE = {
  'a constant': "export const NAME = 'console';\n",
  'a set typed read-only': "export const NAMES: ReadonlySet<string> = new Set(['a', 'b']);\n",
  'a map typed read-only': "export const CODES: ReadonlyMap<string, number> = new Map([['a', 1]]);\n",
  'state made by a factory':
    "import { proxy } from 'valtio/vanilla';\nexport function createStore() {\n  let count = 0;\n  const seen = new Map<string, number>();\n  return { store: proxy({ count }), seen, next: () => (count += 1) };\n}\n",
};

describe('module state in src/', () => {
  it.each(
    Object.entries(STATE).flatMap(([kind, code]) =>
      [
        'src/engine/state/module-state-fixture.ts',
        'src/shell/header/ModuleStateFixture.tsx',
        'src/app/module-state-fixture.ts',
        'src/screens/login/module-state-fixture.ts',
      ].map((file) => [kind, file, code] as const),
    ),
  )('reports %s in %s', async (_kind, file, code) => {
    expect(await moduleState(file, code)).toBe(true);
  });

  it.each(Object.entries(NOT_STATE))('accepts %s', async (_kind, code) => {
    expect(await reports('src/engine/state/module-state-fixture.ts', code)).toEqual([]);
  });

  it('exempts tests and the test helpers: they build their state per test', async () => {
    expect(await moduleState('src/engine/state/module-state-fixture.test.ts', STATE['a top-level let'])).toBe(false);
    expect(await moduleState('src/testing/module-state-fixture.ts', STATE['a Map'])).toBe(false);
  });

  it('keeps the literal-text rule beside it in a component', async () => {
    const found = await reports(
      'src/shell/header/ModuleStateFixture.tsx',
      `${STATE['an exported let']}export const Label = () => <span>Hello</span>;\n`,
    );
    expect(found).toContain(`no-restricted-syntax: ${config.MODULE_STATE_MESSAGE}`);
    expect(found).toContain('no-restricted-syntax: User-facing text goes through t().');
  });
});

describe('the allowlist', () => {
  it('is short, and says why for each file', () => {
    const entries = Object.entries(config.moduleStateAllowlist);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(10);
    for (const [, reason] of entries) expect(reason.length).toBeGreaterThan(40);
  });

  it('exempts the files on it', async () => {
    for (const file of Object.keys(config.moduleStateAllowlist)) {
      expect(await moduleState(file, STATE['a top-level let'])).toBe(false);
    }
  });

  it.each(Object.keys(config.moduleStateAllowlist))(
    'names %s, which holds module state',
    async (file) => {
      const code = await readFile(path.join(root, file), 'utf8');
      // The same code beside the file, under a name the list does not have: its imports still resolve.
      const sibling = path.join(path.dirname(file), `module-state-fixture${path.extname(file)}`);
      expect(await moduleState(sibling, code)).toBe(true);
    },
    120_000,
  );
});
