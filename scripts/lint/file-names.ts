/**
 * The file-naming convention, as a check over paths (ESLint has no built-in rule for file names, and
 * no installed plugin has one): a component's module and what belongs to it are named in PascalCase
 * after the component, everything else in kebab-case. It holds in src/ and in the code around it
 * (server/, scripts/, bench/, tests/), which has no components and so is kebab-case throughout.
 *
 * - A folder is kebab-case.
 * - A name's stem (up to its first dot) is PascalCase or kebab-case; README.md is the one exception.
 * - A `.tsx` module whose value exports are all components (PascalCase functions or constants) is
 *   PascalCase, and a PascalCase `.tsx` exports at least one component. A `.tsx` that exports
 *   anything else (a route table, a theme object, a render function) is kebab-case.
 * - Any other PascalCase name belongs to the component of the same stem beside it: its
 *   `.module.css`, its `.test.tsx` or `.test.ts`.
 * - `src/build-stubs/` is held to the first two rules only: each stub is named after the library
 *   module it replaces (`markdown-stub.tsx` stands in for markdown-to-jsx/react).
 */
import path from 'node:path';

export interface SourceFile {
  /** Relative to the repository, with forward slashes. */
  readonly path: string;
  /** The text of a `.tsx` file; other files are judged by name alone. */
  readonly text?: string;
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/;
const NAME_EXCEPTIONS = new Set(['README.md']);
const STUBS = 'src/build-stubs/';

/** The names a module exports as values (functions, classes, constants, and names in `export { … }`), types left out. */
export function valueExports(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/^export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|class|const|let|var)\s+([A-Za-z_$][\w$]*)/gm)) {
    names.push(match[1] ?? '');
  }
  for (const match of text.matchAll(/^export\s+\{([^}]*)\}/gm)) {
    for (const part of (match[1] ?? '').split(',')) {
      const entry = part.trim();
      if (entry === '' || entry.startsWith('type ')) continue;
      const exported = entry.split(/\s+as\s+/).pop() ?? '';
      if (exported !== 'default') names.push(exported);
    }
  }
  return names;
}

/** What is wrong with each path that breaks the convention; empty when all keep it. */
export function namingProblems(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  const all = new Set(files.map((file) => file.path));
  const folders = new Set(files.flatMap((file) => path.posix.dirname(file.path).split('/').slice(1)));
  for (const folder of folders) {
    if (!KEBAB.test(folder)) problems.push(`folder ${folder}: folders are kebab-case`);
  }
  for (const file of files) {
    const base = path.posix.basename(file.path);
    if (NAME_EXCEPTIONS.has(base)) continue;
    const stem = base.slice(0, base.indexOf('.') === -1 ? base.length : base.indexOf('.'));
    const pascal = PASCAL.test(stem);
    if (!pascal && !KEBAB.test(stem)) {
      problems.push(`${file.path}: a name is PascalCase (a component) or kebab-case`);
      continue;
    }
    if (file.path.startsWith(STUBS)) continue;
    if (base.endsWith('.tsx') && !base.includes('.test.')) {
      const values = valueExports(file.text ?? '');
      const components = values.filter((name) => PASCAL.test(name));
      if (pascal && components.length === 0) problems.push(`${file.path}: exports no component, so its name is kebab-case`);
      if (!pascal && values.length > 0 && components.length === values.length) {
        problems.push(`${file.path}: exports only components, so its name is PascalCase`);
      }
    } else if (pascal) {
      const component = path.posix.join(path.posix.dirname(file.path), `${stem}.tsx`);
      if (!all.has(component)) problems.push(`${file.path}: a PascalCase name belongs to the component ${stem}.tsx beside it`);
    }
  }
  return problems;
}
