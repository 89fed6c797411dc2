/**
 * Shared by the tests of eslint.config.js's zones and cycle check (src-, server- and
 * scripts-zones.test.ts): a snippet linted as if it sat at a path of the repo, and a folder of
 * modules that import each other, written to disk for the run because the cycle check follows
 * imports on disk. The path rules judge the file an import resolves to, so snippets import real
 * modules of the repo.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';

export const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

export const PATHS = 'import-x/no-restricted-paths';
export const CYCLE = 'import-x/no-cycle';

/** The rule ids ESLint reports for `code` placed at `file` (relative to the repo). */
export async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`no lint result for ${file}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file} did not parse: ${fatal.message}`);
  return result.messages.map((message) => message.ruleId ?? '');
}

/** The messages ESLint reports for `code` placed at `file` (relative to the repo), as `rule: message`. */
export async function reports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`no lint result for ${file}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file} did not parse: ${fatal.message}`);
  return result.messages.map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

/** A module that imports `specifier` and uses it. */
export const imports = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

/** first.ts as the cycle fixture has it (importing second.ts, which imports it back), and first.ts importing third.ts alone. */
export const FIRST_IMPORTS_SECOND = "import { second } from './second';\nexport const first = () => second;\n";
export const FIRST_IMPORTS_THIRD = "import { third } from './third';\nexport const first = () => third;\n";

export interface CycleFixture {
  /** One of its modules (first.ts, second.ts, third.ts), relative to the repo. */
  file(name: 'first.ts' | 'second.ts' | 'third.ts'): string;
  remove(): Promise<void>;
}

/**
 * A temporary folder under `parent` (relative to the repo) where first.ts and second.ts import each
 * other and third.ts imports nothing. Write it before the first lint of the run: the resolver caches
 * what it has seen of a folder.
 */
export async function writeCycleFixture(parent: string): Promise<CycleFixture> {
  const folder = await mkdtemp(path.join(root, parent, 'cycle-fixture-'));
  await writeFile(path.join(folder, 'first.ts'), FIRST_IMPORTS_SECOND);
  await writeFile(path.join(folder, 'second.ts'), "import { first } from './first';\nexport const second = () => first;\n");
  await writeFile(path.join(folder, 'third.ts'), 'export const third = 3;\n');
  return {
    file: (name) => path.relative(root, path.join(folder, name)),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
