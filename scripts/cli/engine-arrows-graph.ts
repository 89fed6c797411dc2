/**
 * The engine's folder graph (engine-arrows.ts): pure, over the files' text, so that a table test can
 * check it. An arrow is one folder importing another (once, however many imports); the arrows that
 * run back up are those whose two ends sit in one strongly connected component (Tarjan's algorithm).
 */
import path from 'node:path';

export interface ArrowsReport {
  readonly folders: number;
  readonly arrows: number;
  /** Arrows inside a cycle of folders. */
  readonly cyclic: number;
  /** The cycles (strongly connected components of more than one folder), each sorted. */
  readonly cycles: readonly string[][];
  /** Folder pairs that import each other. */
  readonly mutual: readonly [string, string][];
}

const IMPORT = /\bfrom\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)|^import\s+'(\.[^']+)'/gm;

/** `files`: paths relative to the engine's folder, with their text. */
export function engineArrows(files: readonly { file: string; text: string }[]): ArrowsReport {
  const edges = new Map<string, Set<string>>();
  const folders = new Set<string>();
  for (const { file, text } of files) {
    const from = file.split(/[\\/]/)[0] ?? '';
    if (!file.includes('/')) continue;
    folders.add(from);
    for (const match of text.matchAll(IMPORT)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? match[2] ?? match[3] ?? ''));
      const to = target.split('/')[0] ?? '';
      if (to === '..' || to === from || target.startsWith('../')) continue;
      folders.add(to);
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  const component = components(folders, edges);
  let arrows = 0;
  let cyclic = 0;
  const mutual: [string, string][] = [];
  for (const [from, targets] of edges)
    for (const to of targets) {
      arrows += 1;
      if (component.get(from) === component.get(to)) cyclic += 1;
      if (from < to && edges.get(to)?.has(from)) mutual.push([from, to]);
    }
  const groups = new Map<number, string[]>();
  for (const [folder, id] of component) groups.set(id, [...(groups.get(id) ?? []), folder]);
  const cycles = [...groups.values()].filter((group) => group.length > 1).map((group) => group.sort());
  return { folders: folders.size, arrows, cyclic, cycles, mutual: mutual.sort() };
}

/** Tarjan's strongly connected components: folder -> its component's number. */
function components(nodes: ReadonlySet<string>, edges: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  let counter = 0;
  let count = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      for (;;) {
        const member = stack.pop() ?? node;
        onStack.delete(member);
        component.set(member, count);
        if (member === node) break;
      }
      count += 1;
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return component;
}
