/**
 * Which folders of a layer import which (src/shell: header, menu, layout …), read from the import
 * specifiers of its modules and style sheets, and the folders that import each other, directly or
 * round a longer loop. The module-level cycle check (import-x/no-cycle) cannot see two folders
 * that lean on each other through different modules; this one can.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** Relative to the repo, with forward slashes. */
  readonly file: string;
  readonly source: string;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|@import\s+|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative specifiers a module or style sheet imports. */
export function relativeImports(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? '');
}

/** The folder of `layer` a path lies in, or null outside the layer or directly in it. */
function folderOf(layer: string, file: string): string | null {
  const relative = path.posix.relative(layer, file);
  if (relative.startsWith('..')) return null;
  const parts = relative.split('/');
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** For each folder of `layer`, the other folders of it that its files import. */
export function folderEdges(layer: string, files: readonly SourceFile[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { file, source } of files) {
    const from = folderOf(layer, file);
    if (from === null) continue;
    for (const specifier of relativeImports(source)) {
      const to = folderOf(layer, path.posix.join(path.posix.dirname(file), specifier));
      if (to === null || to === from) continue;
      const targets = edges.get(from) ?? new Set<string>();
      targets.add(to);
      edges.set(from, targets);
    }
  }
  return edges;
}

/**
 * The groups of folders that import each other, directly or round a loop (the strongly connected
 * groups of more than one folder), each sorted, in order of their first folder.
 */
export function folderCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const folders = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])])].sort();
  const reaches = (from: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [from];
    for (let next = stack.pop(); next !== undefined; next = stack.pop())
      for (const to of edges.get(next) ?? [])
        if (!seen.has(to)) {
          seen.add(to);
          stack.push(to);
        }
    return seen;
  };
  const reach = new Map(folders.map((folder) => [folder, reaches(folder)]));
  const groups: string[][] = [];
  const placed = new Set<string>();
  for (const folder of folders) {
    if (placed.has(folder)) continue;
    const group = folders.filter((other) => other === folder || (reach.get(folder)?.has(other) && reach.get(other)?.has(folder)));
    if (group.length > 1) groups.push(group);
    for (const member of group) placed.add(member);
  }
  return groups;
}

/** Every module and style sheet under `layer` (relative to `root`), tests included. */
export function readLayer(root: string, layer: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|css)$/.test(entry.name)) files.push({ file, source: readFileSync(path.join(root, file), 'utf8') });
    }
  };
  walk(layer);
  return files;
}
